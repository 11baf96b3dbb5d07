import { and, asc, eq, gte, or } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { availabilityHolds, availabilityRanges, availabilitySettings } from "~/db/schema/availability";
import { bookings } from "~/db/schema/bookings";
import { userProfiles } from "~/db/schema/profiles";
import { type AgendaRun, mergeAgendaRuns } from "./agenda-merge";
import type { Day } from "./days";
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

/**
 * A confirmed booking in a 'Mi agenda' feed (issue 39): `side` says whose feed reads it (the
 * technician's work, or the company's crew), with the production, the place and, for the company,
 * the technician's names.
 */
export type AgendaBooking = {
  bookingId: string;
  side: "technician" | "company";
  from: Day;
  to: Day;
  production: string;
  venue: string | null;
  city: string;
  country: string;
  technicianFirstName: string | null;
  technicianLastName: string | null;
  updatedAt: Date;
};

/**
 * The confirmed work that ends on or after `since` of a member, in day order (at most 400): as the
 * technician (their availability holds) and as the company (the holds kept for it,
 * availability_holds.company_id). Options never enter a feed. For the member's own feed only.
 */
export async function agendaBookings(db: Db, userId: string, since: Day): Promise<AgendaBooking[]> {
  const rows = await db
    .select({
      bookingId: availabilityHolds.bookingId,
      technicianId: availabilityHolds.userId,
      from: availabilityHolds.startsOn,
      to: availabilityHolds.endsOn,
      production: availabilityHolds.label,
      venue: bookings.venue,
      city: bookings.city,
      country: bookings.country,
      technicianFirstName: userProfiles.firstName,
      technicianLastName: userProfiles.lastName,
      updatedAt: bookings.updatedAt,
    })
    .from(availabilityHolds)
    .innerJoin(bookings, eq(bookings.id, availabilityHolds.bookingId))
    .leftJoin(userProfiles, eq(userProfiles.id, availabilityHolds.userId))
    .where(
      and(
        eq(availabilityHolds.kind, "confirmed"),
        gte(availabilityHolds.endsOn, since),
        or(eq(availabilityHolds.userId, userId), eq(availabilityHolds.companyId, userId)),
      ),
    )
    .orderBy(asc(availabilityHolds.startsOn), asc(availabilityHolds.bookingId))
    .limit(AGENDA_RUNS);
  return rows.map(({ technicianId, ...row }) => ({ ...row, side: technicianId === userId ? "technician" : "company" }));
}
