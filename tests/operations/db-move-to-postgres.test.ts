import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { resolveActor } from "~/features/accounts/actor.server";
import { signIn } from "~/features/accounts/sign-in.server";
import { conversationThread, listConversations } from "~/features/messages/conversations.server";
import { downloadCv } from "~/features/profiles/cv.server";
import type { Ctx } from "~/lib/context.server";
import { reloadEnv } from "~/lib/env.server";
import { DEMO_LOGINS, DEMO_PASSWORD } from "../../seed/content/demo-logins";
import { cookieHeader, uniqueIp } from "../context";
import { throwawayDatabase } from "./throwaway-postgres";

/**
 * Issue 26 §1: the demo network, seeded into an embedded data dir of its own, moves into a throwaway
 * database on the local PostgreSQL server (created and dropped here), and the app's own use cases
 * then work on it: a demo company signs in, downloads a CV (from stored_files) and opens a conversation.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const SECRET = "a-local-secret-of-the-embedded-app-0123456789abcdef";
const run = promisify(execFile);

/** Runs one of the operations scripts as an operator would, with only DATA_DIR and DATABASE_URL set; answers its exit code and output. */
async function script(name: string, env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  const base = { ...process.env };
  for (const key of ["DATABASE_URL", "DATA_DIR", "BETTER_AUTH_SECRET", "TEST_DATABASE_URL", "PORT", "HOST", "OPERATOR_TOKEN"]) delete base[key];
  try {
    const { stdout, stderr } = await run(path.join(ROOT, "node_modules/.bin/tsx"), [`scripts/${name}.ts`], { cwd: ROOT, env: { ...base, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}

const database = throwawayDatabase("redav_ci");
const targetUrl = database.url;
let work: string;
let target: DatabaseHandle | undefined;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "redav-move-"));
  await database.create();
  const seeded = await script("seed", { DATA_DIR: work });
  expect(seeded.code, seeded.stderr).toBe(0);
  await writeFile(path.join(work, "auth-secret"), SECRET);
}, 180_000);

afterAll(async () => {
  delete process.env.DATABASE_URL;
  reloadEnv();
  await target?.close();
  await database.drop();
  await rm(work, { recursive: true, force: true });
});

/** A request context on the moved database, as the root middleware would build it. */
function contextOn(db: DatabaseHandle["db"], cookies: string[] = []): Ctx {
  return {
    db,
    actor: null,
    ip: uniqueIp(),
    locale: "es",
    headers: new Headers(cookies.length ? { cookie: cookieHeader(cookies) } : {}),
    now: () => new Date(),
  };
}

describe("npm run db:move-to-postgres", () => {
  it("moves the demo network, and a demo company then signs in, downloads a CV and opens a conversation on PostgreSQL", async () => {
    const moved = await script("db-move-to-postgres", { DATA_DIR: work, DATABASE_URL: targetUrl });
    expect(moved.code, moved.stderr).toBe(0);
    expect(moved.stdout).toMatch(/Mudanza completa .*verificada tabla por tabla/);
    expect(moved.stdout).toContain("BETTER_AUTH_SECRET");

    target = await openDatabase({ url: targetUrl });
    if (target.kind !== "postgres") throw new Error("expected PostgreSQL");
    process.env.DATABASE_URL = targetUrl;
    reloadEnv();

    const signedIn = await signIn(contextOn(target.db), { email: DEMO_LOGINS.company, password: DEMO_PASSWORD });
    if (signedIn.kind !== "signed-in") throw new Error(`sign-in answered ${signedIn.kind}`);
    const browser = contextOn(target.db, signedIn.setCookies);
    const { actor } = await resolveActor(target.db, browser.headers, new Date());
    expect(actor?.id).toBe(signedIn.userId);
    const ctx = { ...browser, actor };

    const { rows } = await target.pool.query<{ id: string; cv_path: string }>(
      'select p.id, p.cv_path from user_profiles p join "user" u on u.id = p.id where u.email = $1',
      [DEMO_LOGINS.gold],
    );
    const [gold] = rows;
    if (!gold) throw new Error("no gold member");
    const cv = await downloadCv(ctx, gold.id);
    expect(cv.bytes.equals(await readFile(path.join(work, "files", "cvs", gold.cv_path)))).toBe(true);

    const conversations = await listConversations(ctx, 1);
    expect(conversations.conversations.length).toBeGreaterThan(0);
    const first = conversations.conversations[0];
    if (!first) throw new Error("no conversation");
    const thread = await conversationThread(ctx, first.counterpart.id);
    expect(thread.messages.length).toBeGreaterThan(0);

    const numbers = await target.pool.query<{ next: string; max: string }>(
      "select nextval('member_number_seq')::text as next, (select max(member_number) from user_profiles)::text as max",
    );
    expect(BigInt(numbers.rows[0]?.next ?? 0)).toBeGreaterThan(BigInt(numbers.rows[0]?.max ?? 0));
    const secret = await target.pool.query<{ value: string }>("select value from app_secrets where name = 'better-auth'");
    expect(secret.rows[0]?.value).toBe(SECRET);
  }, 120_000);

  it("refuses a target that already holds data, in Spanish and without a stack trace, and writes nothing", async () => {
    if (target?.kind !== "postgres") throw new Error("the move test runs first");
    const before = await target.pool.query<{ count: string }>('select count(*)::text as count from "user"');
    const again = await script("db-move-to-postgres", { DATA_DIR: work, DATABASE_URL: targetUrl });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("El PostgreSQL de destino ya tiene datos");
    expect(again.stderr).not.toMatch(/\n\s+at /);
    const after = await target.pool.query<{ count: string }>('select count(*)::text as count from "user"');
    expect(after.rows[0]?.count).toBe(before.rows[0]?.count);
  }, 60_000);
});
