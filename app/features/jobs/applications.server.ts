import { randomUUID } from "node:crypto";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { isUniqueViolation } from "~/db/errors";
import { cvDownloads } from "~/db/schema/files";
import { jobApplications, jobOffers } from "~/db/schema/job-board";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { applicationSubject } from "~/features/messages/public.server";
import { technicianCard } from "~/features/profiles/public";
import type { Actor } from "~/lib/actor";
import { type Ctx, requireActor, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { serverI18n } from "~/lib/i18n/resources.server";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { pageCount, pagedList, pageNumber, pageWindow } from "~/lib/paging";
import { parseInput } from "~/lib/parse-input.server";
import { fileStore } from "~/lib/storage/file-store.server";
import { displayName } from "~/lib/vocabulary/display-name";
import { APPLICATION_STATUSES, APPLICATIONS_PAGE_SIZE, type ApplicationStatus, type OfferStatus } from "./job-options";
import type { MyApplicationPage, ReceivedApplicationPage } from "./job-views";
import { applicationInput, statusChangeInput } from "./jobs.schemas";
import { offerSummary, onTheBoard, ownedOffer, requireCompany, summaryColumns } from "./offer-access.server";
import { jobsPolicy } from "./policy";

export type Application = { id: number; status: ApplicationStatus };

/**
 * Spec §5 Applying: a signed-in individual applies once to an offer on the board ('Debes iniciar
 * sesión para postularte' 401 when signed out; companies 403; drafts 404; closed or expired 409). A
 * second application, even from two clicks at once, is refused with 'Ya te has postulado a esta
 * oferta' (409): the unique index decides. The application starts pending and the company hears of
 * it through the outbox, in the same transaction. With `attachCv`, a copy of the applicant's profile
 * CV as it is now is kept with the application (later changes to the profile CV do not alter it).
 */
export async function applyToOffer(ctx: Ctx, input: { jobId: number; coverLetter?: string; attachCv?: boolean }): Promise<Application> {
  if (!ctx.actor) throw new AppError("APPLY_LOGIN_REQUIRED", 401);
  const actor = jobsPolicy.authorize(ctx.actor, "apply");
  const { coverLetter } = parseInput(applicationInput, { coverLetter: input.coverLetter });
  const jobId = Number(input.jobId);
  if (!Number.isSafeInteger(jobId) || jobId <= 0) throw new AppError("JOB_NOT_FOUND", 404);
  const [offer] = await ctx.db
    .select({
      id: jobOffers.id,
      title: jobOffers.title,
      creatorId: jobOffers.creatorId,
      status: jobOffers.status,
      onBoard: sql<boolean>`${onTheBoard(ctx.now())}`,
    })
    .from(jobOffers)
    .where(eq(jobOffers.id, jobId))
    .limit(1);
  if (!offer || offer.status === "draft") throw new AppError("JOB_NOT_FOUND", 404);
  if (!offer.onBoard) throw new AppError("APPLY_JOB_CLOSED", 409);
  const [existing] = await ctx.db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.applicantId, actor.id)))
    .limit(1);
  if (existing) throw new AppError("APPLY_DUPLICATE", 409);
  const applied = withTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .insert(jobApplications)
      .values({ jobId, applicantId: actor.id, status: "pending", coverLetter, createdAt: tx.now(), updatedAt: tx.now() })
      .returning({ id: jobApplications.id });
    if (input.attachCv) await attachCvCopy(tx, actor.id, row.id, jobId);
    await enqueue(tx.db, {
      type: "application.created",
      payload: {
        applicationId: String(row.id),
        jobId: String(jobId),
        jobTitle: offer.title,
        jobCreatorId: offer.creatorId,
        applicantId: actor.id,
        applicantName: actor.displayName,
      },
    });
    return { id: row.id, status: "pending" as const };
  });
  return applied.catch((error: unknown) => {
    if (isUniqueViolation(error)) throw new AppError("APPLY_DUPLICATE", 409);
    throw error;
  });
}

/** Copies the applicant's current profile CV (if they uploaded one) into the application's own file. */
async function attachCvCopy(tx: Ctx, applicantId: string, applicationId: number, jobId: number): Promise<void> {
  const [profile] = await tx.db.select({ cvPath: userProfiles.cvPath }).from(userProfiles).where(eq(userProfiles.id, applicantId)).limit(1);
  if (!profile?.cvPath) return;
  const store = fileStore(tx.db);
  const file = await store.get("cvs", profile.cvPath);
  if (!file) return;
  const key = `applications/${jobId}/${randomUUID()}.pdf`;
  await store.put("cvs", key, { bytes: file.bytes, contentType: "application/pdf" });
  await tx.db.update(jobApplications).set({ cvPath: key }).where(eq(jobApplications.id, applicationId));
}

/** Whether the signed-in member has a CV on their profile that an application could carry. */
export async function hasProfileCv(ctx: Ctx): Promise<boolean> {
  if (!ctx.actor) return false;
  const [profile] = await ctx.db.select({ cvPath: userProfiles.cvPath }).from(userProfiles).where(eq(userProfiles.id, ctx.actor.id)).limit(1);
  return Boolean(profile?.cvPath);
}

