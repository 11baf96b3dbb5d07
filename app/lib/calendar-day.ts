const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * True for a day written `YYYY-MM-DD` that exists in the calendar, from year 1 to 9999 as PostgreSQL
 * keeps dates: not 30 February, not month 13, not year 0. The one rule for every date the app reads
 * from a form or a URL, so a well-shaped date that does not exist is a 400, never a database error.
 */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
