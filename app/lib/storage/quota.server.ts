import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { AppError, type ErrorKey } from "~/lib/errors";
import { BUCKETS, type Bucket } from "./buckets";
import type { FileStore, StoredEntry } from "./file-store";

/** Issue 20 §4: what one account may keep in files (photos, logos, CVs and, later, its website's images). */
export const STORAGE_QUOTA_BYTES = 50 * 1024 * 1024;

/** What a folder may keep, and the refusal that says so (its text gets `{{used}}` and `{{quota}}` in MB). */
export type StorageQuota = { bytes: number; refusal: ErrorKey };

/** An account's quota: 'Tus archivos ocuparían {used} MB y tu cuenta tiene {quota} MB…'. */
export const ACCOUNT_QUOTA: StorageQuota = { bytes: STORAGE_QUOTA_BYTES, refusal: "STORAGE_QUOTA_EXCEEDED" };
const MAX_LISTED = 10_000;
const MB = 1024 * 1024;

/** A stored file an account owns, with its bucket. */
export type OwnedFile = StoredEntry & { bucket: Bucket };

/** Every file in an account's folder, in every bucket; one bucket after another (on a transaction the store's queries share one connection). */
export async function filesOf(store: FileStore, ownerId: string): Promise<OwnedFile[]> {
  const files: OwnedFile[] = [];
  for (const bucket of Object.keys(BUCKETS) as Bucket[]) {
    for (const entry of await store.list(bucket, { prefix: `${ownerId}/`, limit: MAX_LISTED })) files.push({ ...entry, bucket });
  }
  return files;
}

/**
 * Refuses (413, with the quota's text: an account's unless told) a save that would leave the folder
 * over its quota: what it keeps now, minus the files the save replaces, plus the new ones. Callers
 * hold the folder's file lock, so saves at once cannot pass it together.
 */
export async function checkStorageQuota(
  store: FileStore,
  ownerId: string,
  adding: { bytes: number; field: string },
  replaced: (file: OwnedFile) => boolean,
  quota: StorageQuota = ACCOUNT_QUOTA,
): Promise<void> {
  const kept = (await filesOf(store, ownerId)).filter((file) => !replaced(file)).reduce((total, file) => total + file.size, 0);
  const after = kept + adding.bytes;
  if (after <= quota.bytes) return;
  throw new AppError(quota.refusal, 413, { used: Math.ceil(after / MB), quota: quota.bytes / MB }, adding.field);
}

/** Holds the account's file lock to the end of the caller's transaction: one save of its files at a time, so the quota and the files a save replaces are read as they are. */
export async function holdFileLock(db: Db, ownerId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`files:${ownerId}`}))`);
}
