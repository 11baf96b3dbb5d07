import { inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { news } from "~/db/schema/news";
import { escapeHtml } from "~/lib/html";
import { fileUrl } from "~/lib/storage/buckets";
import { imageBase, imageKey } from "~/lib/storage/image-key";
import type { ReferenceFinder } from "~/lib/storage/orphans.server";
import type { StorageQuota } from "~/lib/storage/quota.server";
import { type FileSlot, imageSlot } from "~/lib/storage/save-with-files.server";
import { BODY_IMAGE_WIDTH, NEWS_COVER_ASPECT, NEWS_COVER_WIDTHS } from "./news-images";

/** What one article may keep in pictures (its cover and the pictures of its body). */
export const NEWS_QUOTA: StorageQuota = { bytes: 50 * 1024 * 1024, refusal: "NEWS_STORAGE_QUOTA_EXCEEDED" };

/** Where an article's pictures go: its own folder (random, made by the database), under the article's quota. */
export function newsFiles(article: { filesFolder: string }): { folder: string; quota: StorageQuota } {
  return { folder: article.filesFolder, quota: NEWS_QUOTA };
}

/** The editor's cover: the chosen image checked and cropped to 16:9 in memory, or the 'Quitar portada' tick. */
export function coverSlot(form: FormData, remove: boolean): Promise<FileSlot> {
  return imageSlot(form, { field: "cover", bucket: "news-images", widths: NEWS_COVER_WIDTHS, aspect: NEWS_COVER_ASPECT, remove });
}

/** The editor's 'Agregar una imagen al texto': the chosen picture checked and scaled within 960 px, its proportions kept. */
export function bodyImageSlot(form: FormData): Promise<FileSlot> {
  return imageSlot(form, { field: "image", bucket: "news-images", widths: [BODY_IMAGE_WIDTH], aspect: "keep" });
}

/** The body with a stored picture added at its end as a figure with its alternative text (the body unchanged without one). */
export function bodyWithImage(body: string, base: string | null, alt: string): string {
  if (!base) return body;
  const src = fileUrl("news-images", imageKey(base, BODY_IMAGE_WIDTH));
  return `${body}\n<figure><img src="${src}" alt="${escapeHtml(alt)}" loading="lazy" /></figure>`;
}

/** Pictures in use: a cover an article holds (every width), or a picture its body shows. The daily orphan sweep keeps them. */
export const newsImageReferences: ReferenceFinder = async (db: Db, keys) => {
  const folders = [...new Set(keys.map((key) => key.split("/")[0] ?? ""))];
  if (folders.length === 0) return new Set();
  const rows = await db.select({ cover: news.coverPath, body: news.body }).from(news).where(inArray(news.filesFolder, folders));
  return new Set(keys.filter((key) => rows.some((row) => (row.cover !== null && imageBase(key) === row.cover) || row.body.includes(key))));
};
