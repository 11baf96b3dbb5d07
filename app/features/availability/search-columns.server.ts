import { type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rawQuery } from "~/db/raw-query";

const SYNC = rawQuery(
  "availability.sync-search-columns",
  (which: SQL) => sql`update user_profiles p set
      availability_visibility = s.visibility,
      available_days = (select range_agg(daterange(r.starts_on, r.ends_on, '[]')) from availability_ranges r where r.user_id = p.id and r.status = 'available'),
      maybe_days = (select range_agg(daterange(r.starts_on, r.ends_on, '[]')) from availability_ranges r where r.user_id = p.id and r.status in ('available', 'tentative'))
    from availability_settings s where s.user_id = p.id and ${which}`,
  [[sql`p.id = ${"someone"}`]],
);

/**
 * Rewrites the search's copy of the calendars the condition `which` selects (an SQL condition on
 * `p`, the user_profiles row): who may see it, and the days marked available (and available or
 * tentative) merged into multiranges (decision 032). Run in the transaction of every change of a
 * calendar or its visibility, so the search never disagrees with the calendar.
 */
export async function syncSearchColumns(db: Db, which: SQL): Promise<void> {
  await SYNC.run(db, which);
}
