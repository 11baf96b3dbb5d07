import { type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rawQuery } from "~/db/raw-query";
import { cappedTotal } from "~/lib/paging";

const CAPPED_COUNT = rawQuery(
  "profiles.capped-count",
  (from: SQL, where: SQL, cap: number) =>
    sql<{ count: number | string }>`select count(*)::int as count from (select 1 from ${from} where ${where} limit ${cap + 1}) capped`,
  [[sql`user_profiles p`, sql`p.first_name is not null`, 500]],
);

/** How many rows of `from` match `where`, counting no further than `cap` (a broad search never walks every match); `capped` when there are more. */
export async function cappedCount(db: Db, from: SQL, where: SQL, cap: number): Promise<{ count: number; capped: boolean }> {
  const [row] = await CAPPED_COUNT.rows(db, from, where, cap);
  const { total, capped } = cappedTotal(Number(row?.count ?? 0), cap);
  return { count: total, capped };
}
