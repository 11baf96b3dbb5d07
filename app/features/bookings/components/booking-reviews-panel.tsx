import { formatLongDate } from "~/components/ui/format-date";
import type { Locale } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";
import { REVIEW_RULES } from "../booking-rules";
import type { BookingReview, BookingReviews } from "../review-reading.server";
import { formatRating } from "./rating-summary";
import { type ReviewFailure, ReviewForm, ReviewReplyForm } from "./review-form";

/** One review of the booking (the reader's or the other side's): average, each criterion's score, text, reply. */
function ReviewBody({ review, locale }: { review: BookingReview; locale: Locale }) {
  const { t } = useTranslation("reviews");
  return (
    <div className="grid gap-2">
      <p className="font-semibold text-amber-900">{t("panel.average", { rating: formatRating(review.rating, locale) })}</p>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={t("list.criteria")}>
        {review.scores.map((score) => (
          <div key={score.criterion} className="flex gap-1">
            <dt className="text-slate-700">{t(`criteria.${score.criterion}`)}:</dt>
            <dd className="font-medium text-ink">{t("scoreShort", { score: score.score })}</dd>
          </div>
        ))}
      </dl>
      {review.body ? <p className="whitespace-pre-line text-slate-900">{review.body}</p> : null}
      {review.reply ? (
        <div className="border-l-4 border-slate-300 pl-3">
          <p className="text-sm font-semibold text-slate-800">{t("panel.reply")}</p>
          <p className="whitespace-pre-line text-slate-900">{review.reply}</p>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The booking page's reviews part (issue 39, double-blind): the review form while the reader may
 * write, their own review (published or waiting, or hidden by an admin), the other side's once
 * published (before that, only whether it was written) with the one reply allowed. Its forms post
 * intents 'review' and 'reply' to the booking page; `failure` is the page's action answer.
 */
export function BookingReviewsPanel({ reviews, failure, busy }: { reviews: BookingReviews; failure: ReviewFailure; busy: boolean }) {
  const { t, i18n } = useTranslation("reviews");
  const locale = i18n.language as Locale;
  const { mine, theirs } = reviews;
  return (
    <section
      aria-labelledby="booking-reviews-title"
      className="grid gap-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      data-testid="booking-reviews"
    >
      <div>
        <h2 id="booking-reviews-title" className="text-xl font-semibold">
          {t("panel.title")}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t("panel.intro", { days: REVIEW_RULES.publishAfterDays })}</p>
      </div>
      {reviews.canWrite ? <ReviewForm criteria={reviews.criteria} writableUntil={reviews.writableUntil} failure={failure} busy={busy} locale={locale} /> : null}
      {!reviews.canWrite && !mine && reviews.writableUntil ? <p className="text-slate-800">{t("panel.closed")}</p> : null}
      {mine ? (
        <div className="grid gap-2" data-testid="my-review">
          <h3 className="text-lg font-semibold">{t("panel.mineTitle")}</h3>
          <p className="text-sm text-slate-700">
            {mine.hidden
              ? t("panel.mineHidden")
              : mine.publishedAt
                ? t("panel.minePublished", { date: formatLongDate(mine.publishedAt, locale) })
                : t("panel.minePending")}
          </p>
          <ReviewBody review={mine} locale={locale} />
        </div>
      ) : null}
      {reviews.writableUntil ? (
        <div className="grid gap-2" data-testid="their-review">
          <h3 className="text-lg font-semibold">{t("panel.theirsTitle")}</h3>
          {theirs ? (
            <>
              <ReviewBody review={theirs} locale={locale} />
              {reviews.canReply ? <ReviewReplyForm reviewId={theirs.id} failure={failure} busy={busy} /> : null}
            </>
          ) : (
            <p className="text-slate-800">
              {reviews.theirsHidden ? t("panel.theirsHidden") : reviews.theirsWritten ? t("panel.theirsWaiting") : t("panel.theirsNone")}
            </p>
          )}
        </div>
      ) : null}
    </section>
  );
}
