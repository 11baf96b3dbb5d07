import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { availabilityRanges, availabilitySettings } from "~/db/schema/availability";
import type { Ctx } from "~/lib/context.server";
import type { AvailabilityStatus, AvailabilityVisibility } from "./options";
import { syncSearchColumns } from "./search-columns.server";

/** A member's calendar as bulk data (the demo seed) brings it in: who sees it, its zone, and its marked runs of days. */
export type ImportedCalendar = {
  userId: string;
  visibility: AvailabilityVisibility;
  timeZone: string;
  updatedAt: Date;
  ranges: { startsOn: string; endsOn: string; status: AvailabilityStatus; note: string | null; places: string[] }[];
};

/**
 * Inserts calendars in one transaction; a member who already has one keeps it (their runs are not
 * added). The search columns of every member with a calendar are brought up to date, as after an edit.
 */
export async function importCalendars(ctx: Pick<Ctx, "db">, calendars: ImportedCalendar[]): Promise<void> {
  if (calendars.length === 0) return;
  await ctx.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(availabilitySettings)
      .values(calendars.map(({ userId, visibility, timeZone, updatedAt }) => ({ userId, visibility, timeZone, calendarUpdatedAt: updatedAt })))
      .onConflictDoNothing()
      .returning({ userId: availabilitySettings.userId });
    const ids = new Set(fresh.map((row) => row.userId));
    const rows = calendars.filter((calendar) => ids.has(calendar.userId)).flatMap(({ userId, ranges }) => ranges.map((range) => ({ userId, ...range })));
    for (let start = 0; start < rows.length; start += 500) await tx.insert(availabilityRanges).values(rows.slice(start, start + 500));
    await syncSearchColumns(tx as unknown as Db, sql`p.id in (select user_id from availability_settings)`);
  });
}
