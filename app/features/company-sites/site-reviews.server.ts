import { type ShapedReviews, shapedReviewsOf } from "~/features/bookings/public.server";
import type { Ctx } from "~/lib/context.server";
import type { SiteLanguage } from "./site-language";
import { siteT } from "./site-texts.server";

/**
 * The technicians' published reviews of a company for its site (issue 39): the average ('4,7 ★ (12
 * reseñas)' and what a screen reader says), each criterion's average and the newest reviews, every
 * text already in the site's language (decision 045); null when the company has no published review.
 */
export async function siteReviews(ctx: Pick<Ctx, "db">, companyId: string, slug: string, language: SiteLanguage): Promise<ShapedReviews | null> {
  const t = siteT(language);
  const words = {
    say: (key: string, params?: Record<string, string | number>) => t(`reviews.${key}`, params),
    criterion: (code: string) => t(`reviews.criteria.${code}`),
  };
  return shapedReviewsOf(ctx, companyId, language, words, `/empresa/${slug}`);
}
