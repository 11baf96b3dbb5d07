import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { type BookingSide, bookingReviews, bookings } from "~/db/schema/bookings";
import { addDays } from "~/features/availability/public";
import type { Ctx } from "~/lib/context.server";
import { REVIEW_RULES } from "./booking-rules";
import { recordReviewNotice } from "./review-notices.server";
import { purgeReviewPages } from "./review-page-purge.server";

/** How often reviews whose 14 days are over are published. */
export const REVIEW_PUBLICATION_INTERVAL_MS = 60 * 60 * 1000;

/** The booking facts a publication's notice needs. */
type PublishedBooking = { id: string; companyId: string; technicianId: string; production: string };

/**
 * Publishes every review of the booking not yet published (both sides at once) and tells both sides
 * (notice reviewsPublished, in the caller's transaction). Returns how many reviews it published.
 */
export async function publishBookingReviews(db: Db, booking: PublishedBooking, side: BookingSide, at: Date): Promise<number> {
  const published = await db
    .update(bookingReviews)
    .set({ publishedAt: at })
    .where(and(eq(bookingReviews.bookingId, booking.id), isNull(bookingReviews.publishedAt)))
    .returning({ id: bookingReviews.id });
  if (published.length > 0) {
    await recordReviewNotice(db, {
      bookingId: booking.id,
      side,
      notice: "reviewsPublished",
      recipientIds: [booking.companyId, booking.technicianId],
      params: { production: booking.production },
      at,
    });
    await purgeReviewPages(db);
  }
  return published.length;
}

/**
 * The UTC day from which a job's reviews are due: a review is published once its job's last day
 * (`job_ends_on`, a day of the place) is more than 14 days before today's UTC day. A review keeps only
 * the day, not the place's time zone, so the job reads the UTC day: in the Americas (behind UTC) the
 * publication may come a few hours before the place's 14th day ends, while the writing window (the
 * place's day) is still open; a review written in those hours is published at once (writeReview).
 */
export function publicationCutoff(now: Date): string {
  return addDays(now.toISOString().slice(0, 10), -REVIEW_RULES.publishAfterDays);
}

/**
 * Publishes the reviews of jobs that ended more than 14 days ago (`publicationCutoff`) and tells both
 * sides of each booking (reviewsPublished, side 'system'); returns how many reviews it published.
 */
export async function publishDueReviews(ctx: Pick<Ctx, "db" | "now">): Promise<number> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const published = await db
      .update(bookingReviews)
      .set({ publishedAt: now })
      .where(and(isNull(bookingReviews.publishedAt), lt(bookingReviews.jobEndsOn, publicationCutoff(now))))
      .returning({ bookingId: bookingReviews.bookingId });
    const ids = [...new Set(published.map((row) => row.bookingId).filter((id): id is string => id !== null))];
    if (ids.length > 0) {
      const told = await db
        .select({ id: bookings.id, companyId: bookings.companyId, technicianId: bookings.technicianId, production: bookings.production })
        .from(bookings)
        .where(inArray(bookings.id, ids));
      for (const booking of told) {
        await recordReviewNotice(db, {
          bookingId: booking.id,
          side: "system",
          notice: "reviewsPublished",
          recipientIds: [booking.companyId, booking.technicianId],
          params: { production: booking.production },
          at: now,
        });
      }
      await purgeReviewPages(db);
    }
    return published.length;
  });
}
