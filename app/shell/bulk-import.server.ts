// The one door through which bulk data (the demo seed in seed/) enters the product (decision 056).
// Every write is a feature's own import use case, taken through its public door; the lookups below
// are plain reads by natural key that tell the seed what is already there. Nothing in the product calls this.
import { and, asc, desc, eq, inArray, isNull, like, ne, not, sql } from "drizzle-orm";
import { user } from "~/db/schema/auth";
import { availabilitySettings } from "~/db/schema/availability";
import { companyWebsites } from "~/db/schema/company-sites";
import { events } from "~/db/schema/events";
import { jobOffers } from "~/db/schema/job-board";
import { courses } from "~/db/schema/learning";
import { libraryDocuments } from "~/db/schema/library";
import { news } from "~/db/schema/news";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { loadActor } from "~/features/accounts/actor.server";
import type { Ctx } from "~/lib/context.server";

export { type ImportedCompany, type ImportedTechnician, importMembers } from "~/features/accounts/public.server";
export { type ImportedCalendar, importCalendars } from "~/features/availability/public.server";
export { type ImportedBooking, type ImportedBookingStep, importBookings } from "~/features/bookings/public.server";
export { type ImportedSite, importSite } from "~/features/company-sites/public.server";
export { type DemoEvent as ImportedEvent, importEvents } from "~/features/events/public.server";
export { type ImportedFollow, importFollows } from "~/features/follows/public.server";
export { importApplications, importPublishedOffers, type PublishedOffer } from "~/features/jobs/public.server";
export {
  anyAssessmentOf,
  coursesWithLessons,
  type DemoCourse as ImportedCourse,
  type DemoEnrollment as ImportedEnrollment,
  type ImportedAssessment,
  type ImportedCertificateRules,
  type ImportedCourseReview,
  type ImportedPassedAttempt,
  importAssessments,
  importCertificateRules,
  importCertificates,
  importCourseReviews,
  importCourses,
  importEnrollments,
  importPassedAttempts,
} from "~/features/learning/public.server";
export { type DemoDocument as ImportedDocument, importDocuments } from "~/features/library/public.server";
export { type ImportedMessage, importMessages } from "~/features/messages/public.server";
export { type DemoArticle as ImportedArticle, importArticles } from "~/features/news/public.server";
export { type ImportedNotification, importNotifications } from "~/features/notifications/public.server";
export { type ImportedProfileFiles, importCompanyLogos, importProfileFiles } from "~/features/profiles/public.server";
export {
  addToTalentList,
  createTalentList,
  myTalentLists,
  myTalentSearches,
  saveTalentNote,
  saveTalentSearch,
  setTalentListNote,
  talentNoteFor,
} from "~/features/recruiting/public.server";
export { saveDemoItems as importSavedCourses } from "~/features/saved/public.server";
export { type ImportedTechnicianPage, importTechnicianPages } from "~/features/technician-pages/public.server";

type Reader = Pick<Ctx, "db">;

/**
 * A request context acting as an existing account (no session, Spanish, the loopback address), for a
 * seed part that writes through a feature's own use cases as that account would (the demo company's
 * lists, notes and saved searches: issue 41); null when the account does not exist.
 */
export async function actingAsAccount(ctx: Pick<Ctx, "db" | "now">, userId: string): Promise<Ctx | null> {
  const actor = await loadActor(ctx.db, userId, "");
  return actor ? { db: ctx.db, actor, ip: "127.0.0.1", locale: "es", headers: new Headers(), now: ctx.now } : null;
}

/** True when no account exists yet (first start of an empty database; the website form's system account does not count). */
export async function databaseIsEmpty(ctx: Reader): Promise<boolean> {
  const rows = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(user).where(ne(user.userType, "system"));
  return (rows[0]?.count ?? 0) === 0;
}

/** The ids of the accounts with these e-mails, by e-mail (an e-mail with no account is absent). */
export async function accountIdsByEmail(ctx: Reader, emails: string[]): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const rows = await ctx.db.select({ id: user.id, email: user.email }).from(user).where(inArray(user.email, emails));
  return new Map(rows.map((row) => [row.email, row.id]));
}

/** The first `limit` individual accounts in e-mail order. */
export async function firstIndividuals(ctx: Reader, limit: number): Promise<string[]> {
  const rows = await ctx.db.select({ id: user.id }).from(user).where(eq(user.userType, "individual")).orderBy(user.email).limit(limit);
  return rows.map((row) => row.id);
}

