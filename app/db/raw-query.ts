import type { SQL } from "drizzle-orm";
import type { Db } from "./client.server";
import { queryRows } from "./rows";

/**
 * A raw SQL query (one the typed builder cannot write without losing a PostgreSQL feature it uses on
 * purpose), declared once at module level under a unique name (decision 057). `shapes` are inputs
 * that, between them, switch on every fragment the query can hold: the integration test
 * `tests/integration/raw-queries.test.ts` builds each one and has PostgreSQL plan it (EXPLAIN, never
 * run) against the migrated database, on PGlite and on PostgreSQL, so a renamed table or column fails
 * a test instead of a request.
 */
export type RawQuery<Row, Args extends unknown[]> = {
  readonly name: string;
  readonly build: (...args: Args) => SQL;
  /** The inputs the database check builds the query with (read when the check runs: some come from registries filled at start). */
  readonly shapes: () => readonly Args[];
  /** Runs the query for these inputs and returns its rows. */
  rows(db: Db, ...args: Args): Promise<Row[]>;
  /** Runs the query for these inputs, for its effect only. */
  run(db: Db, ...args: Args): Promise<void>;
};

// biome-ignore lint/suspicious/noExplicitAny: the registry holds queries of every row and input type.
type AnyRawQuery = RawQuery<unknown, any[]>;

const REGISTRY = new Map<string, AnyRawQuery>();

/**
 * Declares a raw query: its rows are the type given to `sql<Row>` in `build`. It is registered under
 * `name` (a module evaluated twice, as on a dev server's reload, replaces its own entry), so the
 * database check covers it; the check's test also refuses two declarations of one name.
 */
export function rawQuery<Row, Args extends unknown[]>(
  name: string,
  build: (...args: Args) => SQL<Row>,
  shapes: readonly Args[] | (() => readonly Args[]),
): RawQuery<Row, Args> {
  const query: RawQuery<Row, Args> = {
    name,
    build,
    shapes: typeof shapes === "function" ? shapes : () => shapes,
    rows: (db, ...args) => queryRows<Row>(db, build(...args)),
    run: async (db, ...args) => {
      await db.execute(build(...args));
    },
  };
  REGISTRY.set(name, query as unknown as AnyRawQuery);
  return query;
}

/**
 * Registers a raw SQL fragment that typed builder queries embed (a shared condition written with
 * table aliases), inside a query that gives it those aliases, for the same database check; nothing
 * runs it.
 */
export function checkFragment<Args extends unknown[]>(name: string, build: (...args: Args) => SQL, shapes: readonly Args[] | (() => readonly Args[])): void {
  rawQuery(name, build, shapes);
}

/** Every raw query declared by the modules loaded so far, by name. */
export function registeredRawQueries(): AnyRawQuery[] {
  return [...REGISTRY.values()];
}
