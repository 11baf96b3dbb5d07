import type { Bucket } from "./buckets";

export type StoredFile = { bytes: Buffer; contentType: string; size: number };

/** One stored file as a listing shows it: no bytes. */
export type StoredEntry = { key: string; size: number; createdAt: Date };

/** Which files a listing returns: keys under `prefix` (e.g. an owner's folder), stored before `createdBefore`, in key order after `after`, `limit` at most. */
export type ListOptions = { prefix?: string; createdBefore?: Date; after?: string; limit: number };

/**
 * Where uploaded files live. Features see only this interface: a driver (disk, PostgreSQL, or an
 * S3-compatible one later) is chosen once in `file-store.server.ts`. Keys are paths made by the
 * app (`{owner}/{random}.webp`), never names a user typed.
 */
export interface FileStore {
  /** Stores the bytes under bucket/key, replacing what was there. */
  put(bucket: Bucket, key: string, file: { bytes: Buffer; contentType: string }): Promise<void>;
  /** The file, or null when there is none. */
  get(bucket: Bucket, key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing file succeeds. */
  delete(bucket: Bucket, key: string): Promise<void>;
  /** The bucket's files that match, in key order (for an account's storage use and the sweep of files nothing references). */
  list(bucket: Bucket, options: ListOptions): Promise<StoredEntry[]>;
  /** Removes what interrupted writes left under `prefix` (a disk's temporary files) before `createdBefore`; answers how many (a store that leaves none answers 0). */
  removeTemporaries(options: { prefix?: string; createdBefore: Date }): Promise<number>;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}(\/[A-Za-z0-9_-]{1,64}){0,3}\.[a-z0-9]{2,5}$/;

/** True for a key the app could have made: a few plain segments and an extension, no dots or slashes to escape a folder. */
export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}
