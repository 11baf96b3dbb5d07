import { addDays, type Day } from "./days";
import type { AvailabilityStatus } from "./options";

/** Whether a booking holds the days as an option or as confirmed work (the schema's HoldKind, for screens). */
export type HoldKindName = "option" | "confirmed";

/** A booking's hold as the technician's own month view shows it: its dates, kind, rank (1 = primera opción) and production, linking to /bookings/{id}. */
export type CalendarHold = { bookingId: string; from: Day; to: Day; kind: HoldKindName; rank: number; label: string };

/** A run of days with a status, and whatever else the caller's runs carry. */
type Run = { from: Day; to: Day; status: AvailabilityStatus; places: string[]; note: string | null };

/** The runs of `days` in day order, overlapping or touching ones joined. */
function mergedDays(days: readonly { from: Day; to: Day }[]): { from: Day; to: Day }[] {
  const result: { from: Day; to: Day }[] = [];
  for (const run of [...days].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))) {
    const last = result.at(-1);
    if (last && addDays(last.to, 1) >= run.from) {
      if (run.to > last.to) last.to = run.to;
    } else result.push({ from: run.from, to: run.to });
  }
  return result;
}

/**
 * The calendar as others see it once confirmed work is counted (issue 39): the days of `confirmed`
 * are busy whatever the marks say, and say nothing more (no production, no company: plain 'Ocupado'
 * runs with no places or note); marks are cut around them. Options never reach this: others do not
 * see them. In day order.
 */
export function withConfirmedDays<R extends Run>(ranges: readonly R[], confirmed: readonly { from: Day; to: Day }[]): Run[] {
  const busy = mergedDays(confirmed);
  const kept: Run[] = [];
  for (const range of ranges) {
    let pieces = [{ from: range.from, to: range.to }];
    for (const block of busy)
      pieces = pieces.flatMap((piece) => {
        if (block.to < piece.from || block.from > piece.to) return [piece];
        return [
          ...(piece.from < block.from ? [{ from: piece.from, to: addDays(block.from, -1) }] : []),
          ...(piece.to > block.to ? [{ from: addDays(block.to, 1), to: piece.to }] : []),
        ];
      });
    kept.push(...pieces.map((piece) => ({ from: piece.from, to: piece.to, status: range.status, places: range.places, note: range.note })));
  }
  const all = [...kept, ...busy.map((block) => ({ ...block, status: "busy" as const, places: [], note: null }))];
  return all.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}

/** The hold of a day in the owner's month view, if any: confirmed work first, then the best-ranked option. */
export function holdOn(day: Day, holds: readonly CalendarHold[]): CalendarHold | null {
  const on = holds.filter((hold) => hold.from <= day && day <= hold.to);
  on.sort((a, b) => (a.kind === b.kind ? a.rank - b.rank : a.kind === "confirmed" ? -1 : 1));
  return on[0] ?? null;
}
