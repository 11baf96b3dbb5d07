import { type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rawQuery } from "~/db/raw-query";

/** The days of `p`'s confirmed work (issue 39), merged; empty (never null) when there is none, so it can be subtracted. */
const CONFIRMED_DAYS = sql`coalesce((select range_agg(daterange(h.starts_on, h.ends_on, '[]')) from availability_holds h
    where h.user_id = p.id and h.kind = 'confirmed'), '{}'::datemultirange)`;

/**
 * The rule of the search's free days: the days `p` marked with one of `statuses`, merged, minus the
 * days of their confirmed work (confirmed work is busy whatever the marks say); null when nothing is left.
 */
const markedFreeDays = (statuses: SQL) =>
  sql`nullif((select range_agg(daterange(r.starts_on, r.ends_on, '[]')) from availability_ranges r where r.user_id = p.id and r.status in (${statuses}))
      - ${CONFIRMED_DAYS}, '{}'::datemultirange)`;

const SYNC = rawQuery(
  "availability.sync-search-columns",
  (which: SQL) => sql`update user_profiles p set
      availability_visibility = (select s.visibility from availability_settings s where s.user_id = p.id),
      available_days = ${markedFreeDays(sql`'available'`)},
      maybe_days = ${markedFreeDays(sql`'available', 'tentative'`)},
      held_days = (select range_agg(daterange(h.starts_on, h.ends_on, '[]')) from availability_holds h where h.user_id = p.id)
    where ${which}`,
  [[sql`p.id = ${"someone"}`]],
);

/**
 * Rewrites the search's copy of the calendars the condition `which` selects (an SQL condition on
 * `p`, the user_profiles row): who may see it (null: no calendar), the days marked available (and
 * available or tentative) merged into multiranges (decision 032) minus the days of confirmed work,
 * and the days any booking holds (options and confirmed work, issue 39). Run in the transaction of
 * every change of a calendar, its visibility or its holds, so the search never disagrees with them.
 */
export async function syncSearchColumns(db: Db, which: SQL): Promise<void> {
  await SYNC.run(db, which);
}
