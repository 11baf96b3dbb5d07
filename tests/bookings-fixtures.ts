import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { adminAudit } from "~/db/schema/admin-audit";
import { type BookingStatus, bookingEvents, bookingReviews, bookings } from "~/db/schema/bookings";
import { outbox } from "~/db/schema/outbox";
import { addDays, dayIn } from "~/features/availability/public";
import { testDb } from "./setup/test-database";

/**
 * Bookings written straight into the table for the tests of what happens after the work (reviews,
 * credits, pages): a done job needs no request, option or confirmation first (issue 39).
 */

/** The place of every fixture booking: Montevideo has no daylight saving time, so its days are plain. */
export const FIXTURE_TIME_ZONE = "America/Montevideo";

/** The day `days` from today in the fixture place's time zone, as seen at `now`. */
export function placeDay(days: number, now: Date = new Date()): string {
  return addDays(dayIn(now, FIXTURE_TIME_ZONE), days);
}

export type FixtureBooking = {
  companyId: string;
  technicianId: string;
  /** completed by default. */
  status?: BookingStatus;
  /** The last day of the work; three days ago (place's day) by default. */
  endsOn?: string;
  startsOn?: string;
  timeZone?: string;
  production?: string;
  role?: string;
};

/** A booking row as the lifecycle would have left it (a completed job by default, its days in the past); returns its id. */
export async function insertBooking(options: FixtureBooking): Promise<string> {
  const id = randomUUID();
  const status = options.status ?? "completed";
  const endsOn = options.endsOn ?? placeDay(-3);
  const startsOn = options.startsOn ?? endsOn;
  const holding = status === "option" || status === "confirming" || status === "confirmed";
  await testDb()
    .insert(bookings)
    .values({
      id,
      companyId: options.companyId,
      technicianId: options.technicianId,
      production: options.production ?? "Festival de Prueba",
      role: options.role ?? "foh",
      city: "Montevideo",
      country: "UY",
      timeZone: options.timeZone ?? FIXTURE_TIME_ZONE,
      startsOn,
      endsOn,
      status,
      rank: holding ? 1 : null,
      heldAt: holding || status === "completed" || status === "no_show" ? new Date(`${startsOn}T00:00:00Z`) : null,
      expiresOn: startsOn,
      expiresAt: new Date(`${addDays(startsOn, 1)}T03:00:00Z`),
      confirmedAt: status === "completed" || status === "no_show" || status === "confirmed" ? new Date(`${startsOn}T00:00:00Z`) : null,
      closedAt: status === "completed" || status === "no_show" ? new Date() : null,
    });
  return id;
}

/** The history lines of a booking, oldest first (kind, side, params). */
export async function historyOf(bookingId: string) {
  return testDb()
    .select({ kind: bookingEvents.kind, side: bookingEvents.side, params: bookingEvents.params })
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.id));
}

/** The "booking.notice" events enqueued for a booking, oldest first. */
export async function noticesOf(bookingId: string) {
  const rows = await testDb()
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.type, "booking.notice"), sql`${outbox.payload}->>'bookingId' = ${bookingId}`))
    .orderBy(asc(outbox.id));
  return rows.map((row) => row.payload as { notice: string; recipientIds: string[]; params: Record<string, string | number> });
}

/** The stored reviews of a booking. */
export async function reviewsOf(bookingId: string) {
  return testDb().select().from(bookingReviews).where(eq(bookingReviews.bookingId, bookingId));
}

/** The audit rows written about a target. */
export async function auditOf(targetId: string) {
  return testDb().select().from(adminAudit).where(eq(adminAudit.targetId, targetId));
}
