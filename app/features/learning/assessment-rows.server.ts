import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { assessmentQuestions, courseAssessments } from "~/db/schema/assessments";

export type AssessmentRow = typeof courseAssessments.$inferSelect;
export type QuestionRow = typeof assessmentQuestions.$inferSelect;

/** The graded assessment of a course (the one its certificate needs), or null when it has none. */
export async function courseAssessmentRow(db: Db, courseId: number): Promise<AssessmentRow | null> {
  const [row] = await db
    .select()
    .from(courseAssessments)
    .where(and(eq(courseAssessments.courseId, courseId), isNull(courseAssessments.lessonId)))
    .limit(1);
  return row ?? null;
}

/** The short quiz of a lesson, or null when it has none. */
export async function lessonQuizRow(db: Db, lessonId: number): Promise<AssessmentRow | null> {
  const [row] = await db.select().from(courseAssessments).where(eq(courseAssessments.lessonId, lessonId)).limit(1);
  return row ?? null;
}

/** An assessment's question bank in the trainer's order (at most ASSESSMENT_LIMITS.questionsPerBank rows). */
export async function questionBank(db: Db, assessmentId: number): Promise<QuestionRow[]> {
  return db
    .select()
    .from(assessmentQuestions)
    .where(eq(assessmentQuestions.assessmentId, assessmentId))
    .orderBy(asc(assessmentQuestions.position), asc(assessmentQuestions.id));
}
