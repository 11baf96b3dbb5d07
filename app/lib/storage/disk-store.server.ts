import * as fsPromises from "node:fs/promises";
import path from "node:path";
import { AppError } from "~/lib/errors";
import type { Bucket } from "./buckets";
import { type FileStore, isValidKey, type StoredEntry, type StoredFile } from "./file-store";

const CONTENT_TYPES: Record<string, string> = { webp: "image/webp", pdf: "application/pdf", png: "image/png", jpg: "image/jpeg" };

/** The file-system calls the disk store makes (a test hands it ones that fail as a full disk does). */
export type DiskCalls = Pick<typeof fsPromises, "mkdir" | "readdir" | "readFile" | "rename" | "rm" | "stat" | "writeFile">;

/** A temporary file of an interrupted write: `{key}.{pid}.{time}.tmp` beside where the file was going. */
const TEMPORARY = /\.\d+\.\d+\.tmp$/;
/** Errors of a disk (or a user's quota on it) that has no room left. */
const NO_SPACE = new Set(["ENOSPC", "EDQUOT"]);

/**
 * The file store of a single instance: files under `{root}/{bucket}/{key}`, written atomically
 * (temporary file, then rename). A write that fails leaves no temporary file behind; on a full disk
 * it is refused with 'STORAGE_FULL' (507).
 */
export function diskFileStore(root: string, fs: DiskCalls = fsPromises): FileStore {
  const where = (bucket: Bucket, key: string) => {
    if (!isValidKey(key)) throw new Error(`invalid file key: ${key}`);
    return path.join(root, bucket, key);
  };
  return {
    async put(bucket, key, file) {
      const target = where(bucket, key);
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      try {
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.writeFile(temporary, file.bytes);
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true }).catch(() => undefined);
        if (NO_SPACE.has(String((error as NodeJS.ErrnoException).code))) throw new AppError("STORAGE_FULL", 507);
        throw error;
      }
    },
    async get(bucket, key): Promise<StoredFile | null> {
      if (!isValidKey(key)) return null;
      try {
        const bytes = await fs.readFile(where(bucket, key));
        return { bytes, size: bytes.length, contentType: CONTENT_TYPES[key.split(".").pop() ?? ""] ?? "application/octet-stream" };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(bucket, key) {
      if (!isValidKey(key)) return;
      await fs.rm(where(bucket, key), { force: true });
    },
    async list(bucket, { prefix = "", createdBefore, after, limit }) {
      const keys = (await namesUnder(fs, path.join(root, bucket), folderOf(prefix)))
        .filter((key) => key.startsWith(prefix) && (!after || key > after) && isValidKey(key))
        .sort((a, b) => (a < b ? -1 : 1));
      const found: StoredEntry[] = [];
      for (const key of keys) {
        if (found.length === limit) break;
        const info = await fs.stat(path.join(root, bucket, key)).catch(() => null);
        if (info && (!createdBefore || info.mtime < createdBefore)) found.push({ key, size: info.size, createdAt: info.mtime });
      }
      return found;
    },
    async removeTemporaries({ prefix = "", createdBefore }) {
      let removed = 0;
      for (const bucket of await bucketsOf(fs, root)) {
        for (const name of await namesUnder(fs, path.join(root, bucket), folderOf(prefix))) {
          if (!name.startsWith(prefix) || !TEMPORARY.test(name)) continue;
          const file = path.join(root, bucket, name);
          const info = await fs.stat(file).catch(() => null);
          if (!info || info.mtime >= createdBefore) continue;
          await fs.rm(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}

/** The folder part of a key prefix ('owner/' → 'owner'; no folder → the bucket itself). */
function folderOf(prefix: string): string {
  return prefix.includes("/") ? prefix.slice(0, prefix.lastIndexOf("/")) : "";
}

/** The bucket folders present under the root. */
async function bucketsOf(fs: DiskCalls, root: string): Promise<Bucket[]> {
  try {
    const entries = await fs.readdir(root, { withFileTypes: true });
    return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name as Bucket);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** The path of every file under `folder` of a bucket's directory, relative to the bucket (a missing folder has none). */
async function namesUnder(fs: DiskCalls, bucketRoot: string, folder: string): Promise<string[]> {
  let entries: { name: string; isDirectory(): boolean }[];
  try {
    entries = await fs.readdir(path.join(bucketRoot, folder), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const names: string[] = [];
  for (const entry of entries) {
    const name = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) names.push(...(await namesUnder(fs, bucketRoot, name)));
    else names.push(name);
  }
  return names;
}
