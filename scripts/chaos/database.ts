// The suite's own read access to the app's database, to choose accounts and to check what was delivered.
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import pg from "pg";
import { lockDataDir } from "../../app/db/data-dir-lock.server";

export type Row = Record<string, unknown>;
export type Database = {
  query: <T extends Row>(text: string, params?: unknown[]) => Promise<T[]>;
  close: () => Promise<void>;
};

/** A small pool on a PostgreSQL URL that outlives the server's restarts (a broken connection is dropped; the next query opens another). */
export function postgresDatabase(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 3, connectionTimeoutMillis: 3_000 });
  pool.on("error", () => undefined);
  let closing: Promise<void> | null = null;
  return {
    query: async <T extends Row>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[],
    close: () => {
      closing ??= pool.end();
      return closing;
    },
  };
}

/** An embedded data dir opened in this process, under the app's own data-dir lock (so never while an instance holds it). */
export async function pgliteDatabase(dataDir: string): Promise<Database> {
  const dir = path.resolve(dataDir, "pglite");
  const unlock = lockDataDir(dir);
  try {
    const client = await PGlite.create(dir, { extensions: { pg_trgm, unaccent } });
    return {
      query: async <T extends Row>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
