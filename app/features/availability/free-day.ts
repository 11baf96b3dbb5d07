import { addDays, daysFrom } from "./days";

/** A day of a search's window on which a technician is free, and whether only tentatively. */
export type FreeDay = { day: string; tentative: boolean };

/**
 * The days of a window as a search result's card shows them: every day is free (the filter asked
 * for it), and those outside `firm` (the multirange text of `firmDaysInWindow`) only tentatively.
 */
export function freeDaysIn(window: { from: string; to: string }, firm: string | null): FreeDay[] {
  const ranges = [...(firm ?? "").matchAll(/([[(])(\d{4}-\d{2}-\d{2}),(\d{4}-\d{2}-\d{2})([\])])/g)].map(([, open, from, to, close]) => ({
    from: open === "[" ? from : addDays(from, 1),
    to: close === "]" ? to : addDays(to, -1),
  }));
  return daysFrom(window.from, window.to).map((day) => ({ day, tentative: !ranges.some((range) => range.from <= day && day <= range.to) }));
}
