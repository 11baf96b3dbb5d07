import { and, asc, eq, gte } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { availabilityRanges, availabilitySettings } from "~/db/schema/availability";
import { type AgendaRun, mergeAgendaRuns } from "./agenda-merge";
import { CALENDAR_RANGE_COLUMNS } from "./range-columns.server";

/** The most rows a calendar feed reads (a year of a busy calendar). */
const AGENDA_RUNS = 400;

export type { AgendaRun };

/**
 * The technician's own runs that end on or after `since` (YYYY-MM-DD), in day order, touching runs of
 * one status merged (at most 400 rows read); none when they left their days out of the feed. For
 * their own feed only (the token is theirs).
 */
export async function agendaRuns(db: Db, userId: string, since: string): Promise<AgendaRun[]> {
  const [settings] = await db
    .select({ inAgendaFeed: availabilitySettings.inAgendaFeed })
    .from(availabilitySettings)
    .where(eq(availabilitySettings.userId, userId))
    .limit(1);
  if (settings && !settings.inAgendaFeed) return [];
  const rows = await db
    .select({ ...CALENDAR_RANGE_COLUMNS, writtenAt: availabilityRanges.createdAt })
    .from(availabilityRanges)
    .where(and(eq(availabilityRanges.userId, userId), gte(availabilityRanges.endsOn, since)))
    .orderBy(asc(availabilityRanges.startsOn))
    .limit(AGENDA_RUNS);
  return mergeAgendaRuns(rows);
}
