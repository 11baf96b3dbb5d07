import { and, eq, inArray, isNotNull, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bookings } from "~/db/schema/bookings";
import { type BookingHold, syncBookingHolds } from "~/features/availability/public.server";
import { isOver } from "./booking-actions";
import { recordStep } from "./booking-history.server";
import { lockTechnicianDays } from "./booking-locks.server";
import { type Booking, holdingBookings, rerank } from "./booking-ranks.server";

/** The ranks of the technician's holding bookings before a change, to tell who moved up to first option after it. */
export type RanksBefore = Map<string, number>;

/** Takes the technician's lock and notes their holding bookings' ranks: the start of every write to their bookings. */
export async function beginTechnicianWrite(db: Db, technicianId: string): Promise<RanksBefore> {
  await lockTechnicianDays(db, technicianId);
  const holdings = await holdingBookings(db, technicianId);
  return new Map(holdings.map((booking) => [booking.id, booking.rank ?? 0]));
}

/**
 * Settles what is due for the technician at `now` (under their lock): challenged options past their
 * deadline are released (cause 'challenge', notice challengeLapsed), then requests, options and
 * confirmations past `expires_at` expire (notice expired). Returns how many bookings changed.
 */
export async function settleDue(db: Db, technicianId: string, now: Date): Promise<number> {
  const lapsed = await db
    .update(bookings)
    .set({ status: "released", releaseCause: "challenge", rank: null, challengeDeadline: null, updatedAt: now })
    .where(
      and(
        eq(bookings.technicianId, technicianId),
        eq(bookings.status, "option"),
        lte(bookings.challengeDeadline, now),
        lt(bookings.challengeDeadline, bookings.expiresAt),
      ),
    )
    .returning();
  for (const booking of lapsed) await tell(db, booking, "challengeLapsed", now);
  const expired = await db
    .update(bookings)
    .set({ status: "expired", rank: null, challengeDeadline: null, updatedAt: now })
    .where(and(eq(bookings.technicianId, technicianId), inArray(bookings.status, ["requested", "option", "confirming"]), lte(bookings.expiresAt, now)))
    .returning();
  for (const booking of expired) await tell(db, booking, "expired", now);
  return lapsed.length + expired.length;
}

/** A system step told to both sides with the production as its only param. */
async function tell(db: Db, booking: Booking, notice: "challengeLapsed" | "expired" | "movedUp", now: Date): Promise<void> {
  await recordStep(
    db,
    { bookingId: booking.id, side: "system", notice, recipientIds: [booking.companyId, booking.technicianId], params: { production: booking.production } },
    now,
  );
}

/**
 * Ends every write to the technician's bookings: reranks their holds, tells each booking that rose
 * to first option (notice movedUp), and hands the availability feature the holds of the bookings not yet over.
 */
export async function finishTechnicianWrite(db: Db, technicianId: string, before: RanksBefore, now: Date): Promise<void> {
  await liftOrphanedChallenges(db, technicianId, now);
  const holdings = await rerank(db, technicianId, now);
  for (const booking of holdings) {
    const was = before.get(booking.id);
    if (booking.rank === 1 && was !== undefined && was > 1) await tell(db, booking, "movedUp", now);
  }
  const holds: BookingHold[] = holdings
    .filter((booking) => !isOver(booking, now))
    .map((booking) => ({
      bookingId: booking.id,
      companyId: booking.companyId,
      startsOn: booking.startsOn,
      endsOn: booking.endsOn,
      kind: booking.status === "confirmed" ? "confirmed" : "option",
      rank: booking.rank ?? 1,
      label: booking.production,
    }));
  await syncBookingHolds(db, technicianId, holds);
}

/** A challenge ends with its challenger: an option whose challenger no longer holds the days (released, cancelled, expired) loses its deadline. */
async function liftOrphanedChallenges(db: Db, technicianId: string, now: Date): Promise<void> {
  await db
    .update(bookings)
    .set({ challengeDeadline: null, challengedBy: null, updatedAt: now })
    .where(
      and(
        eq(bookings.technicianId, technicianId),
        eq(bookings.status, "option"),
        isNotNull(bookings.challengeDeadline),
        sql`not exists (select 1 from bookings challenger where challenger.id = ${bookings.challengedBy} and challenger.status in ('option', 'confirming', 'confirmed'))`,
      ),
    );
}

/** Settles one technician's due bookings in the caller's transaction (lock, settle, rerank, holds); returns how many changed. */
export async function settleTechnician(db: Db, technicianId: string, now: Date): Promise<number> {
  const before = await beginTechnicianWrite(db, technicianId);
  const changed = await settleDue(db, technicianId, now);
  if (changed > 0) await finishTechnicianWrite(db, technicianId, before, now);
  return changed;
}

/** The condition of a booking with something due at `now`: an expiry, or a challenge deadline of an option. */
export function isDue(now: Date) {
  return or(
    and(inArray(bookings.status, ["requested", "option", "confirming"]), lte(bookings.expiresAt, now)),
    and(eq(bookings.status, "option"), lte(bookings.challengeDeadline, now)),
  );
}
