import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { registeredRawQueries } from "~/db/raw-query";
import { testDb } from "../setup/test-database";

/**
 * The safety net of raw SQL (decision 057): every raw query of the app is declared with `rawQuery`,
 * and here PostgreSQL plans each of its shapes (EXPLAIN, which parses and resolves every table and
 * column but runs nothing) against the migrated database, on PGlite and, with TEST_DATABASE_URL, on
 * PostgreSQL. A renamed or dropped column fails this test, not a request.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const APP = path.join(ROOT, "app");

/**
 * Raw SQL not declared yet, per file: the files other parts of issue 37 were moving at the same time
 * (paged lists, privacy registries, roles). This list only shrinks; a file may hold fewer, never more.
 */
const NOT_YET_DECLARED: Record<string, number> = {
  "app/features/accounts/actor.server.ts": 1,
  "app/features/accounts/administration.server.ts": 3,
  "app/features/demo/demo-availability.server.ts": 1,
  "app/features/events/calendar.server.ts": 2,
  "app/features/learning/catalogue.server.ts": 1,
  "app/features/library/library.server.ts": 1,
  "app/features/membership/level-requests.server.ts": 2,
  "app/features/moderation/accounts.server.ts": 1,
  "app/features/moderation/appeals.server.ts": 2,
  "app/features/moderation/blocks.server.ts": 2,
  "app/features/moderation/report-queue.server.ts": 2,
  "app/features/news/news.server.ts": 1,
  "app/features/operations/audit-log.server.ts": 2,
  "app/features/privacy/account-deletion.server.ts": 1,
  "app/features/privacy/data-exports.server.ts": 1,
  "app/features/privacy/erasure.server.ts": 18,
  "app/features/privacy/export-sections.server.ts": 2,
  "app/features/privacy/privacy-requests.server.ts": 4,
};

/** Statements that name no table nor column (locks, notifications, settings, pings): nothing to rename, so `db.execute` may run them inline. */
const TABLELESS = /^\s*(?:\w+\.)*execute\(sql`select (?:pg_advisory_xact_lock|pg_notify|set_config|1`)/;

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

/** The plan error of `query` on `db`, or null when PostgreSQL plans it. */
async function planError(db: Db, query: SQL): Promise<string | null> {
  try {
    await db.execute(sql`explain ${query}`);
    return null;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
  }
}

/** Every shape of every registered raw query that PostgreSQL refuses to plan on `db`, as `name#shape: error`. */
async function refusedShapes(db: Db): Promise<string[]> {
  const refused: string[] = [];
  for (const query of registeredRawQueries()) {
    for (const [index, shape] of query.shapes.entries()) {
      const error = await planError(db, query.build(...shape));
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
    for (const query of registeredRawQueries()) expect(query.shapes.length, `${query.name} has no shape to check`).toBeGreaterThan(0);
  });

  it("no raw SQL runs outside rawQuery: queryRows only in app/db, db.execute only for statements that name no table", () => {
    const strays = APP_FILES.flatMap(({ file, text }) => {
      if (path.dirname(file) === path.join(APP, "db")) return [];
      return text.split("\n").flatMap((line, index) => {
        const where = `${relative(file)}:${index + 1}`;
        if (/\bqueryRows\s*[<(]/.test(line)) return [`${where}: queryRows`];
        const call = line.match(/\b(?:db|tx)\.execute\(.*$/)?.[0];
        if (call && !TABLELESS.test(call.replace(/^(?:db|tx)\./, ""))) return [`${where}: ${call.slice(0, 80)}`];
        return [];
      });
    });
    const counts = new Map<string, number>();
    for (const stray of strays) counts.set(stray.split(":")[0] ?? "", (counts.get(stray.split(":")[0] ?? "") ?? 0) + 1);
    const beyond = strays.filter((stray) => (counts.get(stray.split(":")[0] ?? "") ?? 0) > (NOT_YET_DECLARED[stray.split(":")[0] ?? ""] ?? 0));
    expect(beyond).toEqual([]);
  });

  it("PostgreSQL plans every shape of every raw query against the migrated database", async () => {
    expect(await refusedShapes(testDb())).toEqual([]);
  });

  it("a query that names a column the database does not have is refused", async () => {
    expect(await planError(testDb(), sql`select countrie from user_profiles where id = ${"someone"}`)).toMatch(/column "countrie" does not exist/);
  });

  it("renaming a column the raw queries read makes the check fail (renamed inside a transaction that is rolled back)", async () => {
    const db = testDb();
    const refused: string[] = [];
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`alter table user_profiles rename column country to country_renamed`);
        for (const query of registeredRawQueries()) {
          for (const shape of query.shapes) {
            const planned = await tx
              .transaction(async (savepoint) => {
                await savepoint.execute(sql`explain ${query.build(...shape)}`);
              })
              .then(
                () => true,
                () => false,
              );
            if (!planned) refused.push(query.name);
          }
        }
        throw new RolledBack();
      })
      .catch((error) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    expect(refused).toEqual(expect.arrayContaining(["profiles.explore-technicians", "profiles.network-stats", "profiles.people-search"]));
    expect(refused).not.toContain("outbox.backlog");
    expect(await refusedShapes(db)).toEqual([]);
  });
});

class RolledBack extends Error {}
