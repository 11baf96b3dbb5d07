import { and, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import { rawQuery } from "~/db/raw-query";
import { availabilityHolds, availabilitySettings } from "~/db/schema/availability";
import { isBlockedBetween, isHidden } from "~/features/moderation/public.server";
import type { Actor } from "~/lib/actor";
import type { Ctx } from "~/lib/context.server";
import { withConfirmedDays } from "./booking-days";
import { addDays, type Day } from "./days";
import { availabilityPolicy, visibilitiesFor } from "./policy";
import type { SharedRange } from "./shared-range";

/** A window of days a search or an offer asks about, and whether 'tentative' days count as free. */
export type AvailabilityWindow = { from: Day; to: Day; tentative: boolean };

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * SQL that holds when the listed technician `p` shows `viewer` a calendar (its visibility names the
 * viewer's kind, and they did not block the viewer; the viewer's own blocks and suspensions are the
 * caller's `visibleTo`) on which every day of the window is free (marked so, and no confirmed work on
 * it: issue 39). It reads only the row the search already reads (decision 032): the merged free days
 * contain the window; the technician's blocks of
 * the viewer are one hashed subplan for the whole query.
 */
export function freeOnEveryDay(viewer: Actor, window: AvailabilityWindow): SQL {
  const days = window.tentative ? sql`p.maybe_days` : sql`p.available_days`;
  return sql`p.availability_visibility in (${inList(visibilitiesFor(viewer))})
    and ${days} @> daterange(${window.from}::date, ${window.to}::date, '[]')
    and p.id not in (select refused.blocker_id from user_blocks refused where refused.blocked_id = ${viewer.id})`;
}

/**
 * SQL that holds when the listed technician `p` has no booking's hold (an option or confirmed work,
 * issue 39) on any day of the window: the search's 'sin opciones en esas fechas'. Held days are part
 * of the calendar, so the condition carries the calendar's own visibility rule (as `freeOnEveryDay`):
 * a technician whose calendar the viewer may not see (their visibility does not name the viewer's
 * kind, no calendar at all, or they blocked the viewer) is left out whenever the filter is on, so the
 * filter can never tell a viewer about bookings of a calendar hidden from them. One read of the row
 * the search already reads (`held_days`, kept by `syncSearchColumns`).
 */
export function withoutHolds(viewer: Actor, window: AvailabilityWindow): SQL {
  return sql`p.availability_visibility in (${inList(visibilitiesFor(viewer))})
    and (p.held_days is null or not (p.held_days && daterange(${window.from}::date, ${window.to}::date, '[]')))
    and p.id not in (select refused.blocker_id from user_blocks refused where refused.blocked_id = ${viewer.id})`;
}

/**
 * SQL that holds when the listed technician `p` shows `viewer` a calendar at all (its visibility names
 * the viewer's kind and they did not block the viewer): the condition `freeOnEveryDay` and
 * `withoutHolds` carry, for a screen that shows some days of a window rather than filtering on them.
 */
export function calendarShownTo(viewer: Actor): SQL {
  return sql`(p.availability_visibility in (${inList(visibilitiesFor(viewer))})
    and p.id not in (select refused.blocker_id from user_blocks refused where refused.blocked_id = ${viewer.id}))`;
}

/** SQL of the days of the window the listed technician `p` marked available (not merely tentative), as multirange text, for `freeDaysIn`. */
export function firmDaysInWindow(window: AvailabilityWindow): SQL {
  return sql`(p.available_days * datemultirange(daterange(${window.from}::date, ${window.to}::date, '[]')))::text`;
}

/**
 * Another member's calendar on [from, to] as the signed-in viewer may see it: null (as if there were
 * none) for visitors, for a viewer the owner's visibility does not name, when either blocked the
 * other, or when the owner is suspended or leaving; the owner always sees theirs. Days of confirmed
 * work (issue 39) read as plain busy days, whatever was marked (never the production nor the
 * company); options are not shown at all.
 */
export async function calendarFor(ctx: Ctx, ownerId: string, window: { from: Day; to: Day }): Promise<SharedRange[] | null> {
  const viewer = ctx.actor;
  if (!viewer) return null;
  const [settings] = await ctx.db
    .select({ visibility: availabilitySettings.visibility })
    .from(availabilitySettings)
    .where(eq(availabilitySettings.userId, ownerId));
  if (!settings || !availabilityPolicy.can(viewer, "readCalendar", { id: ownerId, visibility: settings.visibility })) return null;
  if (viewer.id !== ownerId && ((await isBlockedBetween(ctx, viewer.id, ownerId)) || (await isHidden(ctx, ownerId)))) return null;
  const [ranges, confirmed] = await Promise.all([
    SHARED_RANGES.rows(ctx.db, ownerId, window),
    ctx.db
      .select({ from: availabilityHolds.startsOn, to: availabilityHolds.endsOn })
      .from(availabilityHolds)
      .where(
        and(
          eq(availabilityHolds.userId, ownerId),
          eq(availabilityHolds.kind, "confirmed"),
          gte(availabilityHolds.endsOn, window.from),
          lte(availabilityHolds.startsOn, window.to),
        ),
      ),
  ]);
  return withConfirmedDays(ranges, confirmed);
}

/** The owner's marked runs that touch [from, to], days as ISO text, in calendar order. */
const SHARED_RANGES = rawQuery(
  "availability.shared-ranges",
  (ownerId: string, window: { from: Day; to: Day }) =>
    sql<SharedRange>`select starts_on::text as "from", ends_on::text as "to", status, places, note from availability_ranges
        where user_id = ${ownerId} and ends_on >= ${window.from}::date and starts_on <= ${window.to}::date order by starts_on`,
  [["someone", { from: "2026-01-01", to: "2026-01-31" }]],
);

/** How far ahead a profile shows its owner's calendar. */
const UPCOMING_DAYS = 28;

/** The next four weeks (from today, UTC) of a technician's calendar as the signed-in viewer may see it on the profile; null when they may not (as `calendarFor`). */
export function upcomingCalendar(ctx: Ctx, ownerId: string): Promise<SharedRange[] | null> {
  const from = ctx.now().toISOString().slice(0, 10);
  return calendarFor(ctx, ownerId, { from, to: addDays(from, UPCOMING_DAYS - 1) });
}
