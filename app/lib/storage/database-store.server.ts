import { and, asc, eq, gt, like, lt } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { pgErrorCode } from "~/db/errors";
import { storedFiles } from "~/db/schema/files";
import { AppError } from "~/lib/errors";
import { type FileStore, isValidKey } from "./file-store";

/** The file store shared by every instance on PostgreSQL: the bytes in `stored_files`, one row per bucket and key. */
export function databaseFileStore(db: Db): FileStore {
  return {
    async put(bucket, key, file) {
      if (!isValidKey(key)) throw new Error(`invalid file key: ${key}`);
      const row = { bucket, key, contentType: file.contentType, size: file.bytes.length, bytes: file.bytes };
      try {
        await db
          .insert(storedFiles)
          .values(row)
          .onConflictDoUpdate({ target: [storedFiles.bucket, storedFiles.key], set: { contentType: row.contentType, size: row.size, bytes: row.bytes } });
      } catch (error) {
        // 53100: the database server's disk is full.
        if (pgErrorCode(error) === "53100") throw new AppError("STORAGE_FULL", 507);
        throw error;
      }
    },
    async get(bucket, key) {
      if (!isValidKey(key)) return null;
      const [row] = await db
        .select({ bytes: storedFiles.bytes, contentType: storedFiles.contentType, size: storedFiles.size })
        .from(storedFiles)
        .where(and(eq(storedFiles.bucket, bucket), eq(storedFiles.key, key)))
        .limit(1);
      return row ?? null;
    },
    async delete(bucket, key) {
      await db.delete(storedFiles).where(and(eq(storedFiles.bucket, bucket), eq(storedFiles.key, key)));
    },
    async list(bucket, { prefix, createdBefore, after, limit }) {
      const conditions = [eq(storedFiles.bucket, bucket)];
      if (prefix) conditions.push(like(storedFiles.key, `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`));
      if (createdBefore) conditions.push(lt(storedFiles.createdAt, createdBefore));
      if (after) conditions.push(gt(storedFiles.key, after));
      return db
        .select({ key: storedFiles.key, size: storedFiles.size, createdAt: storedFiles.createdAt })
        .from(storedFiles)
        .where(and(...conditions))
        .orderBy(asc(storedFiles.key))
        .limit(limit);
    },
    async removeTemporaries() {
      // A row is written whole or not at all: nothing is ever left half-written.
      return 0;
    },
  };
}
