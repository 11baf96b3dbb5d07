import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { news } from "~/db/schema/news";
import type { Ctx } from "~/lib/context.server";
import { fileStore } from "~/lib/storage/file-store.server";
import { prepareImage, storePrepared } from "~/lib/storage/uploads.server";
import { cleanArticleHtml } from "./news-html.server";
import { NEWS_COVER_ASPECT, NEWS_COVER_WIDTHS } from "./news-images";
import type { NewsAudience, NewsCategory } from "./news-options";

/** An article as the demo network (and tests) bring it in: published at `publishedAt`, already notified. */
export type DemoArticle = {
  slug: string;
  title: string;
  summary: string;
  body: string;
  category: NewsCategory;
  audience: NewsAudience;
  authorId: string | null;
  publishedAt: Date;
  /** A cover picture (any image sharp reads), stored 16:9 as an uploaded cover is. */
  cover?: Buffer;
};

/**
 * Inserts published articles (bodies cleaned by the article rule, covers stored in each article's
 * folder) in one transaction; they count as notified, so publishing them again notifies nobody.
 * Answers their ids in order.
 */
export async function importArticles(ctx: Pick<Ctx, "db">, list: DemoArticle[]): Promise<number[]> {
  return ctx.db.transaction(async (transaction) => {
    const db = transaction as unknown as Db;
    const ids: number[] = [];
    for (const article of list) {
      const { cover, ...fields } = article;
      const [row] = await db
        .insert(news)
        .values({ ...fields, body: cleanArticleHtml(fields.body), isPublished: true, notifiedAt: fields.publishedAt, updatedAt: fields.publishedAt })
        .returning({ id: news.id, filesFolder: news.filesFolder });
      if (!row) throw new Error(`article ${article.slug} was not inserted`);
      if (cover) {
        const upload = await prepareImage(new File([new Uint8Array(cover)], "cover.png"), NEWS_COVER_WIDTHS, "cover", NEWS_COVER_ASPECT);
        const { base } = await storePrepared(fileStore(db), "news-images", row.filesFolder, upload);
        await db.update(news).set({ coverPath: base }).where(eq(news.id, row.id));
      }
      ids.push(row.id);
    }
    return ids;
  });
}
