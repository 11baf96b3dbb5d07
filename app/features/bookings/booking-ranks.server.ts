import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bookings, HOLDING_STATUSES } from "~/db/schema/bookings";

/** A stored booking, as the lifecycle reads it under the technician's lock. */
export type Booking = typeof bookings.$inferSelect;

/** Whether two bookings share at least one day. */
export function overlaps(a: Pick<Booking, "startsOn" | "endsOn">, b: Pick<Booking, "startsOn" | "endsOn">): boolean {
  return a.startsOn <= b.endsOn && b.startsOn <= a.endsOn;
}

/** Whether holding booking `a` was held before `b` (by `held_at`, then id): the order of the options. */
export function heldBefore(a: Pick<Booking, "heldAt" | "id">, b: Pick<Booking, "heldAt" | "id">): boolean {
  const at = a.heldAt?.getTime() ?? 0;
  const bt = b.heldAt?.getTime() ?? 0;
  return at < bt || (at === bt && a.id < b.id);
}

/** Each holding booking's rank: 1 + the holding bookings of overlapping days held before it. */
export function ranksOf(holdings: Booking[]): Map<string, number> {
  return new Map(
    holdings.map((booking) => [
      booking.id,
      1 + holdings.filter((other) => other.id !== booking.id && overlaps(other, booking) && heldBefore(other, booking)).length,
    ]),
  );
}

/** The options ahead of `booking` on its days that it may challenge: status 'option' and not already challenged. */
export function challengeTargets(booking: Booking, holdings: Booking[]): Booking[] {
  return holdings.filter(
    (other) =>
      other.id !== booking.id && other.status === "option" && other.challengeDeadline === null && overlaps(other, booking) && heldBefore(other, booking),
  );
}

/** The technician's holding bookings (option, confirming, confirmed), in the order they were held. */
export async function holdingBookings(db: Db, technicianId: string): Promise<Booking[]> {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.technicianId, technicianId), inArray(bookings.status, [...HOLDING_STATUSES])))
    .orderBy(asc(bookings.heldAt), asc(bookings.id));
}

/** Recomputes and stores the ranks of the technician's holding bookings (under their lock); returns them with their new ranks. */
export async function rerank(db: Db, technicianId: string, now: Date): Promise<Booking[]> {
  const holdings = await holdingBookings(db, technicianId);
  const ranks = ranksOf(holdings);
  const reranked: Booking[] = [];
  for (const booking of holdings) {
    const rank = ranks.get(booking.id) ?? 1;
    if (rank !== booking.rank) await db.update(bookings).set({ rank, updatedAt: now }).where(eq(bookings.id, booking.id));
    reranked.push({ ...booking, rank });
  }
  return reranked;
}
