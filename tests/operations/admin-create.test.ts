import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";

/**
 * Issue 35 §1: npm run admin:create EMAIL makes the first admin of a deployment from the server's
 * console, on a data dir of its own: it promotes a verified account and says so, says when there is
 * nothing to do, and refuses an unknown or unverified e-mail with one clear line and exit code 1.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

/** Runs npm run admin:create's script as an operator would, with only the given variables of the app's environment. */
async function adminCreate(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  const base = { ...process.env };
  for (const key of ["DATABASE_URL", "DATA_DIR", "BETTER_AUTH_SECRET", "TEST_DATABASE_URL", "PORT", "HOST", "PUBLIC_URL", "APP_ENV"]) delete base[key];
  try {
    const { stdout, stderr } = await run(path.join(ROOT, "node_modules/.bin/tsx"), ["scripts/admin-create.ts", ...args], {
      cwd: ROOT,
      env: { ...base, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}

/** The admin flags of an account (account row and profile) and the console's audit rows about it. */
async function adminState(dataDir: string, id: string) {
  const handle = await openDatabase({ dataDir });
  try {
    if (handle.kind !== "pglite") throw new Error("expected PGlite");
    const flags = await handle.client.query<{ account: boolean; profile: boolean }>(
      `select u.is_admin as account, p.is_admin as profile from "user" u join user_profiles p on p.id = u.id where u.id = $1`,
      [id],
    );
    const audit = await handle.client.query<{ action: string }>(`select action from admin_audit where actor_id = 'console' and target_id = $1`, [id]);
    return { ...flags.rows[0], audit: audit.rows.map((row) => row.action) };
  } finally {
    await handle.close();
  }
}

let work: string;
let dataDir: string;
const production = () => ({ DATA_DIR: dataDir, NODE_ENV: "production", PUBLIC_URL: "https://red.example.org", BETTER_AUTH_SECRET: "s".repeat(40) });

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "redav-admin-create-"));
  dataDir = path.join(work, "data");
  const handle = await openDatabase({ dataDir });
  try {
    await migrateDatabase(handle);
    if (handle.kind !== "pglite") throw new Error("expected PGlite");
    for (const [id, email, verified] of [
      ["first-admin", "ana@example.org", true],
      ["not-verified", "beto@example.org", false],
    ] as const) {
      await handle.client.query(
        `insert into "user" (id, name, email, email_verified, user_type, type) values ($1, 'Socia', $2, $3, 'individual', 'individual')`,
        [id, email, verified],
      );
      await handle.client.query("insert into user_profiles (id, email, first_name, last_name) values ($1, $2, 'Ana', 'Prueba')", [id, email]);
    }
  } finally {
    await handle.close();
  }
}, 60_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe("npm run admin:create", () => {
  it("promotes a verified account of a production deployment, prints what it did, and the second time says there is nothing to do", async () => {
    const promoted = await adminCreate(["Ana@Example.org"], production());
    expect(promoted.code, promoted.stderr).toBe(0);
    expect(promoted.stdout).toMatch(
      /ana@example\.org \(individual, id first-admin\) ahora es administrador: ya puede entrar a https:\/\/red\.example\.org\/admin/,
    );
    expect(await adminState(dataDir, "first-admin")).toEqual({ account: true, profile: true, audit: ["account.admin"] });

    const again = await adminCreate(["ana@example.org"], production());
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain("ana@example.org ya era administrador: no se cambió nada");
    expect((await adminState(dataDir, "first-admin")).audit).toEqual(["account.admin"]);
  }, 60_000);

  it("refuses an unknown e-mail, an unverified account and a missing argument with one line and exit code 1, changing nothing", async () => {
    const unknown = await adminCreate(["nadie@example.org"], production());
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toMatch(
      /^No hay ninguna cuenta con el correo nadie@example\.org: regístrala primero en https:\/\/red\.example\.org\/register.* \/ No account has/,
    );
    expect(unknown.stderr.trim().split("\n")).toHaveLength(1);

    const unverified = await adminCreate(["beto@example.org"], production());
    expect(unverified.code).toBe(1);
    expect(unverified.stderr).toContain("La cuenta beto@example.org todavía no verificó su correo");
    expect(await adminState(dataDir, "not-verified")).toEqual({ account: false, profile: false, audit: [] });

    const missing = await adminCreate([], production());
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("npm run admin:create CORREO");
  }, 60_000);
});
