import { count, desc, eq } from "drizzle-orm";
import { news } from "~/db/schema/news";
import { recordAdminAction } from "~/lib/audit.server";
import { type Ctx, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { purgePages } from "~/lib/page-cache.server";
import { pagedList, pageNumber } from "~/lib/paging";
import { parseInput } from "~/lib/parse-input.server";
import { freeSlug } from "~/lib/slug.server";
import { fileUrl } from "~/lib/storage/buckets";
import { imageKey } from "~/lib/storage/image-key";
import { saveWithFiles } from "~/lib/storage/save-with-files.server";
import { type ArticleInput, articleInput, bodyImageInput } from "./news.schemas";
import { bodyImageSlot, bodyWithImage, coverSlot, newsFiles } from "./news-files.server";
import { cleanArticleHtml } from "./news-html.server";
import { BODY_IMAGE_WIDTH, coverImage } from "./news-images";
import type { NewsAudience, NewsCategory } from "./news-options";
import { newsPolicy } from "./policy";

const ADMIN_PAGE_SIZE = 50;
/** Addresses an article may never take: they are pages of their own. */
const RESERVED = new Set(["new", "nueva", "feed"]);

/** An article as the admin's list shows it. */
export type ManagedArticle = {
  id: number;
  slug: string;
  title: string;
  category: NewsCategory;
  audience: NewsAudience;
  isPublished: boolean;
  publishedAt: string | null;
  updatedAt: string;
};

/** An article as its editor reads it. */
export type EditableArticle = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  body: string;
  category: NewsCategory;
  audience: NewsAudience;
  isPublished: boolean;
  publishedAt: string | null;
  coverUrl: string | null;
};

/** Every article, drafts included, newest change first, 50 a page with the number of pages (admins only). */
export async function managedArticles(ctx: Ctx, page: number): Promise<{ articles: ManagedArticle[]; page: number; pages: number }> {
  newsPolicy.authorize(ctx.actor, "writeNews");
  const listed = await pagedList({
    page: pageNumber(page, 1000),
    size: ADMIN_PAGE_SIZE,
    rows: ({ limit, offset }) =>
      ctx.db
        .select({
          id: news.id,
          slug: news.slug,
          title: news.title,
          category: news.category,
          audience: news.audience,
          isPublished: news.isPublished,
          publishedAt: news.publishedAt,
          updatedAt: news.updatedAt,
        })
        .from(news)
        .orderBy(desc(news.updatedAt), desc(news.id))
        .limit(limit)
        .offset(offset),
    count: () => ctx.db.select({ total: count() }).from(news),
  });
  return {
    articles: listed.rows.map((row) => ({
      ...row,
      category: row.category as NewsCategory,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    })),
    page: listed.page,
    pages: listed.pages,
  };
}

async function articleRow(ctx: Ctx, articleId: number) {
  newsPolicy.authorize(ctx.actor, "writeNews");
  const [row] = Number.isSafeInteger(articleId) ? await ctx.db.select().from(news).where(eq(news.id, articleId)).limit(1) : [];
  if (!row) throw new AppError("NEWS_NOT_FOUND", 404);
  return row;
}

/** An article for its editor (admins only); 404 'Artículo no encontrado' for an unknown one. */
export async function articleForEditing(ctx: Ctx, articleId: number): Promise<EditableArticle> {
  const row = await articleRow(ctx, articleId);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    category: row.category as NewsCategory,
    audience: row.audience,
    isPublished: row.isPublished,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    coverUrl: coverImage(row.coverPath)?.small ?? null,
  };
}

/**
 * Publishes an article inside the caller's transaction. Spec §4: the first publication notifies its
 * audience (through the outbox) and dates it; publishing again after an unpublish notifies nobody.
 */
async function publishIn(tx: Ctx, row: { id: number; title: string; notifiedAt: Date | null; publishedAt: Date | null }, wasPublished: boolean): Promise<void> {
  await tx.db
    .update(news)
    .set({ isPublished: true, publishedAt: row.publishedAt ?? tx.now(), notifiedAt: row.notifiedAt ?? tx.now(), updatedAt: tx.now() })
    .where(eq(news.id, row.id));
  if (!row.notifiedAt) await enqueue(tx.db, { type: "news.published", payload: { newsId: String(row.id), title: row.title } });
  await recordAdminAction(tx, {
    action: "news.publish",
    targetType: "news",
    targetId: String(row.id),
    before: { published: wasPublished },
    after: { published: true },
  });
}

/**
 * An admin writes an article: a draft, or published at once ('Publicar ahora': spec §4, an article
 * inserted published notifies its audience). Every field is checked with a Spanish message, the
 * body by the article HTML rule, a cover and a picture for the body by their content, before
 * anything is written.
 */
