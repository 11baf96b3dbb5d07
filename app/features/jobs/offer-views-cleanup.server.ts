import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rawQuery } from "~/db/raw-query";
import { jobOfferViews } from "~/db/schema/job-board";
import { utcDay } from "./offer-access.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/** How often the cleanup of old offer views runs. */
export const OFFER_VIEWS_CLEANUP_INTERVAL_MS = DAY_MS;

/** Deletes the views of days before `day`, counting them in the database (no row comes back). */
const DELETE_BEFORE = rawQuery(
  "jobs.delete-offer-views-before",
  (day: string) =>
    sql<{
      deleted: number | string;
    }>`with gone as (delete from ${jobOfferViews} where ${jobOfferViews.day} < ${day} returning 1) select count(*)::int as deleted from gone`,
  [["2026-01-01"]],
);

/**
 * Deletes the offer views of UTC days before yesterday: a view counts once per visitor and day, so
 * only today's rows decide anything (yesterday's are kept for visits that straddle midnight). The
 * counters on the offers are untouched. Returns how many rows went.
 */
export async function deleteOldOfferViews(db: Db, now: Date): Promise<number> {
  const yesterday = utcDay(new Date(now.getTime() - DAY_MS));
  const [result] = await DELETE_BEFORE.rows(db, yesterday);
  return Number(result?.deleted ?? 0);
}
