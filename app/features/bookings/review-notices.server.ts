import type { Db } from "~/db/client.server";
import { type BookingSide, bookingEvents } from "~/db/schema/bookings";
import { enqueue } from "~/lib/outbox/enqueue.server";
import type { BookingNotice } from "./booking-notices";

/** One review step someone is told about: the booking's history line and its "booking.notice" event. */
export type ReviewNotice = {
  bookingId: string;
  side: BookingSide;
  notice: Extract<BookingNotice, "reviewReceived" | "reviewsPublished" | "reviewReplied" | "reviewHidden">;
  recipientIds: string[];
  params: Record<string, string | number>;
  at: Date;
};

/**
 * Writes a review step into the booking's history and enqueues its "booking.notice" (in the caller's
 * transaction: both exist exactly when the step commits), with the same kind and parameters.
 */
export async function recordReviewNotice(db: Db, notice: ReviewNotice): Promise<void> {
  await db.insert(bookingEvents).values({ bookingId: notice.bookingId, side: notice.side, kind: notice.notice, params: notice.params, createdAt: notice.at });
  await enqueue(db, {
    type: "booking.notice",
    payload: { bookingId: notice.bookingId, notice: notice.notice, recipientIds: notice.recipientIds, params: notice.params },
  });
}