/**
 * Spec §7 'Mis postulaciones': the signed-in member's own applications, newest first, 20 a page;
 * each is the job (with its company) plus applicationStatus, applicationId and applicationDate,
 * whatever the offer's status now. One query for the page, one for the total.
 */
export async function myApplications(ctx: Ctx, page: number): Promise<MyApplicationPage> {
  const actor = requireActor(ctx);
  const mine = eq(jobApplications.applicantId, actor.id);
  const listed = await pagedList({
    page: pageNumber(page),
    size: APPLICATIONS_PAGE_SIZE,
    rows: ({ limit, offset }) =>
      ctx.db
        .select({
          ...summaryColumns,
          onBoard: sql<boolean>`${onTheBoard(ctx.now())}`,
          applicationId: jobApplications.id,
          applicationStatus: jobApplications.status,
          applicationDate: jobApplications.createdAt,
        })
        .from(jobApplications)
        .innerJoin(jobOffers, eq(jobOffers.id, jobApplications.jobId))
        .innerJoin(companyProfiles, eq(companyProfiles.id, jobOffers.creatorId))
        .where(mine)
        .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
        .limit(limit)
        .offset(offset),
    count: () => ctx.db.select({ total: count() }).from(jobApplications).where(mine),
  });
  return {
    applications: listed.rows.map((row) => ({
      ...offerSummary(row),
      isActive: row.onBoard,
      status: row.status as OfferStatus,
      applicationStatus: row.applicationStatus,
      applicationId: row.applicationId,
      applicationDate: row.applicationDate.toISOString(),
    })),
    count: listed.total,
    page: listed.page,
    pages: listed.pages,
  };
}

/**
 * The applications of one of the signed-in company's offers (all, or those in one `status`), newest
 * first, 20 a page, each with the applicant's card (name, photo, city, job titles), the cover letter,
 * whether a CV can be downloaded and the subject of a message about it; plus how many are in each
 * status. 403 for any other company's offer, 404 for one that does not exist. Three queries.
 */
export async function offerApplications(ctx: Ctx, jobId: number, page: number, status: ApplicationStatus | null = null): Promise<ReceivedApplicationPage> {
  const actor = requireCompany(ctx);
  const offer = await ownedOffer(ctx.db, actor, jobId);
  const current = pageNumber(page);
  const window = pageWindow(current, APPLICATIONS_PAGE_SIZE);
  const ofOffer = status ? and(eq(jobApplications.jobId, offer.id), eq(jobApplications.status, status)) : eq(jobApplications.jobId, offer.id);
  const [rows, counted] = await Promise.all([
    ctx.db
      .select({
        id: jobApplications.id,
        status: jobApplications.status,
        coverLetter: jobApplications.coverLetter,
        createdAt: jobApplications.createdAt,
        applicantId: jobApplications.applicantId,
        firstName: userProfiles.firstName,
        lastName: userProfiles.lastName,
        jobTitle: userProfiles.jobTitle,
        skills: userProfiles.skills,
        city: userProfiles.city,
        country: userProfiles.country,
        membershipLevel: userProfiles.membershipLevel,
        profileImagePath: userProfiles.profileImagePath,
        isFoundingMember: userProfiles.isFoundingMember,
        formOfAddress: userProfiles.formOfAddress,
        hasCv: sql<boolean>`coalesce(${userProfiles.hasCvEnabled} and ${userProfiles.cvPath} is not null, false)`,
        cvPath: jobApplications.cvPath,
      })
      .from(jobApplications)
      .leftJoin(userProfiles, eq(userProfiles.id, jobApplications.applicantId))
      .where(ofOffer)
      .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
      .limit(window.limit)
      .offset(window.offset),
    ctx.db
      .select({ status: jobApplications.status, value: count() })
      .from(jobApplications)
      .where(eq(jobApplications.jobId, offer.id))
      .groupBy(jobApplications.status),
  ]);
  const byStatus = Object.fromEntries(APPLICATION_STATUSES.map((known) => [known, 0])) as Record<ApplicationStatus, number>;
  for (const row of counted) byStatus[row.status] = Number(row.value);
  const all = Object.values(byStatus).reduce((sum, value) => sum + value, 0);
  const exact = status ? byStatus[status] : all;
  const { t } = serverI18n(ctx.locale);
  return {
    offer: { id: offer.id, title: offer.title, status: offer.status },
    status,
    byStatus,
    all,
    applications: rows.map((row) => ({
      id: row.id,
      status: row.status,
      coverLetter: row.coverLetter,
      createdAt: row.createdAt.toISOString(),
      applicant: {
        ...technicianCard({
          id: row.applicantId,
          first_name: row.firstName ?? "",
          last_name: row.lastName ?? "",
          job_title: row.jobTitle ?? [],
          skills: row.skills ?? [],
          city: row.city,
          country: row.country,
          membership_level: row.membershipLevel ?? "bronze",
          profile_image_path: row.profileImagePath,
          is_founding_member: row.isFoundingMember ?? false,
          form_of_address: row.formOfAddress,
        }),
        hasCvEnabled: Boolean(row.hasCv),
      },
      hasAttachedCv: row.cvPath !== null,
      contactSubject: applicationSubject(offer.title, displayName(t, { company: false, firstName: row.firstName, lastName: row.lastName })),
    })),
    count: exact,
    page: current,
    pages: pageCount(exact, APPLICATIONS_PAGE_SIZE),
  };
}

