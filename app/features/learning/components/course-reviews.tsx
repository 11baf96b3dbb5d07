import { useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import type { ShapedCourseReview, ShapedCourseReviews } from "../course-review-views";
import { CourseRating } from "./course-rating";
import { OwnReviewForm, ReplyForm, type ReviewFailure } from "./course-review-forms";

/** Five stars for one review's rating, read as 'n de 5 estrellas'. */
function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className="inline-flex" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((value) => (
        <Icon name="star" key={value} aria-hidden="true" size={16} className={value <= rating ? "fill-amber-400 text-amber-500" : "text-slate-300"} />
      ))}
    </span>
  );
}

/** One review: stars, author, date, text, the trainer's reply (and its form for the trainer), and 'Reportar' for other members. */
function ReviewItem({ review, reviews, failure, busy }: { review: ShapedCourseReview; reviews: ShapedCourseReviews; failure: ReviewFailure; busy: boolean }) {
  return (
    <article className="p-4" aria-label={review.label}>
      <div className="flex flex-wrap items-center gap-2">
        <Stars rating={review.rating} label={review.stars} />
        <span className="font-semibold">{review.author}</span>
        <span className="text-sm text-slate-600">{review.date}</span>
      </div>
      <p className="mt-2 break-words whitespace-pre-wrap">{review.body}</p>
      {review.reply ? (
        <div className="mt-3 border-l-4 border-brand-200 pl-3">
          <p className="text-sm font-semibold">{reviews.replyTitle}</p>
          <p className="break-words whitespace-pre-wrap">{review.reply}</p>
        </div>
      ) : null}
      {reviews.replyForm ? <ReplyForm form={reviews.replyForm} reviewId={review.id} reply={review.reply} failure={failure} busy={busy} /> : null}
      {review.reportHref ? (
        <Link to={review.reportHref} className="mt-2 inline-block text-sm text-slate-700 underline">
          {review.reportLabel}
        </Link>
      ) : null}
    </article>
  );
}

/**
 * The 'Reseñas' section of a course page from its server-shaped texts: average and count, the
 * member's own form once they finished the course, the visible reviews 10 a page with the trainer's
 * replies, and a status region that announces what the last action did (`status`, already in words).
 */
export function CourseReviewsSection({ reviews, status, failure }: { reviews: ShapedCourseReviews; status: string | null; failure: ReviewFailure }) {
  const busy = useNavigation().state !== "idle";
  const { pager } = reviews;
  return (
    <section className="mt-8" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="text-xl font-semibold">
        {reviews.title}
      </h2>
      <p className="mt-1">
        <CourseRating rating={reviews.rating} />
      </p>
      <div aria-live="polite" className="mt-2">
        {status ? <Alert tone="success">{status}</Alert> : null}
        {failure && !failure.field ? <Alert tone="error">{failure.error}</Alert> : null}
      </div>
      {reviews.form ? <OwnReviewForm form={reviews.form} failure={failure} busy={busy} /> : null}
      {reviews.empty ? (
        <p className="mt-4 text-slate-700">{reviews.empty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {reviews.items.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} reviews={reviews} failure={failure} busy={busy} />
            </li>
          ))}
        </ul>
      )}
      {pager ? (
        <nav aria-label={pager.nav} className="mt-6 flex items-center justify-between gap-4">
          {pager.previous ? (
            <Link to={pager.previous.href} className="text-brand-700 underline">
              {pager.previous.label}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-700">{pager.status}</span>
          {pager.next ? (
            <Link to={pager.next.href} className="text-brand-700 underline">
              {pager.next.label}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