/** The trainers' ids in e-mail order. */
export async function trainerIds(ctx: Reader): Promise<string[]> {
  const rows = await ctx.db.select({ id: userProfiles.id }).from(userProfiles).where(eq(userProfiles.isTrainer, true)).orderBy(userProfiles.email);
  return rows.map((row) => row.id);
}

/** The companies whose e-mail matches a LIKE pattern (unordered). */
export async function companiesWithEmailLike(ctx: Reader, pattern: string) {
  return ctx.db
    .select({
      id: companyProfiles.id,
      name: companyProfiles.companyName,
      country: companyProfiles.country,
      city: companyProfiles.city,
      email: companyProfiles.email,
    })
    .from(companyProfiles)
    .where(like(companyProfiles.email, pattern));
}

/** The companies with these e-mails, with their slug and country (unordered). */
export async function companiesWithEmails(ctx: Reader, emails: string[]) {
  if (emails.length === 0) return [];
  return ctx.db
    .select({
      id: companyProfiles.id,
      email: companyProfiles.email,
      name: companyProfiles.companyName,
      slug: companyProfiles.slug,
      country: companyProfiles.country,
    })
    .from(companyProfiles)
    .where(inArray(companyProfiles.email, emails));
}

/** Which of these companies have a website. */
export async function companiesWithSite(ctx: Reader, companyIds: string[]): Promise<Set<string>> {
  if (companyIds.length === 0) return new Set();
  const rows = await ctx.db.select({ id: companyWebsites.companyId }).from(companyWebsites).where(inArray(companyWebsites.companyId, companyIds));
  return new Set(rows.map((row) => row.id));
}

/** The technicians (no admins) whose e-mail matches a LIKE pattern and who have no calendar yet, in e-mail order. */
export async function techniciansWithoutCalendar(ctx: Reader, pattern: string): Promise<{ id: string; country: string | null; city: string | null }[]> {
  return ctx.db
    .select({ id: userProfiles.id, country: userProfiles.country, city: userProfiles.city })
    .from(userProfiles)
    .innerJoin(user, eq(user.id, userProfiles.id))
    .leftJoin(availabilitySettings, eq(availabilitySettings.userId, userProfiles.id))
    .where(and(like(user.email, pattern), not(userProfiles.isAdmin), isNull(availabilitySettings.userId)))
    .orderBy(asc(user.email));
}

/** True when any of these companies has a job offer. */
export async function anyOfferBy(ctx: Reader, companyIds: string[]): Promise<boolean> {
  if (companyIds.length === 0) return false;
  return (await ctx.db.select({ id: jobOffers.id }).from(jobOffers).where(inArray(jobOffers.creatorId, companyIds)).limit(1)).length > 0;
}

/** A company's newest offers' ids, newest first. */
export async function newestOffersOf(ctx: Reader, companyEmail: string, limit: number): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: jobOffers.id })
    .from(jobOffers)
    .innerJoin(user, eq(user.id, jobOffers.creatorId))
    .where(eq(user.email, companyEmail))
    .orderBy(desc(jobOffers.publishedAt), desc(jobOffers.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** True when a course with any of these slugs exists. */
export async function anyCourse(ctx: Reader, slugs: string[]): Promise<boolean> {
  return (await ctx.db.select({ id: courses.id }).from(courses).where(inArray(courses.slug, slugs)).limit(1)).length > 0;
}

/** True when an article with any of these slugs exists. */
export async function anyArticle(ctx: Reader, slugs: string[]): Promise<boolean> {
  return (await ctx.db.select({ id: news.id }).from(news).where(inArray(news.slug, slugs)).limit(1)).length > 0;
}

/** True when an event with any of these slugs exists. */
export async function anyEvent(ctx: Reader, slugs: string[]): Promise<boolean> {
  return (await ctx.db.select({ id: events.id }).from(events).where(inArray(events.slug, slugs)).limit(1)).length > 0;
}

/** True when a library document with any of these titles exists. */
export async function anyDocument(ctx: Reader, titles: string[]): Promise<boolean> {
  return (await ctx.db.select({ id: libraryDocuments.id }).from(libraryDocuments).where(inArray(libraryDocuments.title, titles)).limit(1)).length > 0;
}
