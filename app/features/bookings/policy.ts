import { definePolicy, type PolicyActor, roles } from "~/lib/policy";

/**
 * Who may do what with bookings and reviews (issue 39): companies ask technicians for dates,
 * individuals answer, admins hide reviews. Which step a side may take on one booking is
 * booking-actions.ts (its state, its rank, the place's day); a third party never learns a booking exists (404).
 */
export const bookingsPolicy = definePolicy({
  /** Asking a technician for dates, confirming, challenging, closing: companies. */
  requestBookings: {
    allows: (actor: PolicyActor) => roles.isCompany(actor),
    refusal: { key: "BOOKING_COMPANIES_ONLY", status: 403 },
  },
  /** Being booked (answering requests, accepting confirmations): individuals. */
  takeBookings: {
    allows: (actor: PolicyActor) => roles.isIndividual(actor),
    refusal: { key: "INDIVIDUALS_ONLY", status: 403 },
  },
  /** Seeing every review, hidden ones included, and hiding one with a reason (audited): admins. */
  moderateReviews: {
    allows: (actor: PolicyActor) => roles.isAdmin(actor),
    refusal: { key: "NOT_FOUND", status: 404 },
  },
});