type OwnedApplication = {
  id: number;
  status: ApplicationStatus;
  applicantId: string;
  jobTitle: string;
  applicantName: string;
  cvPath: string | null;
};

/** An application to one of the acting company's offers (locked when asked): 404 when missing, 403 when the offer is someone else's. */
async function ownedApplication(ctx: Ctx, actor: Actor, applicationId: number, options: { lock?: boolean } = {}): Promise<OwnedApplication> {
  if (!Number.isSafeInteger(applicationId) || applicationId <= 0) throw new AppError("APPLICATION_NOT_FOUND", 404);
  const query = ctx.db
    .select({
      id: jobApplications.id,
      status: jobApplications.status,
      applicantId: jobApplications.applicantId,
      jobTitle: jobOffers.title,
      creatorId: jobOffers.creatorId,
      cvPath: jobApplications.cvPath,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
    })
    .from(jobApplications)
    .innerJoin(jobOffers, eq(jobOffers.id, jobApplications.jobId))
    .leftJoin(userProfiles, eq(userProfiles.id, jobApplications.applicantId))
    .where(eq(jobApplications.id, applicationId))
    .limit(1);
  const [row] = options.lock ? await query.for("update", { of: jobApplications }) : await query;
  if (!row) throw new AppError("APPLICATION_NOT_FOUND", 404);
  jobsPolicy.authorize(actor, "manageApplication", { offerCreatorId: row.creatorId });
  const applicantName = displayName(serverI18n(ctx.locale).t, { company: false, firstName: row.firstName, lastName: row.lastName });
  return { id: row.id, status: row.status, applicantId: row.applicantId, jobTitle: row.jobTitle, applicantName, cvPath: row.cvPath };
}

/**
 * The company that owns the offer moves an application to any of the five statuses (403 for anyone
 * else). A change to anything but pending, and different from before, tells the applicant through
 * the outbox (spec §4), in the same transaction; setting the same status again changes nothing.
 */
export async function changeApplicationStatus(ctx: Ctx, input: { applicationId: number; status: string }): Promise<Application> {
  const actor = requireCompany(ctx);
  const { status } = parseInput(statusChangeInput, { status: input.status });
  return withTransaction(ctx, async (tx) => {
    const application = await ownedApplication(tx, actor, Number(input.applicationId), { lock: true });
    if (status === application.status) return { id: application.id, status };
    await tx.db.update(jobApplications).set({ status, updatedAt: tx.now() }).where(eq(jobApplications.id, application.id));
    if (status !== "pending") {
      await enqueue(tx.db, {
        type: "application.status_changed",
        payload: {
          applicationId: String(application.id),
          jobTitle: application.jobTitle,
          applicantId: application.applicantId,
          newStatus: status,
          previousStatus: application.status,
        },
      });
    }
    return { id: application.id, status };
  });
}

/**
 * 'Contactar' on an application: whom the owning company writes to and the subject, in the spec's
 * format ('<job title> - De: <applicant name>'). 403 for any other company.
 */
export async function applicationContactSubject(ctx: Ctx, applicationId: number): Promise<{ recipientId: string; subject: string }> {
  const actor = requireCompany(ctx);
  const application = await ownedApplication(ctx, actor, applicationId);
  return { recipientId: application.applicantId, subject: applicationSubject(application.jobTitle, application.applicantName) };
}

/**
 * The CV an applicant attached to an application, for the company that owns the offer only (403 for
 * anyone else, 404 when none was attached). The download is recorded for the applicant to see, like
 * a download from the profile.
 */
export async function downloadApplicationCv(ctx: Ctx, applicationId: number): Promise<{ bytes: Buffer; fileName: string }> {
  const actor = requireCompany(ctx);
  const application = await ownedApplication(ctx, actor, applicationId);
  if (!application.cvPath) throw new AppError("CV_NOT_AVAILABLE", 404);
  const file = await fileStore(ctx.db).get("cvs", application.cvPath);
  if (!file) throw new AppError("CV_NOT_AVAILABLE", 404);
  await ctx.db.insert(cvDownloads).values({ ownerId: application.applicantId, downloaderId: actor.id, downloadedAt: ctx.now() });
  const name =
    application.applicantName
      .normalize("NFD")
      .replace(/\s+/g, "-")
      .replace(/[^A-Za-z0-9-]/g, "") || "tecnico";
  return { bytes: file.bytes, fileName: `CV-${name}-postulacion-${application.id}.pdf` };
}
