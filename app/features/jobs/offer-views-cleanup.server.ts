import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { queryRows } from "~/db/rows";
import { jobOfferViews } from "~/db/schema/job-board";
import { utcDay } from "./offer-access.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/** How often the cleanup of old offer views runs. */
export const OFFER_VIEWS_CLEANUP_INTERVAL_MS = DAY_MS;

/**
 * Deletes the offer views of UTC days before yesterday: a view counts once per visitor and day, so
 * only today's rows decide anything (yesterday's are kept for visits that straddle midnight). The
 * counters on the offers are untouched. Returns how many rows went.
 */
export async function deleteOldOfferViews(db: Db, now: Date): Promise<number> {
  const yesterday = utcDay(new Date(now.getTime() - DAY_MS));
  const [result] = await queryRows<{ deleted: number | string }>(
    db,
    sql`with gone as (delete from ${jobOfferViews} where ${jobOfferViews.day} < ${yesterday} returning 1) select count(*)::int as deleted from gone`,
  );
  return Number(result?.deleted ?? 0);
}
