// The news feature's server rules as other features (notifications, the demo seed) may use them.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { queryRows } from "~/db/rows";
import { user } from "~/db/schema/auth";
import { news } from "~/db/schema/news";
import { userProfiles } from "~/db/schema/profiles";
import { levelAudienceCondition } from "~/lib/audience.server";
import type { Ctx } from "~/lib/context.server";
import { audienceRule } from "./news-options";

export { newsModule } from "./module.server";
export { articleView } from "./news.server";
export { newsImageReferences } from "./news-files.server";
export { type DemoArticle, importArticles } from "./news-import.server";
export { articlesSitemap } from "./sitemap.server";

const RECIPIENT_PAGE = 1000;

/** True when `articleId` (as saved_items keeps it, text) is a published article. */
export async function publishedArticleExists(ctx: Pick<Ctx, "db">, articleId: string): Promise<boolean> {
  const id = Number(articleId);
  if (!Number.isSafeInteger(id) || id <= 0) return false;
  const [row] = await queryRows<{ id: number }>(ctx.db, sql`select id from ${news} where id = ${id} and is_published limit 1`);
  return row !== undefined;
}

/** The published articles among `ids` (title, slug, date), in the order of `ids`: the saved list joins them. */
export async function savedArticlesByIds(ctx: Pick<Ctx, "db">, ids: string[]) {
  const numeric = ids.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
  if (numeric.length === 0) return [];
  const rows = await ctx.db
    .select({ id: news.id, slug: news.slug, title: news.title, publishedAt: news.publishedAt })
    .from(news)
    .where(and(inArray(news.id, numeric), eq(news.isPublished, true)));
  const byId = new Map(rows.map((row) => [String(row.id), { ...row, publishedAt: row.publishedAt?.toISOString() ?? null }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The verified accounts an article's notification reaches, a page at a time, in id order: its
 * audience by the same rule as the page (`audienceRule`, readsWholeArticle) (everyone for a public or members article; a level and up
 * otherwise). Nothing for an unknown or unpublished article.
 */
export async function* newsAudiencePages(db: Db, newsId: number): AsyncGenerator<string[]> {
  const [article] = await queryRows<{ audience: "public" | "members" | "silver" | "gold" }>(
    db,
    sql`select audience from ${news} where id = ${newsId} and is_published`,
  );
  if (!article) return;
  let after = "";
  for (;;) {
    const page = await queryRows<{ id: string }>(
      db,
      sql`select u.id from ${user} u left join ${userProfiles} p on p.id = u.id
          where u.email_verified and u.id > ${after} and ${levelAudienceCondition(audienceRule(article.audience).minLevel)}
          order by u.id limit ${RECIPIENT_PAGE}`,
    );
    if (page.length === 0) return;
    yield page.map((row) => row.id);
    after = page[page.length - 1]?.id ?? after;
  }
}
