// The learning feature's server rules as other features (saved items, the demo seed) may use them.
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { certificates, courseEnrollments, courses } from "~/db/schema/learning";
import { userProfiles } from "~/db/schema/profiles";
import type { Ctx } from "~/lib/context.server";
import { setRevoked } from "~/lib/credentials/status-list.server";
import { cardColumns, courseCard } from "./catalogue.server";
import { issueCertificate } from "./certificates.server";
import type { CourseCard } from "./course-views";

export {
  anyAssessmentOf,
  coursesWithLessons,
  type ImportedAssessment,
  type ImportedCertificateRules,
  type ImportedCourseReview,
  type ImportedPassedAttempt,
  importAssessments,
  importCertificateRules,
  importCourseReviews,
  importPassedAttempts,
} from "./assessment-import.server";
export { certificateById, certificatesOfHolder } from "./certificates.server";
export { courseCoverReferences, lessonFileReferences } from "./course-files.server";
export { type DemoCourse, type DemoEnrollment, importCourses, importEnrollments } from "./course-import.server";
export { courseDetail } from "./enrollments.server";
export { learningModule } from "./module.server";
export { coursesSitemap } from "./sitemap.server";

/** True when `courseId` (as saved_items keeps it, text) is a published course. */
export async function publishedCourseExists(ctx: Pick<Ctx, "db">, courseId: string): Promise<boolean> {
  const id = Number(courseId);
  if (!Number.isSafeInteger(id) || id <= 0) return false;
  const [row] = await ctx.db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.status, "published")))
    .limit(1);
  return row !== undefined;
}

/** The published courses among `ids` as cards, in the order of `ids` (spec §7: saved courses joined with their details, one query). */
export async function courseCardsByIds(ctx: Pick<Ctx, "db">, ids: string[]): Promise<CourseCard[]> {
  const numeric = ids.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
  if (numeric.length === 0) return [];
  const rows = await ctx.db
    .select(cardColumns)
    .from(courses)
    .leftJoin(userProfiles, eq(userProfiles.id, courses.trainerId))
    .where(and(inArray(courses.id, numeric), eq(courses.status, "published")))
    .orderBy(desc(courses.id));
  const byId = new Map(rows.map((row) => [row.id, courseCard(row)]));
  return numeric.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Issues the certificates of completed demo enrollments (as completing the last lesson would, dated
 * when the enrollment was completed), and
 * revokes those given a reason. A certificate already issued stays as it is.
 */
export async function importCertificates(ctx: Pick<Ctx, "db" | "now">, list: { userId: string; courseId: number; revokedReason?: string }[]): Promise<void> {
  for (const item of list) {
    const [course] = await ctx.db
      .select(cardColumns)
      .from(courses)
      .leftJoin(userProfiles, eq(userProfiles.id, courses.trainerId))
      .where(eq(courses.id, item.courseId))
      .limit(1);
    if (!course) continue;
    const card = courseCard(course);
    const [enrollment] = await ctx.db
      .select({ completedAt: courseEnrollments.completedAt })
      .from(courseEnrollments)
      .where(and(eq(courseEnrollments.userId, item.userId), eq(courseEnrollments.courseId, item.courseId)));
    await issueCertificate(ctx, {
      userId: item.userId,
      courseId: card.id,
      courseTitle: card.title,
      durationHours: card.durationHours,
      trainerName: card.trainerName,
      completedAt: enrollment?.completedAt ?? undefined,
    });
    if (item.revokedReason) {
      const revoked = await ctx.db
        .update(certificates)
        .set({ revokedAt: ctx.now(), revokedReason: item.revokedReason })
        .where(and(eq(certificates.userId, item.userId), eq(certificates.courseId, item.courseId), isNull(certificates.supersededAt)))
        .returning({ id: certificates.id });
      // Outside verifiers read the status list, not the row: its bit says revoked too.
      for (const row of revoked) await setRevoked(ctx.db, row.id, true);
    }
  }
}
