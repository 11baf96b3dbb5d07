/** The bookings tables' words (issue 39), without the tables: what forms and screens in the browser may import. */

export const BOOKING_STATUSES = [
  "requested",
  "declined",
  "withdrawn",
  "option",
  "confirming",
  "confirmed",
  "expired",
  "released",
  "cancelled",
  "completed",
  "no_show",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** The statuses that hold the technician's days (they have a rank among the holds of overlapping days). */
export const HOLDING_STATUSES = ["option", "confirming", "confirmed"] as const satisfies readonly BookingStatus[];
/** What the company asks for: an option on the dates, or the booking confirmed outright when the dates are free. */
export const BOOKING_ASKS = ["option", "confirmation"] as const;
export type BookingAsk = (typeof BOOKING_ASKS)[number];
/** Why an option stopped holding the days without being confirmed. */
export const RELEASE_CAUSES = ["company", "challenge"] as const;
/** Who did something to a booking (its history's actor). */
export const BOOKING_SIDES = ["company", "technician", "system"] as const;
export type BookingSide = (typeof BOOKING_SIDES)[number];

/** Who wrote a review: the company of a booking about its technician, or the technician about the company. */
export const REVIEW_AUTHORS = ["company", "technician"] as const;
export type ReviewAuthor = (typeof REVIEW_AUTHORS)[number];
