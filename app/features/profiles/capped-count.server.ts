import { type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { queryRows } from "~/db/rows";

/** How many rows of `from` match `where`, counting no further than `cap` (a broad search never walks every match); `capped` when there are more. */
export async function cappedCount(db: Db, from: SQL, where: SQL, cap: number): Promise<{ count: number; capped: boolean }> {
  const [row] = await queryRows<{ count: number | string }>(
    db,
    sql`select count(*)::int as count from (select 1 from ${from} where ${where} limit ${cap + 1}) capped`,
  );
  const total = Number(row?.count ?? 0);
  return { count: Math.min(total, cap), capped: total > cap };
}
