import { readFileSync } from "node:fs";
import path from "node:path";

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** The running code's version (package.json's, null when it has none) and its newest migration's tag, read from the working directory. */
export function appVersion(): { version: string | null; lastMigration: string | null } {
  const pkg = readJson(path.resolve("package.json")) as { version?: unknown } | null;
  const journal = readJson(path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle", "meta", "_journal.json")) as { entries?: { tag?: unknown }[] } | null;
  const last = journal?.entries?.at(-1)?.tag;
  return { version: typeof pkg?.version === "string" ? pkg.version : null, lastMigration: typeof last === "string" ? last : null };
}
