import type { Db } from "~/db/client.server";
import type { Ctx } from "~/lib/context.server";
import { logger } from "~/lib/logger.server";
import type { Bucket } from "./buckets";
import { fileStore } from "./file-store.server";

/** Of these keys of a bucket, the ones something still references (a profile's photo, a CV, an application's copy). */
export type ReferenceFinder = (db: Db, keys: string[]) => Promise<Set<string>>;

/** Files younger than this are never swept: a save may be storing them right now. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;
/** A temporary file older than this belongs to a write that will never finish (a crash, a full disk): the sweep removes it. */
export const TEMPORARY_GRACE_MS = 15 * 60 * 1000;
/** How often the sweep runs. */
export const ORPHAN_SWEEP_INTERVAL_MS = 24 * 60 * 60 * 1000;
const PAGE = 500;

const finders = new Map<Bucket, ReferenceFinder[]>();

/** Says where a bucket's files are referenced; a bucket nobody described is never swept (nothing can tell which of its files are in use). */
export function registerFileReferences(bucket: Bucket, finder: ReferenceFinder): void {
  const known = finders.get(bucket) ?? [];
  if (!known.includes(finder)) finders.set(bucket, [...known, finder]);
}

/**
 * Deletes the files nothing references (a save that lost a race, a crash between storing and
 * writing): only in buckets whose references are described, only files older than the grace
 * period, a page of keys at a time; also the temporary files of writes that never finished, once
 * older than some minutes; `prefix` narrows it to one folder (an account's). Returns how many files
 * it deleted.
 */
export async function sweepOrphanFiles(ctx: Pick<Ctx, "db" | "now">, options: { prefix?: string } = {}): Promise<number> {
  const store = fileStore(ctx.db);
  const createdBefore = new Date(ctx.now().getTime() - ORPHAN_GRACE_MS);
  let deleted = await store.removeTemporaries({ prefix: options.prefix, createdBefore: new Date(ctx.now().getTime() - TEMPORARY_GRACE_MS) });
  for (const [bucket, bucketFinders] of finders) {
    let after: string | undefined;
    for (;;) {
      const page = await store.list(bucket, { prefix: options.prefix, createdBefore, after, limit: PAGE });
      if (page.length === 0) break;
      const keys = page.map((entry) => entry.key);
      // One query after another: the periodic job runs this on a transaction, whose queries share one connection.
      const referenced = new Set<string>();
      for (const find of bucketFinders) for (const key of await find(ctx.db, keys)) referenced.add(key);
      const orphans = keys.filter((key) => !referenced.has(key));
      for (const key of orphans) await store.delete(bucket, key);
      deleted += orphans.length;
      after = keys[keys.length - 1];
    }
  }
  if (deleted > 0) logger.info({ deleted }, "files nothing referenced were deleted");
  return deleted;
}
