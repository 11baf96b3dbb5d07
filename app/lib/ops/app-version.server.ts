import { readFileSync } from "node:fs";
import path from "node:path";
import packageJson from "../../../package.json";

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** The running code's version (package.json's `version`, built into the code, so it holds from any working directory) and its newest migration's tag. */
export function appVersion(): { version: string; lastMigration: string | null } {
  const journal = readJson(path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle", "meta", "_journal.json")) as { entries?: { tag?: unknown }[] } | null;
  const last = journal?.entries?.at(-1)?.tag;
  return { version: packageJson.version, lastMigration: typeof last === "string" ? last : null };
}
