import { count, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { assessmentQuestions } from "~/db/schema/assessments";
import { courseAssessmentRow } from "./assessment-rows.server";

/** How many questions an assessment's bank holds (one count query). */
export async function bankSize(db: Db, assessmentId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(assessmentQuestions).where(eq(assessmentQuestions.assessmentId, assessmentId));
  return Number(row?.value ?? 0);
}

/** When a course's graded assessment has fewer questions than one attempt draws: the bank's size and the draw; null when it is ready or absent. */
export async function bankShortfall(db: Db, courseId: number): Promise<{ count: number; needed: number } | null> {
  const assessment = await courseAssessmentRow(db, courseId);
  if (!assessment) return null;
  const size = await bankSize(db, assessment.id);
  return size < assessment.questionsPerAttempt ? { count: size, needed: assessment.questionsPerAttempt } : null;
}
