import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { assessmentAttempts, courseAssessments } from "~/db/schema/assessments";
import { type Ctx, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { purgePages } from "~/lib/page-cache.server";
import { bankSize } from "./assessment-bank.server";
import { type AssessmentSettings, type AssessmentSettingsInput, assessmentSettings } from "./assessment-input";
import { type AssessmentRow, courseAssessmentRow, lessonQuizRow, questionBank } from "./assessment-rows.server";
import { lessonOfCourse } from "./catalogue.server";
import { editableCourseRow } from "./course-access.server";
import type { EditableQuestion } from "./question-input";

/** What a course page says about its graded assessment (null when it has none). */
export type AssessmentFacts = {
  questionsPerAttempt: number;
  passingPercent: number;
  maxAttempts: number | null;
  timeLimitMinutes: number | null;
  ready: boolean;
};

/** Which assessment the editor works on: a course's graded assessment (lessonId null) or a lesson's quiz. */
export type AssessmentTarget = { courseId: number; lessonId: number | null };

/** The assessment editor's page: the course (and lesson), the settings (null: none yet), the bank and whether it is ready. */
export type AssessmentEditorView = {
  course: { id: number; title: string; status: "draft" | "published" };
  lesson: { id: number; title: string } | null;
  assessment: (AssessmentSettings & { id: number }) | null;
  questions: EditableQuestion[];
  bankSize: number;
  ready: boolean;
};

/** The facts of a course's graded assessment for its public page: questions per attempt, passing score, attempts, time limit and whether its bank is ready. */
export async function courseAssessmentFacts(db: Db, courseId: number): Promise<AssessmentFacts | null> {
  const assessment = await courseAssessmentRow(db, courseId);
  if (!assessment) return null;
  const size = await bankSize(db, assessment.id);
  return {
    questionsPerAttempt: assessment.questionsPerAttempt,
    passingPercent: assessment.passingPercent,
    maxAttempts: assessment.maxAttempts,
    timeLimitMinutes: assessment.timeLimitMinutes,
    ready: size >= assessment.questionsPerAttempt,
  };
}

/** The course (and lesson) of a target the actor may edit: 404 for an unknown course or a lesson of another course, 403 for anyone but its trainer and the admins. */
async function editableTarget(ctx: Ctx, target: AssessmentTarget) {
  const course = await editableCourseRow(ctx, target.courseId);
  const lesson = target.lessonId === null ? null : await lessonOfCourse(ctx, course.id, target.lessonId);
  return { course, lesson };
}

/** The target's assessment row, or null when it has none yet. */
function assessmentOf(db: Db, course: { id: number }, lesson: { id: number } | null): Promise<AssessmentRow | null> {
  return lesson ? lessonQuizRow(db, lesson.id) : courseAssessmentRow(db, course.id);
}

/** The target's assessment for a change to its bank: 404 'ASSESSMENT_NOT_FOUND' when it has none (checked after who may edit). */
export async function editableAssessment(ctx: Ctx, target: AssessmentTarget) {
  const { course, lesson } = await editableTarget(ctx, target);
  const assessment = await assessmentOf(ctx.db, course, lesson);
  if (!assessment) throw new AppError("ASSESSMENT_NOT_FOUND", 404);
  return { course, assessment };
}

/** Forgets the cached course pages when a published course's assessment changed (its page shows the assessment's facts). */
export async function purgeCoursePages(ctx: Ctx, course: { status: string }): Promise<void> {
  if (course.status === "published") await purgePages(ctx.db, "/university");
}

/** A course's graded assessment or a lesson's quiz with its whole bank, for the course's trainer and the admins (others 403, unknown 404). */
export async function assessmentForEditing(ctx: Ctx, target: AssessmentTarget): Promise<AssessmentEditorView> {
  const { course, lesson } = await editableTarget(ctx, target);
  const row = await assessmentOf(ctx.db, course, lesson);
  const bank = row ? await questionBank(ctx.db, row.id) : [];
  return {
    course: { id: course.id, title: course.title, status: course.status },
    lesson: lesson ? { id: lesson.id, title: lesson.title } : null,
    assessment: row
      ? {
          id: row.id,
          questionsPerAttempt: row.questionsPerAttempt,
          passingPercent: row.passingPercent,
          maxAttempts: row.maxAttempts,
          waitMinutes: row.waitMinutes,
          timeLimitMinutes: row.timeLimitMinutes,
          showScoreBand: row.showScoreBand,
        }
      : null,
    questions: bank.map((question) => ({
      id: question.id,
      kind: question.kind,
      prompt: question.prompt,
      explanation: question.explanation,
      options: question.options.map((option) => ({ id: option.id, text: option.text, correct: option.correct })),
    })),
    bankSize: bank.length,
    ready: row !== null && bank.length >= row.questionsPerAttempt,
  };
}

/**
 * Creates the target's assessment or saves its settings (one per course, one per lesson: concurrent
 * first saves create one). Every field is checked with its bounds before anything is written; a quiz
 * never shows a score band.
 */
export async function saveAssessmentSettings(ctx: Ctx, target: AssessmentTarget, input: AssessmentSettingsInput): Promise<{ id: number }> {
  const { course, lesson } = await editableTarget(ctx, target);
  const settings = assessmentSettings(input, lesson === null);
  const saved = await withTransaction(ctx, async (tx) => {
    await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`assessment:${course.id}:${lesson?.id ?? "course"}`}))`);
    const current = await assessmentOf(tx.db, course, lesson);
    if (current) {
      await tx.db
        .update(courseAssessments)
        .set({ ...settings, updatedAt: tx.now() })
        .where(eq(courseAssessments.id, current.id));
      return { id: current.id };
    }
    const [created] = await tx.db
      .insert(courseAssessments)
      .values({ ...settings, courseId: course.id, lessonId: lesson?.id ?? null })
      .returning({ id: courseAssessments.id });
    if (!created) throw new Error("assessment not inserted");
    return created;
  });
  await purgeCoursePages(ctx, course);
  return saved;
}

/** 'Quitar evaluación': deletes the target's assessment and its bank; refused (409) once a member has attempted it, so no member's record is lost. */
export async function removeAssessment(ctx: Ctx, target: AssessmentTarget): Promise<void> {
  const { course, assessment } = await editableAssessment(ctx, target);
  await withTransaction(ctx, async (tx) => {
    const [attempt] = await tx.db
      .select({ id: assessmentAttempts.id })
      .from(assessmentAttempts)
      .where(eq(assessmentAttempts.assessmentId, assessment.id))
      .limit(1);
    if (attempt) throw new AppError("ASSESSMENT_HAS_ATTEMPTS", 409);
    await tx.db.delete(courseAssessments).where(eq(courseAssessments.id, assessment.id));
  });
  await purgeCoursePages(ctx, course);
}
