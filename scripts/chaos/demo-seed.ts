import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { onCleanup } from "./cleanup";

const exec = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");

/** Migrates a database (with the migrations in `migrationsDir`) and seeds the project's demo network into it (`npm run db:seed`, in local mode: a deployment refuses demo data). */
export async function seedDemoNetwork(target: { DATABASE_URL: string } | { DATA_DIR: string }, migrationsDir: string): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, APP_ENV: "local", LOG_LEVEL: "error", MIGRATIONS_DIR: migrationsDir, ...target };
  if (!("DATABASE_URL" in target)) delete env.DATABASE_URL;
  const abort = new AbortController();
  const forget = onCleanup("demo seed", () => abort.abort());
  try {
    await exec(path.join(ROOT, "node_modules/.bin/tsx"), ["scripts/seed.ts"], { cwd: ROOT, env, timeout: 180_000, signal: abort.signal });
  } finally {
    forget();
  }
}
