/**
 * Every step of a booking or a review that someone is told about (in-app, live, e-mail by
 * preference): `catalog:notifications` holds `booking.{notice}.title` and `booking.{notice}.message`
 * in es, en and pt, and `bookings:history.{notice}` says it in the booking's history.
 */
export const BOOKING_NOTICES = [
  "requested",
  "withdrawn",
  "accepted",
  "declined",
  "expired",
  "movedUp",
  "confirmRequested",
  "confirmed",
  "challenged",
  "challengeLapsed",
  "released",
  "cancelled",
  "completed",
  "noShow",
  "reviewReceived",
  "reviewsPublished",
  "reviewReplied",
  "reviewHidden",
] as const;
export type BookingNotice = (typeof BOOKING_NOTICES)[number];
