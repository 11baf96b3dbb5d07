import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import { jobApplications, jobOffers, jobOfferViews } from "~/db/schema/job-board";
import { companyProfiles } from "~/db/schema/profiles";
import type { Actor } from "~/lib/actor";
import { type Ctx, withTransaction } from "~/lib/context.server";
import { AppError, LimitReached } from "~/lib/errors";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { pagedList, pageNumber } from "~/lib/paging";
import { parseInput } from "~/lib/parse-input.server";
import { secondsToNextUtcDay, utcDayStart } from "~/lib/utc-day";
import { type ApplicationStatus, COMPANY_OFFERS_PAGE_SIZE, type JobType, type OfferStatus } from "./job-options";
import type { CompanyOfferPage, OfferDetail } from "./job-views";
import { type OfferFields, type OfferInput, offerInput } from "./jobs.schemas";
import { type OwnedOffer, offerSummary, onTheBoard, ownedOffer, purgeJobPages, requireCompany, summaryColumns, utcDay } from "./offer-access.server";
import { jobsPolicy } from "./policy";

const VIEWER_KEY_MAX = 200;

export type SavedOffer = { id: number; status: OfferStatus };

/** The offer's fields, checked against today: a closing date may not be in the past. */
function checkedFields(ctx: Ctx, input: OfferInput): OfferFields {
  const fields = parseInput(offerInput, input);
  if (fields.validThrough && fields.validThrough < utcDay(ctx.now())) throw new AppError("JOB_VALID_THROUGH_INVALID", 400, {}, "validThrough");
  return fields;
}

/** The table columns of checked offer fields (no currency without an amount). */
export function offerColumns(fields: OfferFields) {
  return {
    title: fields.title,
    description: fields.description,
    country: fields.country,
    city: fields.city,
    remoteAllowed: fields.remoteAllowed || fields.fullyRemote,
    fullyRemote: fields.fullyRemote,
    jobType: fields.jobType,
    experienceLevel: fields.experienceLevel,
    category: fields.category,
    requirements: fields.requirements,
    salaryMin: fields.salaryMin,
    salaryMax: fields.salaryMax,
    salaryCurrency: fields.salaryMin === null && fields.salaryMax === null ? null : fields.salaryCurrency,
    validThrough: fields.validThrough,
    workStartsOn: fields.workStartsOn,
    workEndsOn: fields.workStartsOn ? (fields.workEndsOn ?? fields.workStartsOn) : null,
  };
}

/** Issue 20 §4: offers a company may publish for the first time in a UTC day (a real company never does; a script meets it). */
export const OFFERS_PER_DAY = 20;

