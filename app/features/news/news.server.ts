import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { news } from "~/db/schema/news";
import { userProfiles } from "~/db/schema/profiles";
import type { Ctx } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { pagedList, pageParam } from "~/lib/paging";
import { personName } from "~/lib/vocabulary/display-name";
import { cleanArticleHtml } from "./news-html.server";
import { coverImage, type NewsCover } from "./news-images";
import { NEWS_CATEGORIES, NEWS_MAX_PAGE, NEWS_PAGE_SIZE, type NewsAudience, type NewsCategory, type NewsFilters } from "./news-options";
import { newsPolicy, readsWholeArticle } from "./policy";

/** An article as the list shows it. */
export type NewsCard = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  category: NewsCategory;
  audience: NewsAudience;
  publishedAt: string;
  cover: NewsCover | null;
};

/** A page of /news. */
export type NewsPage = { articles: NewsCard[]; count: number; page: number; pages: number };

/** An article's page: the whole body only for its audience (otherwise empty, with `whole` false). */
export type ArticleView = NewsCard & {
  body: string;
  whole: boolean;
  isPublished: boolean;
  authorName: string | null;
  updatedAt: string;
};

/** The filters of a /news URL (`categoria`, `pagina`): an unknown category is dropped, the page kept within 50. */
export function newsFilters(params: URLSearchParams): NewsFilters {
  const category = params.get("categoria");
  return {
    category: category && (NEWS_CATEGORIES as readonly string[]).includes(category) ? (category as NewsCategory) : null,
    page: pageParam(params, NEWS_MAX_PAGE),
  };
}

const cardColumns = {
  id: news.id,
  slug: news.slug,
  title: news.title,
  summary: news.summary,
  category: news.category,
  audience: news.audience,
  publishedAt: news.publishedAt,
  coverPath: news.coverPath,
};

type CardRow = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  category: string;
  audience: NewsAudience;
  publishedAt: Date | null;
  coverPath: string | null;
};

function card(row: CardRow): NewsCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: row.category as NewsCategory,
    audience: row.audience,
    publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
    cover: coverImage(row.coverPath),
  };
}

/**
 * /news (spec §2, issue 23 §1): published articles, newest first, 12 a page, by section. Members-only
 * articles are listed for everyone with their summary (their page says who may read them whole).
 */
export async function listNews(ctx: Pick<Ctx, "db">, filters: NewsFilters): Promise<NewsPage> {
  const parts: SQL[] = [eq(news.isPublished, true)];
  if (filters.category) parts.push(eq(news.category, filters.category));
  const where = and(...parts) ?? sql`true`;
  const listed = await pagedList({
    page: filters.page,
    size: NEWS_PAGE_SIZE,
    rows: ({ limit, offset }) => ctx.db.select(cardColumns).from(news).where(where).orderBy(desc(news.publishedAt), desc(news.id)).limit(limit).offset(offset),
    count: () => ctx.db.select({ count: count() }).from(news).where(where),
  });
  return { articles: listed.rows.map(card), count: listed.total, page: listed.page, pages: listed.pages };
}

/**
 * An article's page (`/news/{slug}`, or its number, as notifications link it): a published article
 * for anyone, whole for its audience and as its summary for everyone else; an unpublished one only
 * for the admins (a preview), 404 'Artículo no encontrado' for the rest. The body passes the
 * sanitizer again, so an article saved under an older, looser rule shows only what today's allows.
 */
export async function articleView(ctx: Ctx, idOrSlug: string): Promise<ArticleView> {
  const key = idOrSlug.slice(0, 200);
  const byId = /^\d{1,15}$/.test(key);
  const [row] = await ctx.db
    .select({
      ...cardColumns,
      body: news.body,
      isPublished: news.isPublished,
      updatedAt: news.updatedAt,
      authorFirstName: userProfiles.firstName,
      authorLastName: userProfiles.lastName,
    })
    .from(news)
    .leftJoin(userProfiles, eq(userProfiles.id, news.authorId))
    .where(byId ? eq(news.id, Number(key)) : eq(news.slug, key))
    .limit(1);
  if (!row || (!row.isPublished && !newsPolicy.can(ctx.actor, "writeNews"))) throw new AppError("NEWS_NOT_FOUND", 404);
  const whole = readsWholeArticle(ctx.actor, row.audience);
  return {
    ...card(row),
    body: whole ? cleanArticleHtml(row.body) : "",
    whole,
    isPublished: row.isPublished,
    authorName: personName(row.authorFirstName, row.authorLastName) || null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
