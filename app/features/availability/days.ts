import { isCalendarDay } from "~/lib/calendar-day";

/** A calendar day as `YYYY-MM-DD`, without a time or a zone: the technician's local day. */
export type Day = string;

const DAY_MS = 86_400_000;

/** True for a real calendar day written `YYYY-MM-DD` (the app's one rule: not 30 February, not 2026-13-01) from 2000 to 2200. */
export function isDay(value: unknown): value is Day {
  if (!isCalendarDay(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= 2000 && year <= 2200;
}

/** The UTC midnight of a day, for arithmetic only. */
function epoch(day: Day): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: Day, count: number): Day {
  return new Date(epoch(day) + count * DAY_MS).toISOString().slice(0, 10);
}

/** How many days from `from` to `to` (0 for the same day, negative when `to` is earlier). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((epoch(to) - epoch(from)) / DAY_MS);
}

/** The weekday of a day, 0 Sunday … 6 Saturday. */
export function weekday(day: Day): number {
  return new Date(epoch(day)).getUTCDay();
}

/** Every day from `from` to `to`, both included (empty when `to` is earlier). */
export function daysFrom(from: Day, to: Day): Day[] {
  const count = daysBetween(from, to);
  return Array.from({ length: Math.max(0, count + 1) }, (_, index) => addDays(from, index));
}

/** The calendar day an instant falls on in a time zone: a technician's "today". */
export function dayIn(instant: Date, timeZone: string): Day {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(instant);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The Saturday and Sunday of the weekend on or after `day` (from `day` itself when it is Sunday: the weekend already under way). */
export function weekendOf(day: Day): { from: Day; to: Day } {
  const today = weekday(day);
  if (today === 0) return { from: day, to: day };
  const saturday = addDays(day, 6 - today);
  return { from: saturday, to: addDays(saturday, 1) };
}

/** Every weekend (Saturday–Sunday) that starts from `from` to `until`, at most `max`, clipped to [from, until]. */
export function weekendsBetween(from: Day, until: Day, max: number): { from: Day; to: Day }[] {
  const weekends: { from: Day; to: Day }[] = [];
  let current = weekendOf(from);
  while (current.from <= until && weekends.length < max) {
    weekends.push({ from: current.from, to: current.to > until ? until : current.to });
    current = weekendOf(addDays(current.to, 1));
  }
  return weekends;
}

/** The month of a day, `YYYY-MM`. */
export function monthOf(day: Day): string {
  return day.slice(0, 7);
}

/** True for a month written `YYYY-MM`. */
export function isMonth(value: unknown): value is string {
  return typeof value === "string" && /^\d{4}-\d{2}$/.test(value) && isDay(`${value}-01`);
}

/** The first and last day of a month `YYYY-MM`. */
export function monthBounds(month: string): { from: Day; to: Day } {
  const from = `${month}-01`;
  const next = addDays(from, 32).slice(0, 7);
  return { from, to: addDays(`${next}-01`, -1) };
}

/** The month `count` months after `month` (before, when negative). */
export function addMonths(month: string, count: number): string {
  const [year, index] = month.split("-").map(Number) as [number, number];
  const date = new Date(Date.UTC(year, index - 1 + count, 1));
  return date.toISOString().slice(0, 7);
}

/**
 * The weeks a month view shows, Monday first: each week seven days, `null` outside the month.
 */
export function monthWeeks(month: string): (Day | null)[][] {
  const { from, to } = monthBounds(month);
  const lead = (weekday(from) + 6) % 7;
  const cells: (Day | null)[] = [...Array.from({ length: lead }, () => null), ...daysFrom(from, to)];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, index) => cells.slice(index * 7, index * 7 + 7));
}

/** The later of two days. */
export function laterDay(a: Day, b: Day): Day {
  return a > b ? a : b;
}

/** The earlier of two days. */
export function earlierDay(a: Day, b: Day): Day {
  return a < b ? a : b;
}
