import { randomUUID } from "node:crypto";
import { and, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { messageFiles } from "~/db/schema/messages";
import { type Ctx, requireActor, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { fileStore } from "~/lib/storage/file-store.server";
import { imageBase, imageKey } from "~/lib/storage/image-key";
import type { ReferenceFinder } from "~/lib/storage/orphans.server";
import { checkStorageQuota, holdFileLock } from "~/lib/storage/quota.server";
import { chosenFile, storePrepared } from "~/lib/storage/uploads.server";
import { MESSAGE_FILE_MAX_BYTES, MESSAGE_FILES_MAX } from "./message-file-limits";
import { IMAGE_FULL_PX, IMAGE_PREVIEW_PX, type PreparedMessageFile, prepareMessageFile } from "./message-file-prepare.server";
import { fileView, type MessageFileView } from "./message-file-view";

export const MESSAGE_FILES_BUCKET = "message-files" as const;
/** A file uploaded but never sent is removed after this long. */
export const PENDING_FILE_TTL_MS = 24 * 60 * 60 * 1000;
const FIELD = "file";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value is a file id the app could have made (checked before any SQL: a malformed id is simply not found). */
export function isFileId(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** Every stored key of a file row: an image's two sizes, or the one key. */
export function storedKeys(row: { kind: string; storageKey: string }): string[] {
  return row.kind === "image" ? [imageKey(row.storageKey, IMAGE_FULL_PX), imageKey(row.storageKey, IMAGE_PREVIEW_PX)] : [row.storageKey];
}

async function storeChecked(ctx: Ctx, ownerId: string, file: PreparedMessageFile): Promise<MessageFileView> {
  const id = randomUUID();
  return withTransaction(ctx, async (tx) => {
    // One save of the account's files at a time: the quota is read as it is.
    await holdFileLock(tx.db, ownerId);
    const store = fileStore(tx.db);
    await checkStorageQuota(store, ownerId, { bytes: file.upload.size, field: FIELD }, () => false);
    const stored = await storePrepared(store, MESSAGE_FILES_BUCKET, ownerId, file.upload);
    const storageKey = file.kind === "image" ? stored.base : stored.keys[0];
    try {
      await tx.db.insert(messageFiles).values({
        id,
        ownerId,
        storageKey,
        fileName: file.fileName,
        kind: file.kind,
        contentType: file.contentType,
        size: file.upload.size,
        createdAt: ctx.now(),
      });
    } catch (error) {
      for (const key of stored.keys) await store.delete(MESSAGE_FILES_BUCKET, key).catch(() => undefined);
      throw error;
    }
    return fileView({ id, fileName: file.fileName, kind: file.kind, size: file.upload.size });
  });
}

/**
 * Checks a chosen file by its content and stores it, pending (attached to no message yet), under the
 * sender's folder in the private bucket: under the account's file lock, refused when the account's
 * 50 MB would be passed (413). Answers the file as the composer shows it.
 */
export async function uploadMessageFile(ctx: Ctx, file: File | null): Promise<MessageFileView> {
  const actor = requireActor(ctx);
  if (!file || file.size === 0) throw new AppError("MESSAGE_FILE_TYPE", 400, {}, FIELD);
  return storeChecked(ctx, actor.id, await prepareMessageFile(file));
}

/**
 * The files a send form carries: the ids of files uploaded before (`fileId`, the composer with
 * JavaScript) and any file sent with the form itself (`files`, without JavaScript), each checked and
 * stored pending as an upload is; more than 5 together is refused before anything is stored.
 */
export async function filesOfForm(ctx: Ctx, form: FormData): Promise<string[]> {
  requireActor(ctx);
  const ids = [
    ...new Set(
      form
        .getAll("fileId")
        .map((value) => String(value).trim())
        .filter(Boolean),
    ),
  ];
  const chosen = form
    .getAll("files")
    .map(chosenFile)
    .filter((file): file is File => file !== null);
  if (ids.length + chosen.length > MESSAGE_FILES_MAX) throw new AppError("MESSAGE_FILES_TOO_MANY", 400, { max: MESSAGE_FILES_MAX }, "files");
  if (chosen.some((file) => file.size > MESSAGE_FILE_MAX_BYTES)) {
    throw new AppError("MESSAGE_FILE_TOO_LARGE", 413, { max: MESSAGE_FILE_MAX_BYTES / 1024 / 1024 }, "files");
  }
  // Every file is checked before any is stored: a refused one leaves nothing behind.
  const prepared: PreparedMessageFile[] = [];
  for (const file of chosen) prepared.push(await prepareMessageFile(file));
  for (const file of prepared) ids.push((await storeChecked(ctx, requireActor(ctx).id, file)).id);
  return ids;
}

/**
 * Of these files, deletes the rows of those sent once and linked by no message any more (in the
 * caller's transaction) and answers their stored keys, to remove after the commit.
 */
export async function dropUnlinkedFiles(db: Db, fileIds: string[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const gone = await db
    .delete(messageFiles)
    .where(
      and(
        inArray(messageFiles.id, fileIds),
        isNotNull(messageFiles.attachedAt),
        sql`not exists (select 1 from message_file_links l where l.file_id = ${messageFiles.id})`,
      ),
    )
    .returning({ kind: messageFiles.kind, storageKey: messageFiles.storageKey });
  return gone.flatMap(storedKeys);
}

/** Removes stored objects one after another (a missing one is fine); a failure is logged, left to the orphan sweep. */
export async function removeStoredFiles(db: Db, keys: string[]): Promise<void> {
  const store = fileStore(db);
  try {
    for (const key of keys) await store.delete(MESSAGE_FILES_BUCKET, key);
  } catch (error) {
    logger.warn({ err: error }, "message files no message links could not be removed");
  }
}

/** The periodic job: removes the files uploaded more than a day ago and never sent, and any sent file no message links any more (rows, then stored objects). */
export async function removeAbandonedFiles(ctx: Pick<Ctx, "db" | "now">): Promise<number> {
  const before = new Date(ctx.now().getTime() - PENDING_FILE_TTL_MS);
  const pending = await ctx.db
    .delete(messageFiles)
    .where(and(isNull(messageFiles.attachedAt), lt(messageFiles.createdAt, before)))
    .returning({ kind: messageFiles.kind, storageKey: messageFiles.storageKey });
  const unlinked = await ctx.db
    .delete(messageFiles)
    .where(and(isNotNull(messageFiles.attachedAt), sql`not exists (select 1 from message_file_links l where l.file_id = ${messageFiles.id})`))
    .returning({ kind: messageFiles.kind, storageKey: messageFiles.storageKey });
  await removeStoredFiles(ctx.db, [...pending, ...unlinked].flatMap(storedKeys));
  return pending.length + unlinked.length;
}

/** The orphan sweep's finder for the bucket: a stored key is in use while a file row holds it (or, for an image's sizes, its base). */
export const messageFileReferences: ReferenceFinder = async (db, keys) => {
  if (keys.length === 0) return new Set();
  const candidates = [...new Set([...keys, ...keys.map(imageBase).filter((base): base is string => base !== null)])];
  const rows = await db.select({ key: messageFiles.storageKey }).from(messageFiles).where(inArray(messageFiles.storageKey, candidates));
  const held = new Set(rows.map((row) => row.key));
  return new Set(keys.filter((key) => held.has(key) || held.has(imageBase(key) ?? "")));
};
