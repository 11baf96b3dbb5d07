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
import { releasedWhenEnded, StallSafeClient } from "./stall-safe-pool.server";

/** The one database type the app uses, whichever driver sits below it. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type DatabaseHandle =
  | { kind: "pglite"; db: Db; client: PGlite; close: () => Promise<void> }
  | {
      kind: "postgres";
      db: Db;
      pool: pg.Pool;
      url: string;
      /** A connection of its own for long work (migrations): keepalive and a connect timeout, no statement or read timeout; the caller ends it. */
      connectUnbounded: () => Promise<pg.Client>;
      close: () => Promise<void>;
    };

/** How long PostgreSQL may take, in milliseconds: to connect, to run a statement (server side), to answer a query (client side), to leave a transaction idle. */
export type DatabaseTimeouts = { connectMs: number; statementMs: number; readMs: number; idleInTransactionMs: number };

/**
 * The app's bounds: a database that does not answer (stopped, or a network that stalls and drops
 * packets without a reset) fails a request within about 5 s, as a 503, instead of holding it for the
 * kernel's 15 minutes. The server cancels a statement first (4 s), so a slow query is an error on a
 * connection that stays usable; the client gives up 1 s later only when no answer comes at all.
 */
export const REQUEST_TIMEOUTS: DatabaseTimeouts = { connectMs: 5_000, statementMs: 4_000, readMs: 5_000, idleInTransactionMs: 30_000 };

/** TCP keepalive from 10 s of silence: a connection whose peer vanished (a partition) is found dead by the kernel, also the idle ones. */
const KEEPALIVE_DELAY_MS = 10_000;

/** `timeouts`: the statement and read bounds of PostgreSQL (the server passes REQUEST_TIMEOUTS); without them, operator tools may copy a whole database in one statement. */
export type DatabaseOptions = { url?: string; dataDir?: string; timeouts?: DatabaseTimeouts };

/** The node-postgres settings of every connection to `url`: keepalive and a connect timeout, and the statement and read bounds when given. */
export function connectionConfig(url: string, timeouts: DatabaseTimeouts | null): pg.ClientConfig {
  const base: pg.ClientConfig = {
    connectionString: url,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    connectionTimeoutMillis: (timeouts ?? REQUEST_TIMEOUTS).connectMs,
  };
  if (!timeouts) return base;
  return {
    ...base,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.readMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
  };
}

/** Opens PostgreSQL when a URL is given (with keepalive, a connect timeout and the given statement and read bounds), otherwise PGlite under dataDir (locked to this process) or in memory ("memory://"). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const url = options.url;
    const pool = new pg.Pool({ ...connectionConfig(url, options.timeouts ?? null), max: 10, Client: StallSafeClient });
    releasedWhenEnded(pool);
    pool.on("error", () => undefined);
    // A connection reset while a client is checked out between two queries (a transaction doing work) would otherwise be an unhandled 'error' event that ends the process; the client's next query fails instead.
    pool.on("connect", (client) => client.on("error", () => undefined));
    const db = drizzlePg(pool) as unknown as Db;
    const connectUnbounded = async () => {
      const client = new pg.Client(connectionConfig(url, null));
      client.on("error", () => undefined);
      await client.connect();
      return client;
    };
    return { kind: "postgres", db, pool, url, connectUnbounded, close: () => pool.end() };
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
