import type { Db } from "~/db/client.server";
import type { Ctx } from "~/lib/context.server";

/** A database handle, or a context carrying one. */
export type DbSource = Db | Pick<Ctx, "db">;

/** The database handle of a source. */
export function dbOf(source: DbSource): Db {
  return "select" in source ? source : source.db;
}
