import type { ReactNode } from "react";
import { formatLongDate } from "~/components/ui/format-date";
import type { Locale } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";
import type { ReviewCriterion } from "../review-criteria";
import type { PublishedReview } from "../review-reading.server";
import { formatRating } from "./rating-summary";

/** The words a list of reviews needs in the page's language. */
export type ReviewListWords = {
  job: (params: { production: string; role: string; date: string }) => string;
  reply: string;
  criteria: string;
  criterion: (code: ReviewCriterion) => string;
  score: (score: number) => string;
  average: (rating: string) => string;
};

/** The list's words from the `reviews` namespace (pages inside RedAV's frame). */
export function useReviewListWords(): ReviewListWords {
  const { t } = useTranslation("reviews");
  return {
    job: (params) => t("list.job", params),
    reply: t("list.reply"),
    criteria: t("list.criteria"),
    criterion: (code) => t(`criteria.${code}`),
    score: (score) => t("scoreShort", { score }),
    average: (rating) => t("panel.average", { rating }),
  };
}

/**
 * Published reviews, newest first, as a member's page shows them: who wrote it, the job, the average
 * and each criterion's score, the text and the reply; `report` adds a review's report button.
 */
export function ReviewList({
  reviews,
  locale,
  words,
  report,
}: {
  reviews: PublishedReview[];
  locale: Locale;
  words: ReviewListWords;
  report?: (review: PublishedReview) => ReactNode;
}) {
  return (
    <ul className="grid gap-4">
      {reviews.map((review) => (
        <li key={review.id} className="rounded-lg border border-slate-200 p-4" data-testid="published-review">
          <article aria-label={review.authorName}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold text-ink">{review.authorName}</h3>
              <p className="font-semibold text-amber-900">{words.average(formatRating(review.rating, locale))}</p>
            </div>
            <p className="text-sm text-slate-700">
              {words.job({ production: review.production, role: review.roleLabel, date: formatLongDate(review.jobEndsOn, locale) })}
            </p>
            <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={words.criteria}>
              {review.scores.map((score) => (
                <div key={score.criterion} className="flex gap-1">
                  <dt className="text-slate-700">{words.criterion(score.criterion)}:</dt>
                  <dd className="font-medium text-ink">{words.score(score.score)}</dd>
                </div>
              ))}
            </dl>
            {review.body ? <p className="mt-3 whitespace-pre-line text-slate-900">{review.body}</p> : null}
            {review.reply ? (
              <div className="mt-3 border-l-4 border-slate-300 pl-3">
                <p className="text-sm font-semibold text-slate-800">{words.reply}</p>
                <p className="whitespace-pre-line text-slate-900">{review.reply}</p>
              </div>
            ) : null}
            {report ? <div className="mt-3">{report(review)}</div> : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
