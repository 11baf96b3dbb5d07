/** The bookings feature's server door (decision 016). */
export { requestBooking } from "./booking-request.server";
export { type BookingStepIntent, takeBookingStep } from "./booking-steps.server";
export { bookingsModule } from "./module.server";
export { bookingsPersonalData } from "./personal-data.server";
export { type PublishedReviews, publishedReviewsOf, type RatingSummary, ratingSummary } from "./review-reading.server";
