import { addDays, type Day, daysBetween, isDay } from "./days";
import { AVAILABILITY_LIMITS } from "./options";

/** The days a search asks about (`desde`, `hasta`) and whether tentative days count (`tentativos`). */
export type SearchWindow = { from: Day; to: Day; tentative: boolean };

/**
 * The date filter of a search URL: `desde` (a day), `hasta` (a day; the same day when missing,
 * malformed or earlier), `tentativos=1`. No valid `desde`, no filter; a window longer than 31 days is
 * cut to its first 31.
 */
export function searchWindow(params: URLSearchParams): SearchWindow | null {
  const from = params.get("desde");
  if (!isDay(from)) return null;
  const asked = params.get("hasta");
  const to = isDay(asked) && asked >= from ? asked : from;
  const last = addDays(from, AVAILABILITY_LIMITS.searchDays - 1);
  return { from, to: daysBetween(from, to) >= AVAILABILITY_LIMITS.searchDays ? last : to, tentative: params.get("tentativos") === "1" };
}
