/** The bookings feature's server door (decision 016). */
export { type ImportedBooking, type ImportedBookingStep, importBookings } from "./booking-import.server";
export { type BookingsQuery, bookingsList } from "./booking-list.server";
export { bookingPage } from "./booking-page.server";
export { requestBooking } from "./booking-request.server";
export { type BookingStepIntent, isBookingStepIntent, takeBookingStep } from "./booking-steps.server";
export { type BookingsWith, bookingsWithTechnicians } from "./bookings-with.server";
export { bookingsModule } from "./module.server";
export { bookingsPersonalData } from "./personal-data.server";
export { type BookingReviews, bookingReviews, type PublishedReviews, publishedReviewsOf, type RatingSummary, ratingSummary } from "./review-reading.server";
export { type ReviewWords, type ShapedReviews, shapedReviewsOf } from "./review-shapes.server";
export { replyToReview, writeReview } from "./review-writing.server";
