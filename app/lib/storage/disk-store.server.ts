import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Bucket } from "./buckets";
import { type FileStore, isValidKey, type StoredEntry, type StoredFile } from "./file-store";

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
    async list(bucket, { prefix = "", createdBefore, after, limit }) {
      const folder = prefix.includes("/") ? prefix.slice(0, prefix.lastIndexOf("/")) : "";
      const keys = (await keysUnder(path.join(root, bucket), folder))
        .filter((key) => key.startsWith(prefix) && (!after || key > after) && isValidKey(key))
        .sort((a, b) => (a < b ? -1 : 1));
      const found: StoredEntry[] = [];
      for (const key of keys) {
        if (found.length === limit) break;
        const info = await stat(path.join(root, bucket, key)).catch(() => null);
        if (info && (!createdBefore || info.mtime < createdBefore)) found.push({ key, size: info.size, createdAt: info.mtime });
      }
      return found;
    },
  };
}

/** Every file's key under `folder` of a bucket's directory (a missing folder has none). */
async function keysUnder(bucketRoot: string, folder: string): Promise<string[]> {
  let entries: { name: string; isDirectory(): boolean }[];
  try {
    entries = await readdir(path.join(bucketRoot, folder), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const keys: string[] = [];
  for (const entry of entries) {
    const key = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) keys.push(...(await keysUnder(bucketRoot, key)));
    else keys.push(key);
  }
  return keys;
}
