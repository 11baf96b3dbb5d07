import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock.server";
import { DRIZZLE_PARSERS, withInstalledParsers } from "./pglite-parsers.server";

/** The one database type the app uses, whichever driver sits below it. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type DatabaseHandle =
  | { kind: "pglite"; db: Db; client: PGlite; close: () => Promise<void> }
  | { kind: "postgres"; db: Db; pool: pg.Pool; url: string; close: () => Promise<void> };

export type DatabaseOptions = { url?: string; dataDir?: string };

/** Opens PostgreSQL when a URL is given, otherwise PGlite under dataDir (locked to this process) or in memory ("memory://"). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    // A database that does not answer fails a request after 5 s (a 503) instead of holding it forever.
    const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 5_000 });
    pool.on("error", () => undefined);
    // A connection reset while a client is checked out between two queries (a transaction doing work) would otherwise be an unhandled 'error' event that ends the process; the client's next query fails instead.
    pool.on("connect", (client) => client.on("error", () => undefined));
    const db = drizzlePg(pool) as unknown as Db;
    return { kind: "postgres", db, pool, url: options.url, close: () => pool.end() };
  }
  const dir = options.dataDir === "memory://" || !options.dataDir ? undefined : path.resolve(options.dataDir, "pglite");
  if (!dir) {
    const client = await PGlite.create({ extensions: { pg_trgm, unaccent }, parsers: DRIZZLE_PARSERS });
    return { kind: "pglite", db: drizzlePglite(withInstalledParsers(client)) as unknown as Db, client, close: () => client.close() };
  }
  mkdirSync(dir, { recursive: true });
  const unlock = lockDataDir(dir);
  try {
    const client = await PGlite.create(dir, { extensions: { pg_trgm, unaccent }, parsers: DRIZZLE_PARSERS });
    const close = async () => {
      await client.close();
      unlock();
    };
    return { kind: "pglite", db: drizzlePglite(withInstalledParsers(client)) as unknown as Db, client, close };
  } catch (error) {
    unlock();
    throw error;
  }
}