/** Refuses a company's first publication past OFFERS_PER_DAY today (429, saying when); counted under a per-company lock held to the commit, so publications at once cannot pass it together. */
async function checkDailyPublications(tx: Ctx, actor: Actor): Promise<void> {
  await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`offers:${actor.id}`}))`);
  const [published] = await tx.db
    .select({ value: count() })
    .from(jobOffers)
    .where(and(eq(jobOffers.creatorId, actor.id), gte(jobOffers.publishedAt, utcDayStart(tx.now()))));
  if (Number(published?.value ?? 0) >= OFFERS_PER_DAY) {
    throw new LimitReached("OFFERS_DAILY_LIMIT", secondsToNextUtcDay(tx.now()), { max: OFFERS_PER_DAY });
  }
}

/** Puts an offer on the board; the first time, it counts toward the day's publications and the company's followers hear of it (outbox, same transaction). */
async function activate(tx: Ctx, actor: Actor, offer: OwnedOffer): Promise<void> {
  if (offer.validThrough && offer.validThrough < utcDay(tx.now())) throw new AppError("JOB_EXPIRED", 409, {}, "validThrough");
  if (!offer.publishedAt) await checkDailyPublications(tx, actor);
  await tx.db
    .update(jobOffers)
    .set({ status: "active", publishedAt: offer.publishedAt ?? tx.now(), updatedAt: tx.now() })
    .where(eq(jobOffers.id, offer.id));
  if (offer.publishedAt) return;
  await enqueue(tx.db, {
    type: "job.published",
    payload: { jobId: String(offer.id), title: offer.title, companyId: actor.id, companyName: actor.displayName },
  });
}

/**
 * A company creates an offer, as a draft or (`publish`) straight on the board; every field is
 * checked with a Spanish message naming it. Publishing tells the company's followers through the
 * outbox, in the same transaction.
 */
export async function createOffer(ctx: Ctx, input: OfferInput): Promise<SavedOffer> {
  const actor = requireCompany(ctx);
  const fields = checkedFields(ctx, input);
  return withTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .insert(jobOffers)
      .values({ ...offerColumns(fields), creatorId: actor.id, creatorType: "company", createdAt: tx.now(), updatedAt: tx.now() })
      .returning({ id: jobOffers.id, title: jobOffers.title, validThrough: jobOffers.validThrough });
    if (!fields.publish) return { id: row.id, status: "draft" };
    await activate(tx, actor, { ...row, status: "draft", publishedAt: null });
    await purgeJobPages(tx.db);
    return { id: row.id, status: "active" };
  });
}

/**
 * The owning company edits an offer (any status; 403 for anyone else, 404 when it does not exist);
 * `publish` also puts a draft on the board (followers hear of a first publication). Cached pages
 * showing offers are purged.
 */
export async function updateOffer(ctx: Ctx, id: number, input: OfferInput): Promise<SavedOffer> {
  const actor = requireCompany(ctx);
  const fields = checkedFields(ctx, input);
  return withTransaction(ctx, async (tx) => {
    const offer = await ownedOffer(tx.db, actor, id, { lock: true });
    await tx.db
      .update(jobOffers)
      .set({ ...offerColumns(fields), updatedAt: tx.now() })
      .where(eq(jobOffers.id, offer.id));
    let status = offer.status;
    if (fields.publish && status === "draft") {
      await activate(tx, actor, { ...offer, title: fields.title, validThrough: fields.validThrough });
      status = "active";
    }
    await purgeJobPages(tx.db);
    return { id: offer.id, status };
  });
}

/** The owning company takes an offer off the board (closing a closed offer changes nothing); nobody can apply any more. */
export async function closeOffer(ctx: Ctx, id: number): Promise<SavedOffer> {
  const actor = requireCompany(ctx);
  return withTransaction(ctx, async (tx) => {
    const offer = await ownedOffer(tx.db, actor, id, { lock: true });
    if (offer.status !== "closed") {
      await tx.db.update(jobOffers).set({ status: "closed", updatedAt: tx.now() }).where(eq(jobOffers.id, offer.id));
      await purgeJobPages(tx.db);
    }
    return { id: offer.id, status: "closed" };
  });
}

/**
 * The owning company puts a closed offer (or a draft) back on the board, keeping its original
 * publication date; refused while its closing date is past. Only a first publication tells the followers.
 */
export async function reopenOffer(ctx: Ctx, id: number): Promise<SavedOffer> {
  const actor = requireCompany(ctx);
  return withTransaction(ctx, async (tx) => {
    const offer = await ownedOffer(tx.db, actor, id, { lock: true });
    if (offer.status !== "active") {
      await activate(tx, actor, offer);
      await purgeJobPages(tx.db);
    }
    return { id: offer.id, status: "active" };
  });
}

/**
 * One offer with its company's name, logo and slug: an offer on the board for everyone; a draft,
 * closed or expired offer only for the company that owns it (404 for anyone else). A signed-in
 * viewer also learns their own application to it.
 */
export async function getOffer(ctx: Ctx, id: number): Promise<OfferDetail> {
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError("JOB_NOT_FOUND", 404);
  const viewerId = ctx.actor?.id ?? null;
  const [row] = await ctx.db
    .select({
      ...summaryColumns,
      description: jobOffers.description,
      requirements: jobOffers.requirements,
      viewsCount: jobOffers.viewsCount,
      createdAt: jobOffers.createdAt,
      updatedAt: jobOffers.updatedAt,
      creatorId: jobOffers.creatorId,
      onBoard: sql<boolean>`${onTheBoard(ctx.now())}`,
      applicationId: jobApplications.id,
      applicationStatus: jobApplications.status,
      applicationDate: jobApplications.createdAt,
    })
    .from(jobOffers)
    .innerJoin(companyProfiles, eq(companyProfiles.id, jobOffers.creatorId))
    .leftJoin(jobApplications, and(eq(jobApplications.jobId, jobOffers.id), eq(jobApplications.applicantId, viewerId ?? "")))
    .where(eq(jobOffers.id, id))
    .limit(1);
  const isOwner = row !== undefined && jobsPolicy.can(ctx.actor, "manageOffer", { creatorId: row.creatorId });
  if (!row || (!row.onBoard && !isOwner)) throw new AppError("JOB_NOT_FOUND", 404);
  const { excerpt: _excerpt, ...summary } = offerSummary(row);
  return {
    ...summary,
    isActive: row.onBoard,
    description: row.description,
    requirements: row.requirements,
    status: row.status as OfferStatus,
    viewsCount: row.viewsCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isOwner,
    myApplication:
      row.applicationId !== null && row.applicationStatus !== null && row.applicationDate !== null
        ? { id: row.applicationId, status: row.applicationStatus as ApplicationStatus, createdAt: row.applicationDate.toISOString() }
        : null,
  };
}

/** One of the signed-in company's own offers, in any status, for its edit form: 403 for another company's, 404 when it does not exist. */
export async function offerForEditing(ctx: Ctx, id: number): Promise<OfferDetail> {
  const actor = requireCompany(ctx);
  await ownedOffer(ctx.db, actor, id);
  return getOffer(ctx, id);
}

/**
 * Counts a visit to an offer on the board once per viewer and UTC day. The visit counts only when
 * none of `viewerKeys` (the route's choice: a member, or a visitor's address) was seen on that offer
 * today; `alsoSeen` (a member's address) is marked seen too, so the same person signed out adds
 * nothing, but never stops a visit from counting. The day's rows are inserted first and the counter
 * grows only when every deciding insert happened, so concurrent visits count once. Returns whether it counted.
 */
export async function recordOfferView(ctx: Ctx, id: number, viewerKeys: readonly string[], alsoSeen: readonly string[] = []): Promise<boolean> {
  const clean = (list: readonly string[]) => [...new Set(list.map((key) => key.trim().slice(0, VIEWER_KEY_MAX)))].filter(Boolean);
  const keys = clean(viewerKeys);
  const seen = clean(alsoSeen).filter((key) => !keys.includes(key));
  if (keys.length === 0 || !Number.isSafeInteger(id) || id <= 0) return false;
  return withTransaction(ctx, async (tx) => {
    const [offer] = await tx.db
      .select({ id: jobOffers.id })
      .from(jobOffers)
      .where(and(eq(jobOffers.id, id), onTheBoard(tx.now())))
      .limit(1);
    if (!offer) return false;
    const inserted = await tx.db
      .insert(jobOfferViews)
      .values(keys.map((viewerKey) => ({ jobId: id, viewerKey, day: utcDay(tx.now()) })))
      .onConflictDoNothing()
      .returning({ jobId: jobOfferViews.jobId });
    if (seen.length > 0)
      await tx.db
        .insert(jobOfferViews)
        .values(seen.map((viewerKey) => ({ jobId: id, viewerKey, day: utcDay(tx.now()) })))
        .onConflictDoNothing();
    if (inserted.length < keys.length) return false;
    await tx.db
      .update(jobOffers)
      .set({ viewsCount: sql`${jobOffers.viewsCount} + 1` })
      .where(eq(jobOffers.id, id));
    return true;
  });
}

/** The signed-in company's own offers (every status), newest first, 20 a page, each with its application count: one query for the page, one for the total. */
export async function companyOffers(ctx: Ctx, page: number): Promise<CompanyOfferPage> {
  const actor = requireCompany(ctx);
  const mine = eq(jobOffers.creatorId, actor.id);
  const listed = await pagedList({
    page: pageNumber(page),
    size: COMPANY_OFFERS_PAGE_SIZE,
    rows: ({ limit, offset }) =>
      ctx.db
        .select({
          id: jobOffers.id,
          title: jobOffers.title,
          status: jobOffers.status,
          jobType: jobOffers.jobType,
          country: jobOffers.country,
          city: jobOffers.city,
          validThrough: jobOffers.validThrough,
          viewsCount: jobOffers.viewsCount,
          createdAt: jobOffers.createdAt,
          publishedAt: jobOffers.publishedAt,
          onBoard: sql<boolean>`${onTheBoard(ctx.now())}`,
          // Named in full: in a one-table select Drizzle leaves columns unqualified, and "id" would be the subquery's.
          applicationsCount: sql<number>`(select count(*) from ${jobApplications} counted where counted.job_id = ${jobOffers}.id)::int`,
        })
        .from(jobOffers)
        .where(mine)
        .orderBy(desc(jobOffers.createdAt), desc(jobOffers.id))
        .limit(limit)
        .offset(offset),
    count: () => ctx.db.select({ total: count() }).from(jobOffers).where(mine),
  });
  return {
    offers: listed.rows.map((row) => ({
      id: row.id,
      title: row.title,
      status: row.status,
      jobType: row.jobType as JobType,
      country: row.country,
      city: row.city,
      validThrough: row.validThrough,
      viewsCount: row.viewsCount,
      applicationsCount: Number(row.applicationsCount),
      createdAt: row.createdAt.toISOString(),
      publishedAt: row.publishedAt?.toISOString() ?? null,
      isActive: Boolean(row.onBoard),
    })),
    count: listed.total,
    page: listed.page,
    pages: listed.pages,
  };
}
