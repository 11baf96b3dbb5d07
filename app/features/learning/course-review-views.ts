/** Issue 40: the shapes of course reviews as pages show them (browser-safe: no server imports). */

/** How many reviews a course page lists at a time. */
export const COURSE_REVIEWS_PAGE_SIZE = 10;

/** The shortest and longest review text, and the longest reply (code points; the database holds the same limits). */
export const COURSE_REVIEW_LIMITS = { bodyMin: 10, bodyMax: 1000, replyMax: 1000, hideReasonMax: 500 } as const;

/** A course's visible reviews in two numbers: how many and their average (one decimal; null without reviews). */
export type ReviewSummary = { count: number; average: number | null };

/** The summary of a course from its counters (`review_count`, `review_rating_sum`). */
export function reviewSummary(count: number, ratingSum: number): ReviewSummary {
  return { count, average: count > 0 ? Math.round((ratingSum / count) * 10) / 10 : null };
}

/** One visible review on a course page. */
export type CourseReviewView = {
  id: number;
  authorName: string;
  rating: number;
  body: string;
  createdAt: string;
  edited: boolean;
  reply: string | null;
  repliedAt: string | null;
  /** The viewer may report it (signed in, not its author). */
  reportable: boolean;
};

/** The signed-in member's own review of the course (shown even when an admin hid it, with why). */
export type OwnCourseReview = { id: number; rating: number; body: string; hiddenReason: string | null };

/** The reviews part of a course page: summary, a page of reviews and what the viewer may do. */
export type CourseReviewsPage = {
  summary: ReviewSummary;
  reviews: CourseReviewView[];
  page: number;
  pages: number;
  total: number;
  mine: OwnCourseReview | null;
  /** The viewer finished the course and may write (or edit) a review. */
  mayReview: boolean;
  /** The viewer is the course's trainer and may reply. */
  mayReply: boolean;
};

/** A review as the admins' moderation list shows it, hidden or not. */
export type ModeratedCourseReview = {
  id: number;
  courseTitle: string;
  courseSlug: string;
  authorName: string;
  rating: number;
  body: string;
  reply: string | null;
  createdAt: string;
  hiddenAt: string | null;
  hiddenReason: string | null;
  openReports: number;
};

/** A course's rating in the reader's words: the average ('4,5', null without reviews), the count ('3 reseñas', or 'Sin reseñas todavía') and what a screen reader says. */
export type ShapedRating = { average: string | null; count: string; label: string };

/** The member's own review form with its texts, and what they wrote before (null rating: not yet). */
export type ShapedReviewForm = {
  title: string;
  hidden: string | null;
  legend: string;
  options: string[];
  bodyLabel: string;
  hint: string;
  submit: string;
  remove: string | null;
  rating: number | null;
  body: string;
};

/** The trainer's reply form's texts. */
export type ShapedReplyForm = { label: string; edit: string; submit: string };

/** One visible review with its texts: stars read aloud, the date (and 'editada'), the report link for other members. */
export type ShapedCourseReview = {
  id: number;
  label: string;
  author: string;
  rating: number;
  stars: string;
  date: string;
  body: string;
  reply: string | null;
  reportHref: string | null;
  reportLabel: string;
};

/** A link of the reviews' pager. */
export type PagerLink = { href: string; label: string };

/** The 'Reseñas' section of a course page, every text in the reader's language (shaped on the server: the page ships no review texts). */
export type ShapedCourseReviews = {
  title: string;
  rating: ShapedRating;
  empty: string | null;
  replyTitle: string;
  items: ShapedCourseReview[];
  pager: { nav: string; status: string; previous: PagerLink | null; next: PagerLink | null } | null;
  form: ShapedReviewForm | null;
  replyForm: ShapedReplyForm | null;
};

/** What a course page says about its certificate, in the reader's words: the assessment's facts (none without one) and how long it is valid. */
export type ShapedCertificateFacts = { title: string; facts: { label: string; value: string }[]; noAssessment: string | null; validity: string };
