import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { type BookingStatus, bookingReviews, bookings, type ReviewAuthor } from "~/db/schema/bookings";
import { AppError } from "~/lib/errors";
import { isRecordId } from "./record-id";

/** What the review use cases read of a booking. */
export type ReviewedBooking = {
  id: string;
  companyId: string;
  technicianId: string;
  status: BookingStatus;
  endsOn: string;
  timeZone: string;
  production: string;
  role: string;
};

/** A review as the use cases read it (every column but the admin's). */
export type ReviewRow = typeof bookingReviews.$inferSelect;

/**
 * The booking `bookingId` as the review use cases read it (locked FOR UPDATE with `lock`: the two
 * sides' reviews of one booking are then written one after the other); 404 BOOKING_NOT_FOUND when
 * it does not exist.
 */
export async function reviewedBooking(db: Db, bookingId: unknown, lock = false): Promise<ReviewedBooking> {
  const id = typeof bookingId === "string" ? bookingId.trim() : "";
  if (!isRecordId(id)) throw new AppError("BOOKING_NOT_FOUND", 404);
  const query = db
    .select({
      id: bookings.id,
      companyId: bookings.companyId,
      technicianId: bookings.technicianId,
      status: bookings.status,
      endsOn: bookings.endsOn,
      timeZone: bookings.timeZone,
      production: bookings.production,
      role: bookings.role,
    })
    .from(bookings)
    .where(eq(bookings.id, id))
    .limit(1);
  const [booking] = lock ? await query.for("update") : await query;
  if (!booking) throw new AppError("BOOKING_NOT_FOUND", 404);
  return booking;
}

/** The side `userId` is on in the booking; anyone else (admins too) gets 404 BOOKING_NOT_FOUND: a third party never learns a booking exists. */
export function sideOf(booking: Pick<ReviewedBooking, "companyId" | "technicianId">, userId: string): ReviewAuthor {
  if (userId === booking.companyId) return "company";
  if (userId === booking.technicianId) return "technician";
  throw new AppError("BOOKING_NOT_FOUND", 404);
}

/** The other side of a booking. */
export function otherSide(side: ReviewAuthor): ReviewAuthor {
  return side === "company" ? "technician" : "company";
}

/** The account on `side` of the booking. */
export function memberOn(booking: Pick<ReviewedBooking, "companyId" | "technicianId">, side: ReviewAuthor): string {
  return side === "company" ? booking.companyId : booking.technicianId;
}

/** The reviews written of a booking (at most one per side). */
export async function reviewsOfBooking(db: Db, bookingId: string): Promise<ReviewRow[]> {
  return db.select().from(bookingReviews).where(eq(bookingReviews.bookingId, bookingId));
}
