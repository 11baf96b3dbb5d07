import { eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { jobOffers } from "~/db/schema/job-board";
import { companyProfiles } from "~/db/schema/profiles";
import { logoUrl } from "~/features/profiles/public";
import type { Actor } from "~/lib/actor";
import { type Ctx, requireActor } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { purgePages } from "~/lib/page-cache.server";
import type { JobType } from "./job-options";
import type { OfferSummary } from "./job-views";
import { jobsPolicy } from "./policy";

const EXCERPT = 300;

/** The signed-in company: 401 when signed out, 403 'Solo las cuentas empresariales…' for an individual. */
export function requireCompany(ctx: Pick<Ctx, "actor">): Actor {
  return jobsPolicy.authorize(requireActor(ctx), "publishOffers");
}

/** The UTC calendar day of a moment, as YYYY-MM-DD. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export type OwnedOffer = { id: number; title: string; status: "draft" | "active" | "closed"; validThrough: string | null; publishedAt: Date | null };

/** An offer of the acting company, locked for the caller's transaction when asked: 404 when it does not exist, 403 when it is someone else's. */
export async function ownedOffer(db: Db, actor: Actor, id: number, options: { lock?: boolean } = {}): Promise<OwnedOffer> {
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError("JOB_NOT_FOUND", 404);
  const query = db
    .select({
      id: jobOffers.id,
      title: jobOffers.title,
      status: jobOffers.status,
      validThrough: jobOffers.validThrough,
      publishedAt: jobOffers.publishedAt,
      creatorId: jobOffers.creatorId,
    })
    .from(jobOffers)
    .where(eq(jobOffers.id, id))
    .limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) throw new AppError("JOB_NOT_FOUND", 404);
  jobsPolicy.authorize(actor, "manageOffer", { creatorId: row.creatorId });
  return { id: row.id, title: row.title, status: row.status, validThrough: row.validThrough, publishedAt: row.publishedAt };
}

/** SQL true while an offer is on the board: active, and its closing date (if any) not before today (UTC). */
export function onTheBoard(now: Date): SQL {
  return sql`${jobOffers.status} = 'active' and (${jobOffers.validThrough} is null or ${jobOffers.validThrough} >= ${utcDay(now)})`;
}

/** Forgets the cached public pages that show offers (every instance, at commit): the board, /opportunities and the company sites that list open offers (decision 063). */
export async function purgeJobPages(db: Db): Promise<void> {
  await purgePages(db, "/jobs");
  await purgePages(db, "/opportunities");
  await purgePages(db, "/empresa");
}

/** The columns of an offer in a list, with its company (one join, no query per row). */
export const summaryColumns = {
  id: jobOffers.id,
  title: jobOffers.title,
  excerpt: sql<string>`left(${jobOffers.description}, ${EXCERPT})`,
  country: jobOffers.country,
  city: jobOffers.city,
  remoteAllowed: jobOffers.remoteAllowed,
  fullyRemote: jobOffers.fullyRemote,
  jobType: jobOffers.jobType,
  experienceLevel: jobOffers.experienceLevel,
  category: jobOffers.category,
  salaryMin: jobOffers.salaryMin,
  salaryMax: jobOffers.salaryMax,
  salaryCurrency: jobOffers.salaryCurrency,
  validThrough: jobOffers.validThrough,
  workStartsOn: jobOffers.workStartsOn,
  workEndsOn: jobOffers.workEndsOn,
  publishedAt: jobOffers.publishedAt,
  status: jobOffers.status,
  companyId: companyProfiles.id,
  companyName: companyProfiles.companyName,
  companyLogo: companyProfiles.logoPath,
  companySlug: companyProfiles.slug,
};

export type SummaryRow = {
  id: number;
  title: string;
  excerpt: string;
  country: string;
  city: string | null;
  remoteAllowed: boolean;
  fullyRemote: boolean;
  jobType: string;
  experienceLevel: string | null;
  category: string[];
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  validThrough: string | null;
  workStartsOn: string | null;
  workEndsOn: string | null;
  publishedAt: Date | null;
  status: string;
  companyId: string;
  companyName: string;
  companyLogo: string | null;
  companySlug: string | null;
};

/** The list DTO of a selected offer row. */
export function offerSummary(row: SummaryRow): OfferSummary {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt.length < EXCERPT ? row.excerpt : `${row.excerpt.trimEnd()}…`,
    country: row.country,
    city: row.city,
    remoteAllowed: row.remoteAllowed,
    fullyRemote: row.fullyRemote,
    jobType: row.jobType as JobType,
    experienceLevel: row.experienceLevel,
    category: row.category,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    salaryCurrency: row.salaryCurrency,
    validThrough: row.validThrough,
    workStartsOn: row.workStartsOn,
    workEndsOn: row.workEndsOn,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    isActive: row.status === "active",
    company: { id: row.companyId, name: row.companyName, logoUrl: logoUrl(row.companyLogo, 96), slug: row.companySlug },
  };
}
