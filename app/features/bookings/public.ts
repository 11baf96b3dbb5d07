/** The bookings feature's door for the browser and other features (decision 016). */
export { formatRating, RatingSummary } from "./components/rating-summary";
export { type BookingRequestLink, bookingRequestPath } from "./request-path";
export type { ReviewCriterion } from "./review-criteria";
export type { PublishedReview, PublishedReviews, RatingSummary as RatingSummaryData } from "./review-reading.server";
