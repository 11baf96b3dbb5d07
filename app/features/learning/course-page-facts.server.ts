import { eq } from "drizzle-orm";
import { courses } from "~/db/schema/learning";
import type { Ctx } from "~/lib/context.server";
import { type AssessmentFacts, courseAssessmentFacts } from "./assessment-settings.server";

/** What a course page says about its certificate (issue 40): the graded assessment's facts and how many years the certificate is valid. */
export type CoursePageFacts = { assessment: AssessmentFacts | null; certificateValidityYears: number | null };

/** The assessment facts and the certificate's validity of a course (null parts when it has none). */
export async function coursePageFacts(ctx: Pick<Ctx, "db">, courseId: number): Promise<CoursePageFacts> {
  const [[course], assessment] = await Promise.all([
    ctx.db.select({ years: courses.certificateValidityYears }).from(courses).where(eq(courses.id, courseId)).limit(1),
    courseAssessmentFacts(ctx.db, courseId),
  ]);
  return { assessment, certificateValidityYears: course?.years ?? null };
}
