import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { RENEWAL_WINDOW_DAYS } from "~/db/assessment-values";
import { rawQuery } from "~/db/raw-query";
import { assessmentAttempts, courseAssessments } from "~/db/schema/assessments";
import { certificates, courseLessons, courseProgress, courses } from "~/db/schema/learning";
import { userProfiles } from "~/db/schema/profiles";
import type { Ctx } from "~/lib/context.server";
import { personName } from "~/lib/vocabulary/display-name";

type Tx = Pick<Ctx, "db" | "now">;
const DAY_MS = 86_400_000;

/** Serialises every issuing and renewing of one member's certificate of one course (two completions at once issue one). */
export async function lockMemberCourse(tx: Tx, userId: string, courseId: number): Promise<void> {
  await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`certificate:${userId}:${courseId}`}))`);
}

/** What a certificate of a course copies when issued: its title, hours, trainer and validity. */
export type CourseFacts = { id: number; title: string; durationHours: number; trainerName: string | null; validityYears: number | null };

/** The course as a certificate copies it, or null when it is gone. */
export async function courseFacts(tx: Tx, courseId: number): Promise<CourseFacts | null> {
  const [row] = await tx.db
    .select({
      id: courses.id,
      title: courses.title,
      durationHours: courses.durationHours,
      validityYears: courses.certificateValidityYears,
      first: userProfiles.firstName,
      last: userProfiles.lastName,
    })
    .from(courses)
    .leftJoin(userProfiles, eq(userProfiles.id, courses.trainerId))
    .where(eq(courses.id, courseId))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    durationHours: row.durationHours,
    trainerName: personName(row.first, row.last) || null,
    validityYears: row.validityYears,
  };
}

/** The member's completed lessons of a course and the course's lessons, in one round trip. */
export const LESSON_COUNTS = rawQuery(
  "learning.lesson-counts",
  (userId: string, courseId: number) =>
    sql<{
      done: number;
      total: number;
    }>`select (select count(*)::int from ${courseProgress} where ${courseProgress.userId} = ${userId} and ${courseProgress.courseId} = ${courseId} and ${courseProgress.completed}) as done,
                   (select count(*)::int from ${courseLessons} where ${courseLessons.courseId} = ${courseId}) as total`,
  [["someone", 1]],
);

/** True when the course has lessons and the member has done every one of them. */
export async function everyLessonDone(tx: Tx, userId: string, courseId: number): Promise<boolean> {
  const [counts] = await LESSON_COUNTS.rows(tx.db, userId, courseId);
  const total = Number(counts?.total ?? 0);
  return total > 0 && Number(counts?.done ?? 0) >= total;
}

/** The course's graded assessment (not a lesson quiz): its id and whether certificates show the score band; null when it has none. */
export async function gradedAssessmentOf(tx: Tx, courseId: number): Promise<{ id: number; showScoreBand: boolean } | null> {
  const [row] = await tx.db
    .select({ id: courseAssessments.id, showScoreBand: courseAssessments.showScoreBand })
    .from(courseAssessments)
    .where(and(eq(courseAssessments.courseId, courseId), isNull(courseAssessments.lessonId)))
    .limit(1);
  return row ?? null;
}

/** The member's latest passed attempt at an assessment, graded after `since` when given; null when none. */
export async function passedAttempt(tx: Tx, assessmentId: number, userId: string, since: Date | null): Promise<{ scorePercent: number } | null> {
  const [row] = await tx.db
    .select({ scorePercent: assessmentAttempts.scorePercent })
    .from(assessmentAttempts)
    .where(
      and(
        eq(assessmentAttempts.assessmentId, assessmentId),
        eq(assessmentAttempts.userId, userId),
        eq(assessmentAttempts.passed, true),
        since ? gt(assessmentAttempts.gradedAt, since) : undefined,
      ),
    )
    .orderBy(desc(assessmentAttempts.gradedAt))
    .limit(1);
  return row ? { scorePercent: row.scorePercent ?? 0 } : null;
}

/** The member's current certificate of a course (the one not superseded), or null. */
export type CurrentCertificate = { id: string; issuedAt: Date; expiresAt: Date | null; revokedAt: Date | null };

/** The member's current (not superseded) certificate of a course, or null. */
export async function currentCertificate(tx: Tx, userId: string, courseId: number): Promise<CurrentCertificate | null> {
  const [row] = await tx.db
    .select({ id: certificates.id, issuedAt: certificates.issuedAt, expiresAt: certificates.expiresAt, revokedAt: certificates.revokedAt })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId), isNull(certificates.supersededAt)))
    .limit(1);
  return row ?? null;
}

/** True when a certificate that expires may be renewed now: from RENEWAL_WINDOW_DAYS before its expiry on (also after it); never a revoked one or one without expiry. */
export function renewableNow(certificate: CurrentCertificate, now: Date): boolean {
  if (!certificate.expiresAt || certificate.revokedAt) return false;
  return now.getTime() >= certificate.expiresAt.getTime() - RENEWAL_WINDOW_DAYS * DAY_MS;
}

/** The expiry of a certificate issued at `issuedAt` valid `years` years (null: no expiry); 29 February rolls to 1 March. */
export function expiryOf(issuedAt: Date, years: number | null): Date | null {
  if (years === null) return null;
  const expiry = new Date(issuedAt);
  expiry.setUTCFullYear(expiry.getUTCFullYear() + years);
  return expiry;
}

/** The current certificates of a member that a course renews (it is their renewal course), renewable now and issued before `before`. */
export async function certificatesRenewedBy(tx: Tx, userId: string, renewalCourseId: number, before: Date): Promise<{ courseId: number }[]> {
  const now = tx.now();
  const rows = await tx.db
    .select({
      courseId: certificates.courseId,
      id: certificates.id,
      issuedAt: certificates.issuedAt,
      expiresAt: certificates.expiresAt,
      revokedAt: certificates.revokedAt,
    })
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .where(and(eq(certificates.userId, userId), eq(courses.renewalCourseId, renewalCourseId), isNull(certificates.supersededAt)));
  return rows.filter((row) => row.issuedAt < before && renewableNow(row, now)).map((row) => ({ courseId: row.courseId }));
}