export async function createArticle(ctx: Ctx, input: ArticleInput, form: FormData = new FormData()): Promise<{ id: number }> {
  newsPolicy.authorize(ctx.actor, "writeNews");
  const { removeCover: _ignored, imageAlt, body, ...fields } = parseInput(articleInput, input);
  const [cover, picture] = await Promise.all([coverSlot(form, false), bodyImageSlot(form)]);
  const publishNow = form.get("publishNow") === "on";
  const slug = await freeSlug(ctx, { table: news, column: news.slug }, fields.title, { fallback: "noticia", reserved: RESERVED });
  const cleanBody = cleanArticleHtml(body);
  const [row] = await ctx.db
    .insert(news)
    .values({ ...fields, body: cleanBody, slug, authorId: ctx.actor?.id ?? null, isPublished: false })
    .returning({ id: news.id, title: news.title, filesFolder: news.filesFolder, notifiedAt: news.notifiedAt, publishedAt: news.publishedAt });
  if (!row) throw new Error("article not inserted");
  if (cover.upload || picture.upload) {
    await saveWithFiles(
      ctx,
      newsFiles(row),
      { cover, picture },
      {
        current: async () => ({ cover: null, picture: null }),
        write: (tx, keys) =>
          tx.db
            .update(news)
            .set({ coverPath: keys.cover, body: bodyWithImage(cleanBody, keys.picture, imageAlt || fields.title) })
            .where(eq(news.id, row.id)),
      },
    );
  }
  if (publishNow) {
    await withTransaction(ctx, (tx) => publishIn(tx, row, false));
    await purgePages(ctx.db, "/news");
  }
  return { id: row.id };
}

/**
 * An admin saves an article's fields, its cover (new, kept or removed) and a new picture for its
 * body (added at the end of the body, where the admin may move it). Its address stays. A published
 * article's pages are renewed on every instance.
 */
export async function updateArticle(ctx: Ctx, articleId: number, input: ArticleInput, form: FormData = new FormData()): Promise<void> {
  const row = await articleRow(ctx, articleId);
  const { removeCover, imageAlt, body, ...fields } = parseInput(articleInput, input);
  const [cover, picture] = await Promise.all([coverSlot(form, removeCover), bodyImageSlot(form)]);
  await saveWithFiles(
    ctx,
    newsFiles(row),
    { cover, picture },
    {
      current: async (tx) => {
        const [current] = await tx.db.select({ cover: news.coverPath }).from(news).where(eq(news.id, row.id)).limit(1);
        if (!current) throw new AppError("NEWS_NOT_FOUND", 404);
        return { cover: current.cover, picture: null };
      },
      write: (tx, keys) =>
        tx.db
          .update(news)
          .set({ ...fields, body: bodyWithImage(cleanArticleHtml(body), keys.picture, imageAlt || fields.title), coverPath: keys.cover, updatedAt: tx.now() })
          .where(eq(news.id, row.id)),
    },
  );
  if (row.isPublished) await purgePages(ctx.db, "/news");
}

/**
 * An admin uploads a picture for an article's body from the rich-text editor: checked and re-encoded
 * like the form's own picture (within 960 px, under the article's quota, in its folder), answered
 * with its address and alternative text for the editor to insert. Refused without a picture or
 * without its alternative text; nothing is stored then. Until a save's body shows it, the daily
 * orphan sweep may remove it after its grace period.
 */
export async function addArticleBodyImage(ctx: Ctx, articleId: number, form: FormData): Promise<{ src: string; alt: string }> {
  const row = await articleRow(ctx, articleId);
  const { imageAlt } = parseInput(bodyImageInput, { imageAlt: form.get("imageAlt") });
  const picture = await bodyImageSlot(form);
  if (!picture.upload) throw new AppError("NEWS_IMAGE_REQUIRED", 400, {}, "image");
  const base = await saveWithFiles(ctx, newsFiles(row), { picture }, { current: async () => ({ picture: null }), write: async (_tx, keys) => keys.picture });
  if (!base) throw new Error("picture not stored");
  return { src: fileUrl("news-images", imageKey(base, BODY_IMAGE_WIDTH)), alt: imageAlt };
}

/** An admin publishes an article (the first time notifies its audience, once) or takes it back to draft; the news pages are renewed everywhere. */
export async function setArticlePublished(ctx: Ctx, articleId: number, published: boolean): Promise<void> {
  const row = await articleRow(ctx, articleId);
  await withTransaction(ctx, async (tx) => {
    // Two admins clicking 'Publicar' at once: one of them publishes and notifies.
    const [locked] = await tx.db.select({ notified_at: news.notifiedAt, is_published: news.isPublished }).from(news).where(eq(news.id, row.id)).for("update");
    const wasPublished = locked?.is_published ?? false;
    if (published) await publishIn(tx, { ...row, notifiedAt: locked?.notified_at ? new Date(locked.notified_at) : null }, wasPublished);
    else {
      await tx.db.update(news).set({ isPublished: false, updatedAt: tx.now() }).where(eq(news.id, row.id));
      await recordAdminAction(tx, {
        action: "news.unpublish",
        targetType: "news",
        targetId: String(row.id),
        before: { published: wasPublished },
        after: { published: false },
      });
    }
  });
  await purgePages(ctx.db, "/news");
}
