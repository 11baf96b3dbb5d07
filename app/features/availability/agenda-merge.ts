import type { CalendarRange } from "./calendar-range";
import { addDays } from "./days";

/** A run of the technician's own calendar for their 'Mi agenda' feed, with when it was last written. */
export type AgendaRun = CalendarRange & { writtenAt: Date };

/**
 * The runs as a calendar app should show them: runs in day order that touch (the next starts the day
 * after the last ends) and have the same status become one run from the first's start to the last's
 * end, with their places and notes (each once, in order, notes joined by '; ') and the latest write.
 * A run keeps its first day, so its feed entry keeps its UID while nothing before it changes.
 */
export function mergeAgendaRuns(runs: readonly AgendaRun[]): AgendaRun[] {
  const groups: AgendaRun[][] = [];
  for (const run of runs) {
    const group = groups.at(-1);
    const last = group?.at(-1);
    if (group && last && last.status === run.status && addDays(last.to, 1) === run.from) group.push(run);
    else groups.push([run]);
  }
  return groups.map((group) => {
    const first = group[0] as AgendaRun;
    const notes = [...new Set(group.flatMap((run) => (run.note ? [run.note] : [])))];
    return {
      from: first.from,
      to: (group.at(-1) as AgendaRun).to,
      status: first.status,
      places: [...new Set(group.flatMap((run) => run.places))],
      note: notes.length > 0 ? notes.join("; ") : null,
      writtenAt: new Date(Math.max(...group.map((run) => run.writtenAt.getTime()))),
    };
  });
}
