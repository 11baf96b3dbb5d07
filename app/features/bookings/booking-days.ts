import { addDays, type Day, dayIn } from "~/features/availability/public";

const MINUTE_MS = 60_000;
/** Every zone's midnight lies within this many minutes of the day's UTC midnight (offsets span −12 h to +14 h). */
const SEARCH_MINUTES = 15 * 60;

/**
 * The first instant of `day` in `timeZone` (DST-correct: where midnight does not exist, the first
 * minute that does): the smallest whole minute whose local day is `day`, found by bisection, since a
 * place's local day only moves forward with time.
 */
export function startOfDayIn(day: Day, timeZone: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  let low = utcMidnight - SEARCH_MINUTES * MINUTE_MS; // local day still before `day`
  let high = utcMidnight + SEARCH_MINUTES * MINUTE_MS; // local day already `day` or later
  while (high - low > MINUTE_MS) {
    const middle = low + Math.floor((high - low) / MINUTE_MS / 2) * MINUTE_MS;
    if (dayIn(new Date(middle), timeZone) >= day) high = middle;
    else low = middle;
  }
  return new Date(high);
}

/** The first instant after `day` in `timeZone`: when an option that holds until `day` expires. */
export function endOfDayIn(day: Day, timeZone: string): Date {
  return startOfDayIn(addDays(day, 1), timeZone);
}

/** Hours from `now` until `day` starts in `timeZone` (negative once it has started). */
export function hoursUntilDay(day: Day, timeZone: string, now: Date): number {
  return (startOfDayIn(day, timeZone).getTime() - now.getTime()) / 3_600_000;
}
