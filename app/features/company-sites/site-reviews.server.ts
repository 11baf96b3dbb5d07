import { formatLongDate } from "~/components/ui/format-date";
import { formatRating, type ReviewCriterion } from "~/features/bookings/public";
import { publishedReviewsOf, ratingSummary } from "~/features/bookings/public.server";
import { reportPagePath } from "~/features/moderation/public";
import type { Ctx } from "~/lib/context.server";
import type { SiteLanguage } from "./site-language";
import { siteT } from "./site-texts.server";
import type { SiteReviews } from "./site-view";

/**
 * The technicians' published reviews of a company for its site (issue 39): the average ('4,7 ★ (12
 * reseñas)' and what a screen reader says), each criterion's average and the newest reviews, every
 * text already in the site's language (decision 045); null when the company has no published review.
 */
export async function siteReviews(ctx: Pick<Ctx, "db">, companyId: string, slug: string, language: SiteLanguage): Promise<SiteReviews | null> {
  const summary = await ratingSummary(ctx.db, companyId);
  if (summary.average === null || summary.count === 0) return null;
  const { reviews } = await publishedReviewsOf({ db: ctx.db, locale: language }, companyId, 1);
  const t = siteT(language);
  const rating = (value: number) => formatRating(value, language);
  const criterion = (code: ReviewCriterion) => t(`reviews.criteria.${code}`);
  const counted = { rating: rating(summary.average), count: summary.count };
  return {
    title: t("reviews.title"),
    summary: t("reviews.summary", counted),
    summaryLabel: t("reviews.aria", counted),
    averages: summary.criteria.map((entry) => t("reviews.score", { criterion: criterion(entry.criterion), score: rating(entry.average) })),
    replyLabel: t("reviews.reply"),
    reportLabel: t("reviews.report"),
    items: reviews.map((review) => ({
      id: review.id,
      author: review.authorName,
      job: t("reviews.job", { production: review.production, role: review.roleLabel, date: formatLongDate(review.jobEndsOn, language) }),
      average: t("reviews.average", { rating: rating(review.rating) }),
      scores: review.scores.map((score) => t("reviews.score", { criterion: criterion(score.criterion), score: score.score })),
      body: review.body,
      reply: review.reply,
      reportHref: review.authorKnown ? reportPagePath("review", review.id, `/empresa/${slug}`) : null,
    })),
  };
}
