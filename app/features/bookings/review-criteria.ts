import type { ReviewAuthor } from "~/db/schema/bookings";

/**
 * The named criteria each side scores 1–5 (issue 39): a company rates its technician, a technician
 * rates the company. Codes are stored; `bookings:reviews.criteria.{code}` labels them.
 */
export const REVIEW_CRITERIA = {
  company: ["punctuality", "technicalKnowledge", "teamwork"],
  technician: ["paymentOnTime", "organisation", "treatment"],
} as const satisfies Record<ReviewAuthor, readonly string[]>;

export type ReviewCriterion = (typeof REVIEW_CRITERIA)[ReviewAuthor][number];
