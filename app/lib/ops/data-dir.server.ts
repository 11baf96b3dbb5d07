import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { liveOwner } from "~/db/data-dir-lock.server";

/** Where the embedded database lives inside a data dir. */
export function pgliteDir(dataDir: string): string {
  return path.resolve(dataDir, "pglite");
}

/** Where the disk file store keeps uploads inside a data dir. */
export function filesDir(dataDir: string): string {
  return path.resolve(dataDir, "files");
}

/** The session secret the app generated for an embedded database (see lib/auth-secret.server.ts). */
export function authSecretFile(dataDir: string): string {
  return path.resolve(dataDir, "auth-secret");
}

/** The id of the live process that holds the embedded database's lock (a running app), or null when none does. */
export async function dataDirOwner(dataDir: string): Promise<number | null> {
  return liveOwner(await readFile(`${pgliteDir(dataDir)}.lock`, "utf8").catch(() => ""));
}

/** True when the folder does not exist or holds nothing. */
export async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return true;
    throw error;
  }
}

/** Every stored file's path under `root`, relative and with forward slashes, skipping the disk store's unfinished temporary files. */
export async function storedFilePaths(root: string, folder = ""): Promise<string[]> {
  let entries: { name: string; isDirectory(): boolean; isFile(): boolean }[];
  try {
    entries = await readdir(path.join(root, folder), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const found: string[] = [];
  for (const entry of entries) {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await storedFilePaths(root, relative)));
    else if (entry.isFile() && !entry.name.endsWith(".tmp")) found.push(relative);
  }
  return found.sort();
}
