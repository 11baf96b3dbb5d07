import { formatLongDate } from "~/components/ui/format-date";
import { reportPagePath } from "~/features/moderation/public";
import type { Ctx } from "~/lib/context.server";
import type { Locale } from "~/lib/i18n/locales";
import { formatRating } from "./components/rating-summary";
import type { ReviewCriterion } from "./review-criteria";
import { publishedReviewsOf, ratingSummary } from "./review-reading.server";

/** The texts a page names reviews with (keys of its catalog): title, summary and aria ({{rating}}, {{count}}), score ({{criterion}}, {{score}}), average ({{rating}}), job ({{production}}, {{role}}, {{date}}), reply, report, more ({{count}}, {{shown}}). */
export type ReviewWordKey = "title" | "summary" | "aria" | "score" | "average" | "job" | "reply" | "report" | "more";

/** The words a page names reviews with, in its language (the technician's page: `reviews:page.*`; a company's site: its own catalog). */
export type ReviewWords = { say: (key: ReviewWordKey, params?: Record<string, string | number>) => string; criterion: (code: ReviewCriterion) => string };

/**
 * A member's published reviews as a public page shows them, every text already in the page's
 * language (pages that ship little or no script: decisions 045, 050): the average ('4,7 ★ (12
 * reseñas)' and what a screen reader says), each criterion's average and the newest reviews, each
 * with a link to report it on the report page.
 */
export type ShapedReviews = {
  title: string;
  summary: string;
  summaryLabel: string;
  averages: string[];
  replyLabel: string;
  reportLabel: string;
  /** 'Se muestran las 10 reseñas más recientes de 12', when there are more. */
  more: string | null;
  items: { id: string; author: string; job: string; average: string; scores: string[]; body: string | null; reply: string | null; reportHref: string | null }[];
};

/** The published, visible reviews of `subjectId` shaped for a public page in `locale` with `words`; null when there are none. `back` is the page the report link returns to. */
export async function shapedReviewsOf(
  ctx: Pick<Ctx, "db">,
  subjectId: string,
  locale: Locale,
  words: ReviewWords,
  back: string,
): Promise<ShapedReviews | null> {
  const summary = await ratingSummary(ctx.db, subjectId);
  if (summary.average === null || summary.count === 0) return null;
  const { reviews, total } = await publishedReviewsOf({ db: ctx.db, locale }, subjectId, 1);
  const rating = (value: number) => formatRating(value, locale);
  const { say, criterion } = words;
  const counted = { rating: rating(summary.average), count: summary.count };
  return {
    title: say("title"),
    summary: say("summary", counted),
    summaryLabel: say("aria", counted),
    averages: summary.criteria.map((entry) => say("score", { criterion: criterion(entry.criterion), score: rating(entry.average) })),
    replyLabel: say("reply"),
    reportLabel: say("report"),
    more: total > reviews.length ? say("more", { count: total, shown: reviews.length }) : null,
    items: reviews.map((review) => ({
      id: review.id,
      author: review.authorName,
      job: say("job", { production: review.production, role: review.roleLabel, date: formatLongDate(review.jobEndsOn, locale) }),
      average: say("average", { rating: rating(review.rating) }),
      scores: review.scores.map((score) => say("score", { criterion: criterion(score.criterion), score: score.score })),
      body: review.body,
      reply: review.reply,
      reportHref: review.authorKnown ? reportPagePath("review", review.id, back) : null,
    })),
  };
}
