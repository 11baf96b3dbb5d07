import { and, asc, eq, gte } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { availabilityRanges } from "~/db/schema/availability";
import type { CalendarRange } from "./calendar-range";
import { CALENDAR_RANGE_COLUMNS } from "./range-columns.server";

/** The most runs a calendar feed carries (a year of a busy calendar). */
const AGENDA_RUNS = 400;

/** A run of the technician's own calendar for their 'Mi agenda' feed, with when it was written. */
export type AgendaRun = CalendarRange & { writtenAt: Date };

/** The technician's own runs that end on or after `since` (YYYY-MM-DD), in day order, at most 400: for their own feed only (the token is theirs). */
export async function agendaRuns(db: Db, userId: string, since: string): Promise<AgendaRun[]> {
  return db
    .select({ ...CALENDAR_RANGE_COLUMNS, writtenAt: availabilityRanges.createdAt })
    .from(availabilityRanges)
    .where(and(eq(availabilityRanges.userId, userId), gte(availabilityRanges.endsOn, since)))
    .orderBy(asc(availabilityRanges.startsOn))
    .limit(AGENDA_RUNS);
}
