import { and, desc, eq } from "drizzle-orm";
import { jobOffers } from "~/db/schema/job-board";
import type { Ctx } from "~/lib/context.server";
import { onTheBoard } from "./offer-access.server";

/** An open offer as a company's site lists it (linking to /jobs/{id}). */
export type SiteOffer = { id: number; title: string; city: string | null; country: string; fullyRemote: boolean; jobType: string };

/** The most offers a company's site lists. */
export const SITE_OFFERS_LIMIT = 12;

/** A company's offers on the board now (active, not past their closing date), newest publication first, at most `limit`: one query. */
export async function openOffersOf(ctx: Pick<Ctx, "db" | "now">, companyId: string, limit = SITE_OFFERS_LIMIT): Promise<SiteOffer[]> {
  return ctx.db
    .select({
      id: jobOffers.id,
      title: jobOffers.title,
      city: jobOffers.city,
      country: jobOffers.country,
      fullyRemote: jobOffers.fullyRemote,
      jobType: jobOffers.jobType,
    })
    .from(jobOffers)
    .where(and(eq(jobOffers.creatorId, companyId), onTheBoard(ctx.now())))
    .orderBy(desc(jobOffers.publishedAt), desc(jobOffers.id))
    .limit(Math.max(0, Math.min(limit, SITE_OFFERS_LIMIT)));
}
