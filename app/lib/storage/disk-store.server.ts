import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Bucket } from "./buckets";
import { type FileStore, isValidKey, type StoredFile } from "./file-store";

const CONTENT_TYPES: Record<string, string> = { webp: "image/webp", pdf: "application/pdf", png: "image/png", jpg: "image/jpeg" };

/** The file store of a single instance: files under `{root}/{bucket}/{key}`, written atomically (temporary file, then rename). */
export function diskFileStore(root: string): FileStore {
  const where = (bucket: Bucket, key: string) => {
    if (!isValidKey(key)) throw new Error(`invalid file key: ${key}`);
    return path.join(root, bucket, key);
  };
  return {
    async put(bucket, key, file) {
      const target = where(bucket, key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, file.bytes);
      await rename(temporary, target);
    },
    async get(bucket, key): Promise<StoredFile | null> {
      if (!isValidKey(key)) return null;
      try {
        const bytes = await readFile(where(bucket, key));
        return { bytes, size: bytes.length, contentType: CONTENT_TYPES[key.split(".").pop() ?? ""] ?? "application/octet-stream" };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(bucket, key) {
      if (!isValidKey(key)) return;
      await rm(where(bucket, key), { force: true });
    },
  };
}
