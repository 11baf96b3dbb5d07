import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { type AvailabilityVisibility, availabilitySettings } from "~/db/schema/availability";
import { userProfiles } from "~/db/schema/profiles";
import { type Day, dayIn } from "./days";
import { defaultTimeZone } from "./time-zones";

/** A technician's calendar settings, with their "today" at the moment asked. */
export type CalendarSettings = { visibility: AvailabilityVisibility; timeZone: string; inAgendaFeed: boolean; calendarUpdatedAt: Date | null; today: Day };

/**
 * The technician's settings row, created on first use (visible to companies, the usual zone of their
 * profile's country); with `lock` (inside a transaction) it is locked, so two changes to one calendar
 * never interleave.
 */
export async function calendarSettings(db: Db, userId: string, now: Date, options: { lock?: boolean } = {}): Promise<CalendarSettings> {
  const [profile] = await db.select({ country: userProfiles.country }).from(userProfiles).where(eq(userProfiles.id, userId));
  await db
    .insert(availabilitySettings)
    .values({ userId, timeZone: defaultTimeZone(profile?.country) })
    .onConflictDoNothing();
  const query = db
    .select({
      visibility: availabilitySettings.visibility,
      timeZone: availabilitySettings.timeZone,
      inAgendaFeed: availabilitySettings.inAgendaFeed,
      calendarUpdatedAt: availabilitySettings.calendarUpdatedAt,
    })
    .from(availabilitySettings)
    .where(eq(availabilitySettings.userId, userId));
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) throw new Error(`availability settings of ${userId} missing after insert`);
  return { ...row, today: dayIn(now, row.timeZone) };
}
