import { type PGlite, types } from "@electric-sql/pglite";

const asText = (value: string) => value;

/**
 * The type parsers Drizzle's PGlite driver asks for (dates, timestamps and intervals stay text for
 * Drizzle to map). Installed once on the PGlite instance: passed per query, PGlite would merge them
 * into a fresh copy of its ~300 parsers for every query.
 */
export const DRIZZLE_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, asText]),
);

type Queryable = Pick<PGlite, "query">;

/** A view of a PGlite client (or transaction) whose queries drop the per-query parsers (already installed on the instance). */
export function withInstalledParsers<T extends Queryable>(client: T): T {
  return new Proxy(client, {
    get(target, property) {
      if (property === "query") {
        return (text: string, params?: unknown[], options?: Record<string, unknown>) =>
          target.query(text, params, options ? { ...options, parsers: undefined } : options);
      }
      if (property === "transaction") {
        const transaction = (target as unknown as PGlite).transaction.bind(target);
        return (work: (tx: Queryable) => Promise<unknown>) => transaction((tx) => work(withInstalledParsers(tx)));
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
