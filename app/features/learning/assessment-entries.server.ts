import { and, eq, inArray, isNull, max } from "drizzle-orm";
import { assessmentAttempts, courseAssessments } from "~/db/schema/assessments";
import { courseEnrollments, courses } from "~/db/schema/learning";
import type { Ctx } from "~/lib/context.server";
import type { AssessmentEntry } from "./attempt-views";

/** The state of the graded assessment of each course the member is enrolled in, by course slug (courses without one are absent); one query. */
export async function myAssessmentStates(ctx: Ctx): Promise<Record<string, AssessmentEntry>> {
  if (!ctx.actor) return {};
  const rows = await ctx.db
    .select({ slug: courses.slug, best: max(assessmentAttempts.scorePercent) })
    .from(courseEnrollments)
    .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
    .innerJoin(courseAssessments, and(eq(courseAssessments.courseId, courses.id), isNull(courseAssessments.lessonId)))
    .leftJoin(
      assessmentAttempts,
      and(
        eq(assessmentAttempts.assessmentId, courseAssessments.id),
        eq(assessmentAttempts.userId, courseEnrollments.userId),
        eq(assessmentAttempts.passed, true),
      ),
    )
    .where(eq(courseEnrollments.userId, ctx.actor.id))
    .groupBy(courses.slug);
  return Object.fromEntries(rows.map((row) => [row.slug, { passed: row.best !== null, scorePercent: row.best === null ? null : Number(row.best) }]));
}

/** The lesson player's ways into assessments: the lesson's quiz and the course's graded assessment (null where there is none), with whether each is passed. */
export async function lessonAssessmentEntries(
  ctx: Ctx,
  input: { courseId: number; lessonId: number },
): Promise<{ quiz: AssessmentEntry | null; course: AssessmentEntry | null }> {
  const rows = await ctx.db
    .select({ id: courseAssessments.id, lessonId: courseAssessments.lessonId })
    .from(courseAssessments)
    .where(and(eq(courseAssessments.courseId, input.courseId)));
  const quiz = rows.find((row) => row.lessonId === input.lessonId) ?? null;
  const final = rows.find((row) => row.lessonId === null) ?? null;
  const ids = [quiz?.id, final?.id].filter((id): id is number => id !== undefined);
  const passed =
    ctx.actor && ids.length > 0
      ? await ctx.db
          .select({ assessmentId: assessmentAttempts.assessmentId, best: max(assessmentAttempts.scorePercent) })
          .from(assessmentAttempts)
          .where(and(inArray(assessmentAttempts.assessmentId, ids), eq(assessmentAttempts.userId, ctx.actor.id), eq(assessmentAttempts.passed, true)))
          .groupBy(assessmentAttempts.assessmentId)
      : [];
  const entry = (id: number): AssessmentEntry => {
    const best = passed.find((row) => row.assessmentId === id)?.best;
    return { passed: best !== undefined && best !== null, scorePercent: best === undefined || best === null ? null : Number(best) };
  };
  return { quiz: quiz ? entry(quiz.id) : null, course: final ? entry(final.id) : null };
}
