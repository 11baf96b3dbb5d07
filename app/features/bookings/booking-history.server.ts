import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { type BookingSide, bookingEvents, bookings } from "~/db/schema/bookings";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { storedNameSql } from "~/lib/vocabulary/display-name.server";
import type { Party } from "./booking-actions";
import type { BookingNotice } from "./booking-notices";
import type { Booking } from "./booking-ranks.server";

/** What a step of a booking is told with: its history line and the notice to its recipients (the same kind and params). */
export type BookingStep = {
  bookingId: string;
  side: BookingSide;
  notice: BookingNotice;
  recipientIds: string[];
  params: Record<string, string | number>;
};

/** Writes a step into the booking's history and enqueues its notice (`booking.notice`), in the caller's transaction. */
export async function recordStep(db: Db, step: BookingStep, at: Date): Promise<void> {
  await db.insert(bookingEvents).values({ bookingId: step.bookingId, side: step.side, kind: step.notice, params: step.params, createdAt: at });
  const recipientIds = [...new Set(step.recipientIds)];
  if (recipientIds.length === 0) return;
  await enqueue(db, { type: "booking.notice", payload: { bookingId: step.bookingId, notice: step.notice, recipientIds, params: step.params } });
}

/** The stored names (spec §8) of a booking's company and technician, for notices' params. */
export async function partyNames(db: Db, companyId: string, technicianId: string): Promise<{ companyName: string; technicianName: string }> {
  const rows = await db
    .select({ id: user.id, name: sql<string>`${storedNameSql('"user"."id"')}` })
    .from(user)
    .where(inArray(user.id, [companyId, technicianId]));
  const named = (id: string) => rows.find((row) => row.id === id)?.name ?? "";
  return { companyName: named(companyId), technicianName: named(technicianId) };
}

/** What a step function works with, under the technician's lock: the booking re-read, the technician's holds ranked, who acts, and when. */
export type StepScope = {
  db: Db;
  now: Date;
  booking: Booking;
  /** The technician's holding bookings, settled and ranked. */
  holdings: Booking[];
  party: Party;
};

/** Changes the booking of a step (its `updated_at` too). */
export async function changeBooking(scope: StepScope, set: Partial<Booking>): Promise<void> {
  await scope.db
    .update(bookings)
    .set({ ...set, updatedAt: scope.now })
    .where(eq(bookings.id, scope.booking.id));
}

/** Records a step of the acting side on the scope's booking, told to `recipientIds`, with the production and `params`. */
export async function recordOwnStep(
  scope: StepScope,
  notice: BookingNotice,
  recipientIds: string[],
  params: Record<string, string | number> = {},
): Promise<void> {
  await recordStep(
    scope.db,
    { bookingId: scope.booking.id, side: scope.party, notice, recipientIds, params: { ...params, production: scope.booking.production } },
    scope.now,
  );
}
