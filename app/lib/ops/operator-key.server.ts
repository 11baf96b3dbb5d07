import { randomBytes } from "node:crypto";
import { open, readFile, stat } from "node:fs/promises";
import path from "node:path";

const MIN_LENGTH = 32;

/** The file of a data dir's operator key: a random secret that only whoever can read the data dir knows. */
export function operatorKeyFile(dataDir: string): string {
  return path.resolve(dataDir, "operator-key");
}

/**
 * The data dir's operator key, or null when there is none, it is shorter than 32 characters, or
 * anyone but its owner may read it (a key others can read proves nothing).
 */
export async function readOperatorKey(dataDir: string): Promise<string | null> {
  const file = operatorKeyFile(dataDir);
  try {
    if (process.platform !== "win32" && ((await stat(file)).mode & 0o077) !== 0) return null;
    const key = (await readFile(file, "utf8")).trim();
    return key.length >= MIN_LENGTH ? key : null;
  } catch {
    return null;
  }
}

/** The data dir's operator key, created (random, readable by its owner only) when it has none; null when this process may not write it. */
export async function ensureOperatorKey(dataDir: string): Promise<string | null> {
  const existing = await readOperatorKey(dataDir);
  if (existing) return existing;
  const key = randomBytes(32).toString("hex");
  try {
    const handle = await open(operatorKeyFile(dataDir), "wx", 0o600);
    try {
      await handle.writeFile(key);
    } finally {
      await handle.close();
    }
    return key;
  } catch {
    return readOperatorKey(dataDir);
  }
}
