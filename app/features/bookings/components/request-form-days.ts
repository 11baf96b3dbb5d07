import { addDays, isDay } from "~/features/availability/public";
import { BOOKING_RULES } from "../booking-rules";

/** The prefix of a day's call time field: `callTime.2026-12-05`. */
export const CALL_TIME_PREFIX = "callTime.";
/** The one call time the form offers for every day (without JavaScript too); the action spreads it over the days. */
export const CALL_TIME_ALL = "callTime";

/**
 * The days a request's first and last day name, in order (one day when the last is empty or the
 * same): null when the first is not a real day, the last is before it, or they span more than the
 * longest booking (60 days), so the form shows no per-day fields then.
 */
export function requestDays(startsOn: string, endsOn: string): string[] | null {
  if (!isDay(startsOn)) return null;
  const last = endsOn === "" ? startsOn : endsOn;
  if (!isDay(last) || last < startsOn || last >= addDays(startsOn, BOOKING_RULES.maxDays)) return null;
  const days = [startsOn];
  while (days[days.length - 1] < last) days.push(addDays(days[days.length - 1], 1));
  return days;
}

/**
 * The posted fields as the booking request reads them: the one call time for every day (`callTime`)
 * becomes each day's `callTime.YYYY-MM-DD` where the day has none of its own; empty call times and
 * those of days outside the chosen days (a field left from other dates) are dropped. Other fields pass unchanged.
 */
export function withCallTimes(values: Record<string, string>): Record<string, string> {
  const days = requestDays(values.startsOn ?? "", values.endsOn ?? "");
  const every = (values[CALL_TIME_ALL] ?? "").trim();
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (name === CALL_TIME_ALL) continue;
    if (name.startsWith(CALL_TIME_PREFIX)) {
      const day = name.slice(CALL_TIME_PREFIX.length);
      // Without chosen days the request is refused for its dates; a malformed day's call time is kept for the rules to refuse.
      if (value.trim() !== "" && (!days || !isDay(day) || days.includes(day))) result[name] = value;
      continue;
    }
    result[name] = value;
  }
  if (every && days) for (const day of days) result[`${CALL_TIME_PREFIX}${day}`] ??= every;
  return result;
}
