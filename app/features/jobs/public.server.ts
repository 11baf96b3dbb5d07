// The jobs feature's server rules as other features (the demo seed) and the shell (the file sweep) may use them.
import { jobApplications, jobOffers } from "~/db/schema/job-board";
import type { Ctx } from "~/lib/context.server";
import { parseInput } from "~/lib/parse-input.server";
import type { ApplicationStatus } from "./job-options";
import { type OfferInput, offerInput } from "./jobs.schemas";
import { offerColumns } from "./offers.server";

export { placeOf } from "./components/offer-text";
export { applicationCvReferences } from "./file-references.server";
export { jobAlertRecipientPages } from "./job-alerts-matching.server";
export { APPLICATION_STATUSES, JOB_CATEGORIES, JOB_TYPES, SALARY_CURRENCIES } from "./job-options";
export type { OfferInput } from "./jobs.schemas";
export { jobsModule } from "./module.server";
export { getOffer } from "./offers.server";
export { openOffersOf, type SiteOffer } from "./site-offers.server";
export { offersSitemap } from "./sitemap.server";

export type PublishedOffer = { companyId: string; input: OfferInput; publishedAt: Date };

/**
 * Puts already-published offers on the board in one insert (demo data): every offer is checked by
 * the rules of createOffer; no events are sent (nobody follows a company that did not exist a moment ago).
 * Returns the new offers' ids in the given order.
 */
export async function importPublishedOffers(ctx: Pick<Ctx, "db">, offers: PublishedOffer[]): Promise<number[]> {
  if (offers.length === 0) return [];
  const values = offers.map(({ companyId, input, publishedAt }) => {
    const fields = parseInput(offerInput, input);
    return {
      ...offerColumns(fields),
      status: "active" as const,
      creatorId: companyId,
      creatorType: "company" as const,
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    };
  });
  const rows = await ctx.db.insert(jobOffers).values(values).returning({ id: jobOffers.id });
  return rows.map((row) => row.id);
}

/** Records past applications (demo data) as they stand, one per applicant and offer (a repeated pair is skipped); no events are sent. */
export async function importApplications(
  ctx: Pick<Ctx, "db">,
  applications: { jobId: number; applicantId: string; status: ApplicationStatus; coverLetter: string; createdAt: Date }[],
): Promise<number> {
  if (applications.length === 0) return 0;
  const rows = await ctx.db
    .insert(jobApplications)
    .values(applications.map((application) => ({ ...application, updatedAt: application.createdAt })))
    .onConflictDoNothing()
    .returning({ id: jobApplications.id });
  return rows.length;
}
