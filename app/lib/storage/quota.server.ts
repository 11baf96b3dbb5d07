import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { AppError } from "~/lib/errors";
import { BUCKETS, type Bucket } from "./buckets";
import type { FileStore, StoredEntry } from "./file-store";
import { imageBase } from "./image-key";

/** Issue 20 §4: what one account may keep in files (photos, logos, CVs and, later, its website's images). */
export const STORAGE_QUOTA_BYTES = 50 * 1024 * 1024;
const MAX_LISTED = 10_000;
const MB = 1024 * 1024;

/** A stored file an account owns, with its bucket. */
export type OwnedFile = StoredEntry & { bucket: Bucket };

/** Every file in an account's folder, in every bucket. */
export async function filesOf(store: FileStore, ownerId: string): Promise<OwnedFile[]> {
  const perBucket = await Promise.all(
    (Object.keys(BUCKETS) as Bucket[]).map(async (bucket) =>
      (await store.list(bucket, { prefix: `${ownerId}/`, limit: MAX_LISTED })).map((entry) => ({ ...entry, bucket })),
    ),
  );
  return perBucket.flat();
}

/**
 * Refuses (413, 'Tus archivos ocuparían {used} MB y tu cuenta tiene {quota} MB…') a save that would
 * leave the account over its quota: what it keeps now, minus the files the save replaces, plus the
 * new ones. Callers hold the account's file lock, so saves at once cannot pass it together.
 */
export async function checkStorageQuota(
  store: FileStore,
  ownerId: string,
  adding: { bytes: number; field: string },
  replaced: (file: OwnedFile) => boolean,
): Promise<void> {
  const kept = (await filesOf(store, ownerId)).filter((file) => !replaced(file)).reduce((total, file) => total + file.size, 0);
  const after = kept + adding.bytes;
  if (after <= STORAGE_QUOTA_BYTES) return;
  throw new AppError("STORAGE_QUOTA_EXCEEDED", 413, { used: Math.ceil(after / MB), quota: STORAGE_QUOTA_BYTES / MB }, adding.field);
}

/** Holds the account's file lock to the end of the caller's transaction: one save of its files at a time, so the quota and the files a save replaces are read as they are. */
export async function holdFileLock(db: Db, ownerId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`files:${ownerId}`}))`);
}

/** Whether a stored file is one of the sizes of the image `base` of a bucket (what a save replacing that image frees). */
export function isSizeOfImage(file: OwnedFile, bucket: Bucket, base: string | null): boolean {
  return base !== null && file.bucket === bucket && imageBase(file.key) === base;
}
