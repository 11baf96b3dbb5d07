import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { readBackupManifest } from "~/lib/ops/backup-file.server";
import { type Census, takeCensus } from "~/lib/ops/database-census.server";
import { opsBackupRoute } from "../../server/ops-backup-route";

/**
 * Issue 26 §1: npm run db:backup and npm run db:restore on an embedded data dir of their own, with
 * the app stopped (the script opens the database) and running (the data dir is locked, so the script
 * asks the app's POST /ops/backup with the data dir's operator key, decision 040), the app's
 * version in the manifest (issue 35 §5) and the restore's refusals.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const CV = Buffer.from("%PDF-1.4 un CV de prueba\n%%EOF\n");
const SECRET = "the-embedded-apps-own-session-secret-0123456789";
const run = promisify(execFile);

/** Runs one of the operations scripts as an operator would, with only the given variables of the app's environment. */
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

/** The census of an embedded data dir, opened (and closed) just for it. */
async function censusOf(dataDir: string): Promise<Census> {
  const handle = await openDatabase({ dataDir });
  try {
    if (handle.kind !== "pglite") throw new Error("expected PGlite");
    return await takeCensus(handle.client);
  } finally {
    await handle.close();
  }
}

let work: string;
let source: string;
const cvKey = "cvs/owner-1/cv-file.pdf";

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "redav-backup-"));
  source = path.join(work, "source");
  const handle = await openDatabase({ dataDir: source });
  try {
    await migrateDatabase(handle);
    if (handle.kind !== "pglite") throw new Error("expected PGlite");
    await handle.client.query(
      "insert into \"user\" (id, name, email, email_verified, user_type, type) values ('backup-member', 'Socia Respaldo', 'respaldo@example.com', true, 'individual', 'individual')",
    );
  } finally {
    await handle.close();
  }
  await mkdir(path.join(source, "files", "cvs", "owner-1"), { recursive: true });
  await writeFile(path.join(source, "files", cvKey), CV);
  await writeFile(path.join(source, "auth-secret"), SECRET);
}, 60_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe("npm run db:backup and db:restore", () => {
  it("backs up a stopped app and restores it into an empty folder: the same rows per table, the file's bytes and the session secret", async () => {
    const file = path.join(work, "stopped.tar");
    const backup = await script("db-backup", [file], { DATA_DIR: source });
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain("hecha con la app detenida");
    const restored = path.join(work, "restored-stopped");
    const restore = await script("db-restore", [file], { DATA_DIR: restored });
    expect(restore.code, restore.stderr).toBe(0);
    expect((await censusOf(restored)).tables).toEqual((await censusOf(source)).tables);
    expect((await readFile(path.join(restored, "files", cvKey))).equals(CV)).toBe(true);
    expect(await readFile(path.join(restored, "auth-secret"), "utf8")).toBe(SECRET);
  }, 60_000);

  it("while the app runs (it holds the data dir), the script gets the backup from the app's operator endpoint", async () => {
    const handle: DatabaseHandle = await openDatabase({ dataDir: source });
    const site = { APP_ENV: "local" as const, PUBLIC_URL: "http://localhost:3000", PORT: 3000 };
    const app = express().use(opsBackupRoute({ database: () => handle, dataDir: source, operatorToken: undefined, site }));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const outsider = await fetch(`http://127.0.0.1:${port}/ops/backup`, {
        method: "POST",
        headers: { "x-forwarded-for": "203.0.113.9", accept: "application/json" },
      });
      expect(outsider.status).toBe(403);
      const plainLoopback = await fetch(`http://127.0.0.1:${port}/ops/backup`, { method: "POST", headers: { accept: "application/json" } });
      expect(plainLoopback.status).toBe(403);
      const file = path.join(work, "running.tar");
      const backup = await script("db-backup", [file], { DATA_DIR: source, PORT: String(port) });
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toContain(`hecha por la app en marcha (pid ${process.pid})`);
      const restored = path.join(work, "restored-running");
      const restore = await script("db-restore", [file], { DATA_DIR: restored });
      expect(restore.code, restore.stderr).toBe(0);
      if (handle.kind !== "pglite") throw new Error("expected PGlite");
      expect((await censusOf(restored)).tables).toEqual((await takeCensus(handle.client)).tables);
      expect((await readFile(path.join(restored, "files", cvKey))).equals(CV)).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await handle.close();
    }
  }, 60_000);

  it("records the app's version (package.json's) in the manifest", async () => {
    const { version } = JSON.parse(await readFile(path.join(ROOT, "package.json"), "utf8")) as { version?: string };
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    const manifest = await readBackupManifest(path.join(work, "stopped.tar"));
    expect(manifest.app.version).toBe(version);
  });

  it("refuses, in Spanish and without a stack trace, a folder that is not empty and a file that is no backup", async () => {
    const occupied = path.join(work, "occupied");
    await mkdir(occupied, { recursive: true });
    await writeFile(path.join(occupied, "notes.txt"), "algo");
    const intoOccupied = await script("db-restore", [path.join(work, "stopped.tar")], { DATA_DIR: occupied });
    expect(intoOccupied.code).toBe(1);
    expect(intoOccupied.stderr).toContain("no está vacía");
    expect(intoOccupied.stderr).not.toMatch(/\n\s+at /);
    expect(await readdir(occupied)).toEqual(["notes.txt"]);

    const garbage = path.join(work, "garbage.tar");
    await writeFile(garbage, Buffer.alloc(4096, 7));
    const empty = path.join(work, "stays-empty");
    const fromGarbage = await script("db-restore", [garbage], { DATA_DIR: empty });
    expect(fromGarbage.code).toBe(1);
    expect(fromGarbage.stderr).toContain("no es una copia de seguridad válida de RedAV");
    expect(fromGarbage.stderr).not.toMatch(/\n\s+at /);
    await expect(readdir(empty)).rejects.toThrow();
  }, 60_000);
});
