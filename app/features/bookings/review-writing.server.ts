import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { bookingReviews } from "~/db/schema/bookings";
import { type Ctx, requireActor, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { reviewWindowOpen } from "./booking-actions";
import { REVIEW_RULES } from "./booking-rules";
import { isRecordId } from "./record-id";
import { replyValue, reviewValues } from "./review.schemas";
import { memberOn, otherSide, reviewedBooking, reviewsOfBooking, sideOf } from "./review-bookings.server";
import { recordReviewNotice } from "./review-notices.server";
import { purgeReviewPages } from "./review-page-purge.server";
import { publishBookingReviews } from "./review-publication.server";

/**
 * The company (about its technician) or the technician (about the company) reviews a completed
 * booking, once, while the window is open (14 days after the last day in the place's time zone):
 * else 403 REVIEW_NOT_ALLOWED, 409 REVIEW_ALREADY_WRITTEN on a second review (two at once make one),
 * 400 REVIEW_SCORES_INVALID; a third party gets 404 BOOKING_NOT_FOUND. When the other side has
 * written too, both are published now and both sides are told; otherwise the reviewed side is told
 * a review arrived, without its content.
 */
export async function writeReview(ctx: Ctx, bookingId: string, values: Record<string, unknown>): Promise<{ id: string; published: boolean }> {
  const actor = requireActor(ctx);
  return withTransaction(ctx, async (tx) => {
    const booking = await reviewedBooking(tx.db, bookingId, true);
    const side = sideOf(booking, actor.id);
    const now = tx.now();
    if (booking.status !== "completed" || !reviewWindowOpen(booking, now)) {
      throw new AppError("REVIEW_NOT_ALLOWED", 403, { max: REVIEW_RULES.publishAfterDays });
    }
    const written = await reviewsOfBooking(tx.db, booking.id);
    if (written.some((review) => review.authorSide === side)) throw new AppError("REVIEW_ALREADY_WRITTEN", 409);
    const review = reviewValues(side, values);
    const subjectId = memberOn(booking, otherSide(side));
    const [inserted] = await tx.db
      .insert(bookingReviews)
      .values({
        id: randomUUID(),
        bookingId: booking.id,
        authorSide: side,
        authorId: actor.id,
        subjectId,
        scores: review.scores,
        rating: review.rating,
        body: review.body,
        production: booking.production,
        role: booking.role,
        jobEndsOn: booking.endsOn,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: bookingReviews.id });
    if (!inserted) throw new AppError("REVIEW_ALREADY_WRITTEN", 409);
    if (written.some((other) => other.authorSide === otherSide(side))) {
      await publishBookingReviews(tx.db, booking, side, now);
      return { id: inserted.id, published: true };
    }
    await recordReviewNotice(tx.db, {
      bookingId: booking.id,
      side,
      notice: "reviewReceived",
      recipientIds: [subjectId],
      params: { name: actor.displayName, production: booking.production },
      at: now,
    });
    return { id: inserted.id, published: false };
  });
}

/**
 * The reviewed member replies to a published, visible review of them, once (≤ 1000 code points),
 * and its author is told; the author or a reply to an unpublished, hidden or answered review is 403
 * REVIEW_REPLY_NOT_ALLOWED; anyone who is neither side of it gets 404 REVIEW_NOT_FOUND.
 */
export async function replyToReview(ctx: Ctx, reviewId: string, values: Record<string, unknown>): Promise<{ id: string }> {
  const actor = requireActor(ctx);
  const id = typeof reviewId === "string" ? reviewId.trim() : "";
  if (!isRecordId(id)) throw new AppError("REVIEW_NOT_FOUND", 404);
  return withTransaction(ctx, async (tx) => {
    const [review] = await tx.db.select().from(bookingReviews).where(eq(bookingReviews.id, id)).limit(1).for("update");
    if (!review || (review.subjectId !== actor.id && review.authorId !== actor.id)) throw new AppError("REVIEW_NOT_FOUND", 404);
    if (review.subjectId !== actor.id || !review.publishedAt || review.hiddenAt || review.reply !== null) {
      throw new AppError("REVIEW_REPLY_NOT_ALLOWED", 403);
    }
    const reply = replyValue(values);
    const now = tx.now();
    await tx.db.update(bookingReviews).set({ reply, repliedAt: now }).where(eq(bookingReviews.id, review.id));
    if (review.bookingId && review.authorId) {
      await recordReviewNotice(tx.db, {
        bookingId: review.bookingId,
        side: otherSide(review.authorSide),
        notice: "reviewReplied",
        recipientIds: [review.authorId],
        params: { name: actor.displayName, production: review.production },
        at: now,
      });
    }
    await purgeReviewPages(tx.db);
    return { id: review.id };
  });
}
