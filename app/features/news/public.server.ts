// The news feature's server rules as other features (notifications, the demo seed) may use them.
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { news } from "~/db/schema/news";
import { audiencePages } from "~/lib/audience.server";
import type { Ctx } from "~/lib/context.server";
import { audienceRule } from "./news-options";

export { newsModule } from "./module.server";
export { articleView } from "./news.server";
export { newsImageReferences } from "./news-files.server";
export { type DemoArticle, importArticles } from "./news-import.server";
export { articlesSitemap } from "./sitemap.server";

/** True when `articleId` (as saved_items keeps it, text) is a published article. */
export async function publishedArticleExists(ctx: Pick<Ctx, "db">, articleId: string): Promise<boolean> {
  const id = Number(articleId);
  if (!Number.isSafeInteger(id) || id <= 0) return false;
  const [row] = await ctx.db
    .select({ id: news.id })
    .from(news)
    .where(and(eq(news.id, id), eq(news.isPublished, true)))
    .limit(1);
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
  const [article] = await db
    .select({ audience: news.audience })
    .from(news)
    .where(and(eq(news.id, newsId), eq(news.isPublished, true)));
  if (!article) return;
  yield* audiencePages(db, audienceRule(article.audience).minLevel);
}
