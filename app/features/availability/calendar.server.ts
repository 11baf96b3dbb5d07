import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { availabilityHolds, availabilityRanges, availabilitySettings } from "~/db/schema/availability";
import { type Ctx, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { purgeMemberPage } from "~/lib/member-page-purge.server";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { parseInput } from "~/lib/parse-input.server";
import {
  type ClearInput,
  clearInput,
  type MarkInput,
  markInput,
  type SettingsInput,
  settingsInput,
  type WeekendsInput,
  weekendsInput,
} from "./availability.schemas";
import type { CalendarHold } from "./booking-days";
import type { CalendarRange } from "./calendar-range";
import { addDays, addMonths, type Day, daysBetween, isMonth, monthBounds, monthOf, weekendOf, weekendsBetween } from "./days";
import { AVAILABILITY_LIMITS, QUICK_MARKS } from "./options";
import { availabilityPolicy } from "./policy";
import { CALENDAR_RANGE_COLUMNS } from "./range-columns.server";
import { writeRange } from "./ranges.server";
import { syncSearchColumns } from "./search-columns.server";
import { type CalendarSettings, calendarSettings } from "./settings.server";

/** The editor's month: the technician's settings and today, the month shown, the marks and the bookings' holds (issue 39) that touch it. */
export type MyCalendar = CalendarSettings & { month: string; ranges: CalendarRange[]; holds: CalendarHold[] };

/** Refuses a range that starts before the technician's today, ends before it starts, is too long or too far ahead. */
function checkRange(from: Day, to: Day, today: Day, maxDays: number = AVAILABILITY_LIMITS.rangeDays): void {
  if (from < today) throw new AppError("AVAILABILITY_PAST_DAY", 400, {}, "from");
  if (to < from || daysBetween(from, to) >= maxDays || daysBetween(today, to) > AVAILABILITY_LIMITS.aheadDays)
    throw new AppError("AVAILABILITY_RANGE_INVALID", 400, {}, "to");
}

/**
 * Runs one change of the actor's own calendar in a transaction, under their settings lock, and records
 * when the calendar last changed; the days it changed (`change` returns them) are announced with it
 * ("availability.changed", issue 41: saved talent searches are matched again).
 */
async function changeCalendar(ctx: Ctx, change: (db: Db, userId: string, settings: CalendarSettings) => Promise<{ from: Day; to: Day }>): Promise<void> {
  const actor = availabilityPolicy.authorize(ctx.actor, "keepCalendar");
  await withTransaction(ctx, async (tx) => {
    const settings = await calendarSettings(tx.db, actor.id, tx.now(), { lock: true });
    const changed = await change(tx.db, actor.id, settings);
    await tx.db.update(availabilitySettings).set({ calendarUpdatedAt: tx.now() }).where(eq(availabilitySettings.userId, actor.id));
    await syncSearchColumns(tx.db, sql`p.id = ${actor.id}`);
    await enqueue(tx.db, { type: "availability.changed", payload: { userId: actor.id, ...changed } });
  });
  // The public page's availability summary shows the calendar (issue 38).
  await purgeMemberPage(ctx.db, actor.id);
}

/**
 * Marks the signed-in technician's days [from, to] with a status (and places, a note): only their
 * own calendar, never a day before their local today, at most 366 days at once and 550 days ahead.
 * What was there is replaced on those days only; runs that touch and say the same are merged.
 */
export async function markDays(ctx: Ctx, input: MarkInput): Promise<void> {
  const mark = parseInput(markInput, input);
  await changeCalendar(ctx, async (db, userId, settings) => {
    checkRange(mark.from, mark.to, settings.today);
    await writeRange(db, userId, mark.from, mark.to, { status: mark.status, places: mark.places, note: mark.note });
    return { from: mark.from, to: mark.to };
  });
}

/** Clears the signed-in technician's marks on [from, to] (those days become unknown again); past days are refused as for marking. */
export async function clearDays(ctx: Ctx, input: ClearInput): Promise<void> {
  const range = parseInput(clearInput, input);
  await changeCalendar(ctx, async (db, userId, settings) => {
    checkRange(range.from, range.to, settings.today);
    await writeRange(db, userId, range.from, range.to, null);
    return { from: range.from, to: range.to };
  });
}

/** Marks every weekend (Saturday and Sunday) from `from` until `until` the same way: at most 26 weekends, none before today. */
export async function markWeekends(ctx: Ctx, input: WeekendsInput): Promise<number> {
  const repeat = parseInput(weekendsInput, input);
  let count = 0;
  await changeCalendar(ctx, async (db, userId, settings) => {
    checkRange(repeat.from, repeat.until, settings.today, AVAILABILITY_LIMITS.weekends * 7);
    const weekends = weekendsBetween(repeat.from, repeat.until, AVAILABILITY_LIMITS.weekends);
    for (const weekend of weekends) await writeRange(db, userId, weekend.from, weekend.to, { status: repeat.status, places: repeat.places, note: repeat.note });
    count = weekends.length;
    return { from: repeat.from, to: repeat.until };
  });
  return count;
}

/** Applies a quick mark to the signed-in technician's calendar, counted from their own today; an unknown one is refused with 400. */
export async function quickMark(ctx: Ctx, what: string): Promise<{ from: Day; to: Day }> {
  if (!(QUICK_MARKS as readonly string[]).includes(what)) throw new AppError("INVALID_CHOICE", 400, {}, "quick");
  let marked = { from: "", to: "" };
  await changeCalendar(ctx, async (db, userId, settings) => {
    marked = what === "free-today" ? { from: settings.today, to: settings.today } : weekendOf(settings.today);
    const status = what === "busy-weekend" ? "busy" : "available";
    await writeRange(db, userId, marked.from, marked.to, { status, places: [], note: null });
    return marked;
  });
  return marked;
}

/** Saves who sees the signed-in technician's calendar and their time zone (marks are untouched). */
export async function saveCalendarSettings(ctx: Ctx, input: SettingsInput): Promise<void> {
  const actor = availabilityPolicy.authorize(ctx.actor, "keepCalendar");
  const settings = parseInput(settingsInput, input);
  await withTransaction(ctx, async (tx) => {
    const current = await calendarSettings(tx.db, actor.id, tx.now(), { lock: true });
    await tx.db.update(availabilitySettings).set(settings).where(eq(availabilitySettings.userId, actor.id));
    await syncSearchColumns(tx.db, sql`p.id = ${actor.id}`);
    // Who sees the calendar changed how every coming day reads to others (issue 41).
    await enqueue(tx.db, {
      type: "availability.changed",
      payload: { userId: actor.id, from: current.today, to: addDays(current.today, AVAILABILITY_LIMITS.aheadDays) },
    });
  });
  // The public page's availability summary shows the calendar (issue 38).
  await purgeMemberPage(ctx.db, actor.id);
}

/**
 * The signed-in technician's own calendar for a month (`YYYY-MM`; their current month when missing
 * or malformed, and never more than 18 months away): settings, today, the marks touching the month
 * and, apart from them, the days their bookings hold (options with their rank, confirmed work; only
 * the owner sees these with the production's name).
 */
export async function myCalendar(ctx: Ctx, month: string | null): Promise<MyCalendar> {
  const actor = availabilityPolicy.authorize(ctx.actor, "keepCalendar");
  const settings = await calendarSettings(ctx.db, actor.id, ctx.now());
  const current = monthOf(settings.today);
  const shown = isMonth(month) && month >= addMonths(current, -1) && month <= addMonths(current, 18) ? month : current;
  const { from, to } = monthBounds(shown);
  const [rows, holds] = await Promise.all([
    ctx.db
      .select(CALENDAR_RANGE_COLUMNS)
      .from(availabilityRanges)
      .where(and(eq(availabilityRanges.userId, actor.id), gte(availabilityRanges.endsOn, from), lte(availabilityRanges.startsOn, to)))
      .orderBy(asc(availabilityRanges.startsOn)),
    ctx.db
      .select({
        bookingId: availabilityHolds.bookingId,
        from: availabilityHolds.startsOn,
        to: availabilityHolds.endsOn,
        kind: availabilityHolds.kind,
        rank: availabilityHolds.rank,
        label: availabilityHolds.label,
      })
      .from(availabilityHolds)
      .where(and(eq(availabilityHolds.userId, actor.id), gte(availabilityHolds.endsOn, from), lte(availabilityHolds.startsOn, to)))
      .orderBy(asc(availabilityHolds.startsOn), asc(availabilityHolds.kind), asc(availabilityHolds.rank)),
  ]);
  return { ...settings, month: shown, ranges: rows, holds };
}
