import type { SQL } from "drizzle-orm";
import type { Db } from "./client.server";

/** Runs a raw SQL query and returns its rows, whichever driver (PGlite or node-postgres) answers. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows?: T[] };
  return result.rows ?? [];
}
