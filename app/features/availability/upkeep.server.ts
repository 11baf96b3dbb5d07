import { lt, sql } from "drizzle-orm";
import { rawQuery } from "~/db/raw-query";
import { availabilityHolds, availabilityRanges } from "~/db/schema/availability";
import { notHidden } from "~/features/moderation/public.server";
import type { Ctx } from "~/lib/context.server";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { addDays } from "./days";
import { syncSearchColumns } from "./search-columns.server";

/** The calendar's upkeep (reminders, past days) runs once a day. */
export const AVAILABILITY_UPKEEP_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** A calendar unchanged this long gets one gentle reminder. */
export const REMINDER_AFTER_DAYS = 30;
const REMINDER_PAGE = 1000;

/** Marks a page of quiet calendars (unchanged since `cutoff`, not reminded since, shown to someone, of visible accounts) as reminded at `now`; their owners. */
const REMIND_PAGE = rawQuery(
  "availability.remind-quiet-page",
  (now: Date, cutoff: Date) =>
    sql<{ user_id: string }>`update availability_settings set reminded_at = ${now.toISOString()}::timestamptz
          where user_id in (
            select quiet.user_id from availability_settings quiet
            where quiet.calendar_updated_at < ${cutoff.toISOString()}::timestamptz
              and (quiet.reminded_at is null or quiet.reminded_at < quiet.calendar_updated_at)
              and quiet.visibility <> 'nobody' and ${notHidden(sql`quiet.user_id`)}
            order by quiet.calendar_updated_at limit ${REMINDER_PAGE})
          returning user_id`,
  [[new Date(0), new Date(0)]],
);

/**
 * Reminds, once per quiet spell, every technician whose calendar has not changed for 30 days (not
 * those who show it to nobody, nor suspended or leaving accounts): their settings row records the
 * reminder and an outbox event a page of them, in the job's transaction, so a rerun reminds nobody
 * twice; the notifications feature turns it into the in-app notice and the e-mail their preferences
 * allow. Returns how many were reminded.
 */
export async function remindQuietCalendars(ctx: Pick<Ctx, "db" | "now">): Promise<number> {
  const now = ctx.now();
  const cutoff = new Date(now.getTime() - REMINDER_AFTER_DAYS * 86_400_000);
  let reminded = 0;
  for (;;) {
    const page = await REMIND_PAGE.rows(ctx.db, now, cutoff);
    if (page.length === 0) return reminded;
    await enqueue(ctx.db, { type: "availability.reminder_due", payload: { userIds: page.map((row) => row.user_id) } });
    reminded += page.length;
  }
}

/**
 * Deletes the marks of days before yesterday (UTC), which are past in every time zone a technician
 * may have, and trims runs that started then to start on that day; a technician's today and later
 * are never touched. Booking holds (issue 39) that ended before that day are deleted too. The search's
 * copy of those calendars is rewritten in the same transaction. Returns how many runs were deleted.
 */
export async function deletePastMarks(ctx: Pick<Ctx, "db" | "now">): Promise<number> {
  const cutoff = addDays(ctx.now().toISOString().slice(0, 10), -1);
  const deleted = await ctx.db.delete(availabilityRanges).where(lt(availabilityRanges.endsOn, cutoff)).returning({ userId: availabilityRanges.userId });
  const trimmed = await ctx.db
    .update(availabilityRanges)
    .set({ startsOn: cutoff })
    .where(lt(availabilityRanges.startsOn, cutoff))
    .returning({ userId: availabilityRanges.userId });
  const released = await ctx.db.delete(availabilityHolds).where(lt(availabilityHolds.endsOn, cutoff)).returning({ userId: availabilityHolds.userId });
  const touched = [...new Set([...deleted, ...trimmed, ...released].map((row) => row.userId))];
  for (let start = 0; start < touched.length; start += 1000) {
    const ids = touched.slice(start, start + 1000).map((id) => sql`${id}`);
    await syncSearchColumns(ctx.db, sql`p.id in (${sql.join(ids, sql`, `)})`);
  }
  return deleted.length;
}
