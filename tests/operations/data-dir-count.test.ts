import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { throwawayDatabase, withClient } from "./throwaway-postgres";

/**
 * Issue 35 §5: the backup, its restore and the move to PostgreSQL count one data dir the same way
 * (one line, the same in their reports), and the move names the rows PostgreSQL holds beyond the database's own: a
 * stored_files row per uploaded file and an app_secrets row for the session secret.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

/** Runs an operations script as an operator would, with only the given variables of the app's environment. */
async function script(name: string, args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  const base = { ...process.env };
  for (const key of ["DATABASE_URL", "DATA_DIR", "BETTER_AUTH_SECRET", "TEST_DATABASE_URL", "PORT", "HOST", "OPERATOR_TOKEN"]) delete base[key];
  try {
    const { stdout, stderr } = await run(path.join(ROOT, "node_modules/.bin/tsx"), [`scripts/${name}.ts`, ...args], { cwd: ROOT, env: { ...base, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}

/** The line of a report that says what a data dir holds. */
function contents(report: string): string | undefined {
  return report.split("\n").find((line) => line.trim().startsWith("Contenido:"));
}

const target = throwawayDatabase("redav_count");
let work: string;
let source: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "redav-count-"));
  source = path.join(work, "source");
  const handle = await openDatabase({ dataDir: source });
  try {
    await migrateDatabase(handle);
    if (handle.kind !== "pglite") throw new Error("expected PGlite");
    await handle.client.query(
      "insert into \"user\" (id, name, email, email_verified, user_type, type) values ('count-member', 'Socia Cuenta', 'cuenta@example.com', true, 'individual', 'individual')",
    );
  } finally {
    await handle.close();
  }
  await mkdir(path.join(source, "files", "cvs", "count-member"), { recursive: true });
  await writeFile(path.join(source, "files", "cvs", "count-member", "cv.pdf"), "%PDF-1.4 un CV\n%%EOF\n");
  await mkdir(path.join(source, "files", "profile-images", "count-member"), { recursive: true });
  await writeFile(path.join(source, "files", "profile-images", "count-member", "photo.webp"), "RIFF....WEBP");
  await writeFile(path.join(source, "auth-secret"), "the-embedded-apps-own-session-secret-0123456789");
  await target.create();
}, 120_000);

afterAll(async () => {
  await target.drop();
  await rm(work, { recursive: true, force: true });
});

describe("one counting rule for the backup and the move", () => {
  it("the backup, the restore and the move report the same count, and the move names its extra rows, which PostgreSQL then holds", async () => {
    const backup = await script("db-backup", [path.join(work, "count.tar")], { DATA_DIR: source });
    expect(backup.code, backup.stderr).toBe(0);
    const moved = await script("db-move-to-postgres", [], { DATA_DIR: source, DATABASE_URL: target.url });
    expect(moved.code, moved.stderr).toBe(0);

    const restored = await script("db-restore", [path.join(work, "count.tar")], { DATA_DIR: path.join(work, "restored") });
    expect(restored.code, restored.stderr).toBe(0);

    const counted = contents(backup.stdout);
    expect(counted).toMatch(/2 archivos subidos y el secreto de sesiones/);
    expect(contents(moved.stdout)).toBe(counted);
    expect(contents(restored.stdout)).toContain(counted);

    const rows = Number(counted?.match(/con (\d+) filas?/)?.[1]);
    expect(rows).toBeGreaterThan(0);
    const onTarget = await withClient(target.url, async (client) => {
      const tables = await client.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public'");
      let total = 0;
      for (const { name } of tables.rows) total += Number((await client.query(`select count(*) from public."${name}"`)).rows[0].count);
      const files = Number((await client.query("select count(*) from stored_files")).rows[0].count);
      const secrets = Number((await client.query("select count(*) from app_secrets")).rows[0].count);
      return { total, files, secrets };
    });
    expect(onTarget).toEqual({ total: rows + 2 + 1, files: 2, secrets: 1 });
    expect(moved.stdout).toContain(
      `En PostgreSQL son ${rows + 3} filas: las ${rows} de la base, más 2 en stored_files (los archivos subidos) y 1 en app_secrets (el secreto de sesiones).`,
    );
  }, 180_000);
});
