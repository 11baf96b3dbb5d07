import { randomUUID } from "node:crypto";
import { and, asc, count, eq, max } from "drizzle-orm";
import sharp from "sharp";
import { profileMedia } from "~/db/schema/technician-pages";
import type { Actor } from "~/lib/actor";
import { type Ctx, requireActor, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { parseInput } from "~/lib/parse-input.server";
import { fileStore } from "~/lib/storage/file-store.server";
import { holdFileLock } from "~/lib/storage/quota.server";
import { imageReferencesIn } from "~/lib/storage/references.server";
import { saveWithFiles } from "~/lib/storage/save-with-files.server";
import { chosenFile, deleteImage, prepareImage } from "~/lib/storage/uploads.server";
import { videoEmbedUrl } from "~/lib/video-embed";
import { editInput, mediaIdInput, photoInput, videoInput } from "./media.schemas";
import { MEDIA_BUCKET, MEDIA_LIMITS, MEDIA_PHOTO_WIDTHS, photoSources } from "./media-rules";
import { purgeTechnicianPage } from "./page-purge.server";
import { technicianPagesPolicy } from "./policy";

type MediaKind = "photo" | "video";

/** A photo as the page shows it: its sizes, its proportions and what it shows. */
export type PagePhoto = { kind: "photo"; id: string; alt: string; caption: string | null; src: string; srcSet: string; width: number; height: number };
/** A video as the page shows it: the privacy-enhanced player's address and its title. */
export type PageVideo = { kind: "video"; id: string; alt: string; caption: string | null; embedUrl: string };
/** One of the page's photos or videos, in the member's order. */
export type PageMedia = PagePhoto | PageVideo;

/** A photo's proportions when the row does not say them (never for photos saved here). */
const FALLBACK_SIZE = { width: 1200, height: 900 };

function owner(ctx: Ctx): Actor {
  return technicianPagesPolicy.authorize(requireActor(ctx), "editOwnPage");
}

const MEDIA_COLUMNS = {
  id: profileMedia.id,
  kind: profileMedia.kind,
  fileKey: profileMedia.fileKey,
  videoUrl: profileMedia.videoUrl,
  alt: profileMedia.alt,
  caption: profileMedia.caption,
  width: profileMedia.width,
  height: profileMedia.height,
};

type MediaRow = {
  id: string;
  kind: string;
  fileKey: string | null;
  videoUrl: string | null;
  alt: string;
  caption: string | null;
  width: number | null;
  height: number | null;
};

/** A member's photos and videos in their order (one query). */
function mediaRows(ctx: Pick<Ctx, "db">, userId: string): Promise<MediaRow[]> {
  return ctx.db
    .select(MEDIA_COLUMNS)
    .from(profileMedia)
    .where(eq(profileMedia.userId, userId))
    .orderBy(asc(profileMedia.position), asc(profileMedia.createdAt), asc(profileMedia.id));
}

function shown(row: MediaRow): PageMedia | null {
  if (row.kind === "photo" && row.fileKey) {
    const width = row.width ?? FALLBACK_SIZE.width;
    const height = row.height ?? FALLBACK_SIZE.height;
    const { src, srcSet } = photoSources(row.fileKey, width, height);
    return { kind: "photo", id: row.id, alt: row.alt, caption: row.caption, src, srcSet, width, height };
  }
  const embedUrl = videoEmbedUrl(row.videoUrl);
  return row.kind === "video" && embedUrl ? { kind: "video", id: row.id, alt: row.alt, caption: row.caption, embedUrl } : null;
}

/** The photos and videos the page of `userId` shows, in the member's order: photos with their sizes (srcset) and proportions, videos with their privacy-enhanced player; one query. */
export async function mediaOnPage(ctx: Pick<Ctx, "db">, userId: string): Promise<PageMedia[]> {
  return (await mediaRows(ctx, userId)).flatMap((row) => shown(row) ?? []);
}

/** One item of the editor's list: what the page shows plus the thumbnail (photos) or the link as pasted (videos). */
export type EditorMedia = PageMedia & { thumbnail: string | null; videoUrl: string | null };

/** The signed-in technician's photos and videos as the editor lists them, with the limits. */
export async function mediaForEditor(ctx: Ctx): Promise<{ items: EditorMedia[]; limits: typeof MEDIA_LIMITS }> {
  const actor = owner(ctx);
  const items = (await mediaRows(ctx, actor.id)).flatMap((row) => {
    const item = shown(row);
    if (!item) return [];
    const thumbnail = row.fileKey ? photoSources(row.fileKey, item.kind === "photo" ? item.width : 1, item.kind === "photo" ? item.height : 1).thumbnail : null;
    return [{ ...item, thumbnail, videoUrl: row.videoUrl }];
  });
  return { items, limits: MEDIA_LIMITS };
}

/** Refuses (409) a new item of `kind` when the page already has as many as it may; callers hold the member's file lock. */
async function refuseOverLimit(tx: Ctx, userId: string, kind: MediaKind): Promise<void> {
  const [row] = await tx.db
    .select({ n: count() })
    .from(profileMedia)
    .where(and(eq(profileMedia.userId, userId), eq(profileMedia.kind, kind)));
  const limit = kind === "photo" ? MEDIA_LIMITS.photos : MEDIA_LIMITS.videos;
  if ((row?.n ?? 0) < limit) return;
  if (kind === "photo") throw new AppError("MEDIA_PHOTOS_LIMIT", 409, { max: limit });
  throw new AppError("MEDIA_VIDEOS_LIMIT", 409, { max: limit });
}

async function nextPosition(tx: Ctx, userId: string): Promise<number> {
  const [row] = await tx.db
    .select({ last: max(profileMedia.position) })
    .from(profileMedia)
    .where(eq(profileMedia.userId, userId));
  return (row?.last ?? -1) + 1;
}

/**
 * Adds a photo at the end of the page: alt text required; the file checked by its content (an image,
 * at most 5 MB), turned upright, re-encoded to WebP without EXIF in two widths in its own
 * proportions, stored in `profile-media` under the member's folder. Under the member's file lock:
 * at most 12 photos and the account's storage quota (413). A refusal stores nothing.
 */
export async function addPhoto(ctx: Ctx, values: Record<string, string>, form: FormData): Promise<{ id: string }> {
  const actor = owner(ctx);
  const input = parseInput(photoInput, values);
  const file = chosenFile(form.get("photo"));
  if (!file) throw new AppError("MEDIA_PHOTO_REQUIRED", 400, {}, "photo");
  const upload = await prepareImage(file, MEDIA_PHOTO_WIDTHS, "photo", "keep");
  const large = await sharp(upload.parts[upload.parts.length - 1].bytes).metadata();
  const id = randomUUID();
  await saveWithFiles(
    ctx,
    { folder: actor.id },
    { photo: { bucket: MEDIA_BUCKET, field: "photo", sizes: MEDIA_PHOTO_WIDTHS, upload, remove: false } },
    {
      current: async (tx) => {
        await refuseOverLimit(tx, actor.id, "photo");
        return { photo: null };
      },
      write: async (tx, keys) => {
        await tx.db.insert(profileMedia).values({
          id,
          userId: actor.id,
          kind: "photo",
          fileKey: keys.photo,
          alt: input.alt,
          caption: input.caption,
          width: large.width,
          height: large.height,
          position: await nextPosition(tx, actor.id),
        });
      },
    },
  );
  await purgeTechnicianPage(ctx, actor.id);
  return { id };
}

/** Adds a YouTube or Vimeo link at the end of the page (played in privacy-enhanced mode), with its title; any other address is refused; at most 6 videos, counted under the member's file lock. */
export async function addVideo(ctx: Ctx, values: Record<string, string>): Promise<{ id: string }> {
  const actor = owner(ctx);
  const input = parseInput(videoInput, values);
  if (!videoEmbedUrl(input.url)) throw new AppError("MEDIA_VIDEO_URL_INVALID", 400, {}, "url");
  const id = randomUUID();
  await withTransaction(ctx, async (tx) => {
    await holdFileLock(tx.db, actor.id);
    await refuseOverLimit(tx, actor.id, "video");
    const position = await nextPosition(tx, actor.id);
    await tx.db.insert(profileMedia).values({ id, userId: actor.id, kind: "video", videoUrl: input.url, alt: input.alt, caption: input.caption, position });
  });
  await purgeTechnicianPage(ctx, actor.id);
  return { id };
}

/** Changes the alt text (a video's title) and caption of one of the member's own items; another's is 404. */
export async function editMedia(ctx: Ctx, values: Record<string, string>): Promise<{ id: string }> {
  const actor = owner(ctx);
  const input = parseInput(editInput, values);
  const [row] = await ctx.db
    .select({ kind: profileMedia.kind })
    .from(profileMedia)
    .where(and(eq(profileMedia.id, input.id), eq(profileMedia.userId, actor.id)));
  if (!row) throw new AppError("MEDIA_NOT_FOUND", 404);
  if (!input.alt && row.kind === "photo") throw new AppError("MEDIA_ALT_REQUIRED", 400, {}, "alt");
  if (!input.alt) throw new AppError("MEDIA_VIDEO_TITLE_REQUIRED", 400, {}, "alt");
  await ctx.db
    .update(profileMedia)
    .set({ alt: input.alt, caption: input.caption, updatedAt: ctx.now() })
    .where(and(eq(profileMedia.id, input.id), eq(profileMedia.userId, actor.id)));
  await purgeTechnicianPage(ctx, actor.id);
  return { id: input.id };
}

/** Removes one of the member's own items and, for a photo, every stored size of its file (a file that cannot be removed now is left to the orphan sweep); another's is 404. */
export async function deleteMedia(ctx: Ctx, values: Record<string, string>): Promise<{ id: string }> {
  const actor = owner(ctx);
  const { id } = parseInput(mediaIdInput, values);
  const [row] = await ctx.db
    .delete(profileMedia)
    .where(and(eq(profileMedia.id, id), eq(profileMedia.userId, actor.id)))
    .returning({ fileKey: profileMedia.fileKey });
  if (!row) throw new AppError("MEDIA_NOT_FOUND", 404);
  if (row.fileKey) {
    await deleteImage(fileStore(ctx.db), MEDIA_BUCKET, row.fileKey, MEDIA_PHOTO_WIDTHS).catch((error: unknown) =>
      logger.warn({ err: error }, "a deleted page photo's file could not be removed"),
    );
  }
  await purgeTechnicianPage(ctx, actor.id);
  return { id };
}

/**
 * Moves one of the member's own items before (`up`) or after (`down`) the previous or next item of
 * its kind (photos and videos each keep their own order); at either end nothing changes. Positions
 * are renumbered under the member's file lock, so moves and additions at once keep one order. Another's is 404.
 */
export async function moveMedia(ctx: Ctx, values: Record<string, string>, direction: "up" | "down"): Promise<{ id: string; moved: boolean }> {
  const actor = owner(ctx);
  const { id } = parseInput(mediaIdInput, values);
  const moved = await withTransaction(ctx, async (tx) => {
    await holdFileLock(tx.db, actor.id);
    const rows = await tx.db
      .select({ id: profileMedia.id, kind: profileMedia.kind, position: profileMedia.position })
      .from(profileMedia)
      .where(eq(profileMedia.userId, actor.id))
      .orderBy(asc(profileMedia.position), asc(profileMedia.createdAt), asc(profileMedia.id));
    const item = rows.find((row) => row.id === id);
    if (!item) throw new AppError("MEDIA_NOT_FOUND", 404);
    const sameKind = rows.filter((row) => row.kind === item.kind);
    const neighbour = sameKind[sameKind.indexOf(item) + (direction === "up" ? -1 : 1)];
    if (!neighbour) return false;
    const order = rows.map((row) => (row === item ? neighbour : row === neighbour ? item : row));
    for (const [position, row] of order.entries()) {
      if (row.position !== position) await tx.db.update(profileMedia).set({ position, updatedAt: tx.now() }).where(eq(profileMedia.id, row.id));
    }
    return true;
  });
  if (moved) await purgeTechnicianPage(ctx, actor.id);
  return { id, moved };
}

/** The pages' photos in use in `profile-media`: every stored size of a photo a row names (the orphan sweep removes the rest). */
export const mediaFileReferences = imageReferencesIn(profileMedia, profileMedia.fileKey);
