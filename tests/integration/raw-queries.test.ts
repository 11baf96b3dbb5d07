import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { registeredRawQueries } from "~/db/raw-query";
import { queryRows } from "~/db/rows";
import { testDb } from "../setup/test-database";

/**
 * The safety net of raw SQL (decision 057): every raw query of the app is declared with `rawQuery`,
 * and here PostgreSQL plans each of its shapes (EXPLAIN, which parses and resolves every table and
 * column but runs nothing) against the migrated database, on PGlite and, with TEST_DATABASE_URL, on
 * PostgreSQL. A shape that calls one of the app's own database functions is also run, in a
 * transaction rolled back, since planning a call does not read the function's body. A renamed or
 * dropped column fails this test, not a request.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const APP = path.join(ROOT, "app");

/**
 * Raw statements left inline, per file: the erasure steps of the personal-data registries (decision
 * 053), closures over the erasure's context (the person, the ex-member's id, the texts to replace).
 * Every step runs, whole, in tests/integration/account-deletion.test.ts ('leaves no personal data
 * anywhere…'), on both databases, so a renamed column fails there. A file may hold fewer, never more.
 */
const ERASURE_STATEMENTS: Record<string, number> = {
  "app/features/accounts/personal-data.server.ts": 1,
  "app/features/jobs/personal-data.server.ts": 1,
  "app/features/messages/personal-data.server.ts": 2,
  "app/features/newsletter/personal-data.server.ts": 1,
  "app/features/notifications/personal-data.server.ts": 1,
  "app/features/privacy/personal-data.server.ts": 6,
};

/** Statements that name no table nor column (locks, notifications, settings, pings): nothing to rename, so `db.execute` may run them inline. */
const TABLELESS = /^execute\(sql`select (?:pg_advisory_xact_lock|pg_notify|set_config|1`)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const relative = (file: string) => path.relative(ROOT, file);
const APP_FILES = sourceFiles(APP).map((file) => ({ file, text: readFileSync(file, "utf8") }));
const DECLARATION = /\b(?:rawQuery|checkFragment)\(/;
const DECLARING = APP_FILES.filter(({ file, text }) => !file.endsWith(path.join("db", "raw-query.ts")) && DECLARATION.test(text));
const dialect = new PgDialect();

class RolledBack extends Error {}

/** The error message of a failed statement (drivers wrap PostgreSQL's error in `cause`). */
function messageOf(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
}

/** The app's own database functions (not an extension's), whose bodies only a run reads. */
async function appFunctions(db: Db): Promise<RegExp | null> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select distinct p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
  );
  return rows.length > 0 ? new RegExp(`\\b(?:${rows.map((row) => row.name).join("|")})\\(`) : null;
}

/**
 * Why PostgreSQL refuses `query` on `db` (a database, or a transaction: then in a savepoint), or null:
 * it is planned, and run too when it calls one of `functions`; whatever it did is rolled back.
 */
async function refusal(db: Db, query: SQL, functions: RegExp | null): Promise<string | null> {
  const calls = functions?.test(dialect.sqlToQuery(query).sql) ?? false;
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`explain ${query}`);
      if (calls) await tx.execute(query);
      throw new RolledBack();
    });
    return null;
  } catch (error) {
    return error instanceof RolledBack ? null : messageOf(error);
  }
}

/** Every shape of every registered raw query that PostgreSQL refuses on `db`, as `name#shape: error`. */
async function refusedShapes(db: Db): Promise<string[]> {
  const functions = await appFunctions(db);
  const refused: string[] = [];
  for (const query of registeredRawQueries()) {
    for (const [index, shape] of query.shapes().entries()) {
      const error = await refusal(db, query.build(...shape), functions);
      if (error) refused.push(`${query.name}#${index}: ${error}`);
    }
  }
  return refused;
}

describe("raw SQL safety net", () => {
  beforeAll(async () => {
    for (const { file } of DECLARING) await import(file);
  });

  it("every raw query of the app is declared with a literal, unique name and registered", () => {
    const declared = DECLARING.flatMap(({ file, text }) => {
      const names = [...text.matchAll(/\b(?:rawQuery|checkFragment)\(\s*"([\w.-]+)"/g)].map((match) => match[1]);
      expect(names.length, `${relative(file)}: a rawQuery without a literal name`).toBe([...text.matchAll(new RegExp(DECLARATION.source, "g"))].length);
      return names;
    });
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.filter((name, index) => declared.indexOf(name) !== index)).toEqual([]);
    const registered = new Set(registeredRawQueries().map((query) => query.name));
    expect(declared.filter((name) => !registered.has(name))).toEqual([]);
    for (const query of registeredRawQueries()) expect(query.shapes().length, `${query.name} has no shape to check`).toBeGreaterThan(0);
  });

  it("no raw SQL runs outside rawQuery: queryRows only in app/db, db.execute only for statements that name no table (and the erasure steps)", () => {
    const strays = APP_FILES.flatMap(({ file, text }) => {
      if (path.dirname(file) === path.join(APP, "db")) return [];
      return text.split("\n").flatMap((line, index) => {
        const where = `${relative(file)}:${index + 1}`;
        if (/\bqueryRows\s*[<(]/.test(line)) return [`${where}: queryRows`];
        const call = line.match(/\b(?:db|tx)\.(execute\(.*)$/)?.[1];
        if (call && !TABLELESS.test(call)) return [`${where}: ${call.slice(0, 80)}`];
        return [];
      });
    });
    const fileOf = (stray: string) => stray.slice(0, stray.indexOf(":"));
    const counts = new Map<string, number>();
    for (const stray of strays) counts.set(fileOf(stray), (counts.get(fileOf(stray)) ?? 0) + 1);
    expect(strays.filter((stray) => (counts.get(fileOf(stray)) ?? 0) > (ERASURE_STATEMENTS[fileOf(stray)] ?? 0))).toEqual([]);
  });

  it("PostgreSQL plans every shape of every raw query against the migrated database", async () => {
    expect(await refusedShapes(testDb())).toEqual([]);
  });

  it("a query that names a column the database does not have is refused, with PostgreSQL's message", async () => {
    expect(await refusal(testDb(), sql`select countrie from user_profiles where id = ${"someone"}`, null)).toMatch(/column "countrie" does not exist/);
  });

  it("renaming columns the raw queries read makes exactly those queries fail (renamed in a transaction rolled back)", async () => {
    const db = testDb();
    let refused: string[] = [];
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`alter table user_profiles rename column country to country_renamed`);
        await tx.execute(sql`alter table session rename column token to token_renamed`);
        refused = await refusedShapes(tx);
        throw new RolledBack();
      })
      .catch((error) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    const names = new Set(refused.map((line) => line.slice(0, line.indexOf("#"))));
    // Planned: queries that read user_profiles.country; run: session_actor(), whose body reads session.token.
    expect([...names]).toEqual(
      expect.arrayContaining(["profiles.explore-technicians", "profiles.network-stats", "profiles.people-search", "accounts.session-actor"]),
    );
    expect(names.has("outbox.backlog")).toBe(false);
    expect(refused.find((line) => line.startsWith("profiles.network-stats#"))).toMatch(/country/);
    expect(await refusedShapes(db)).toEqual([]);
  });
});
