import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, gt, lt, sql } from "drizzle-orm";
import { ASSESSMENT_LIMITS } from "~/db/assessment-values";
import { assessmentQuestions, type QuestionOption } from "~/db/schema/assessments";
import { type Ctx, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { type AssessmentTarget, editableAssessment, purgeCoursePages } from "./assessment-settings.server";
import { type QuestionFields, type QuestionInput, questionFields, TRUE_FALSE_IDS } from "./question-input";

/** The options as stored: true/false keep their fixed ids; other options get random ids, so an id says nothing about its place. */
function storedOptions(fields: QuestionFields): QuestionOption[] {
  return fields.options.map((option, index) => ({
    id: fields.kind === "true_false" ? (TRUE_FALSE_IDS[index] ?? "false") : randomBytes(6).toString("base64url"),
    text: option.text,
    correct: option.correct,
  }));
}

/** Serialises changes to one assessment's bank (its size and its order) inside a transaction. */
async function lockBank(tx: Ctx, assessmentId: number): Promise<void> {
  await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`assessment-bank:${assessmentId}`}))`);
}

/** A question of the assessment: 404 'QUESTION_NOT_FOUND' when it is not in this bank. */
async function questionOf(ctx: Ctx, assessmentId: number, questionId: number) {
  const [row] = Number.isSafeInteger(questionId)
    ? await ctx.db
        .select({ id: assessmentQuestions.id, position: assessmentQuestions.position })
        .from(assessmentQuestions)
        .where(and(eq(assessmentQuestions.id, questionId), eq(assessmentQuestions.assessmentId, assessmentId)))
        .limit(1)
    : [];
  if (!row) throw new AppError("QUESTION_NOT_FOUND", 404);
  return row;
}

/** Adds a checked question at the end of the bank; a bank holds at most 200 (409 'ASSESSMENT_BANK_FULL', even when two are added at once). */
export async function addQuestion(ctx: Ctx, target: AssessmentTarget, input: QuestionInput): Promise<{ id: number }> {
  const { course, assessment } = await editableAssessment(ctx, target);
  const fields = questionFields(input);
  const created = await withTransaction(ctx, async (tx) => {
    await lockBank(tx, assessment.id);
    const [bank] = await tx.db
      .select({ size: count(), last: sql<number>`coalesce(max(${assessmentQuestions.position}), 0)::int` })
      .from(assessmentQuestions)
      .where(eq(assessmentQuestions.assessmentId, assessment.id));
    const max = ASSESSMENT_LIMITS.questionsPerBank.max;
    if (Number(bank?.size ?? 0) >= max) throw new AppError("ASSESSMENT_BANK_FULL", 409, { max });
    const [row] = await tx.db
      .insert(assessmentQuestions)
      .values({ ...fields, options: storedOptions(fields), assessmentId: assessment.id, position: Number(bank?.last ?? 0) + 1 })
      .returning({ id: assessmentQuestions.id });
    if (!row) throw new Error("question not inserted");
    return row;
  });
  await purgeCoursePages(ctx, course);
  return created;
}

/** Saves a question of the bank after the same checks as a new one; attempts already started keep the copy they drew. */
export async function updateQuestion(ctx: Ctx, target: AssessmentTarget, questionId: number, input: QuestionInput): Promise<void> {
  const { assessment } = await editableAssessment(ctx, target);
  const question = await questionOf(ctx, assessment.id, questionId);
  const fields = questionFields(input);
  await ctx.db
    .update(assessmentQuestions)
    .set({ ...fields, options: storedOptions(fields), updatedAt: ctx.now() })
    .where(eq(assessmentQuestions.id, question.id));
}

/** Deletes a question of the bank (attempts already started keep the copy they drew). */
export async function deleteQuestion(ctx: Ctx, target: AssessmentTarget, questionId: number): Promise<void> {
  const { course, assessment } = await editableAssessment(ctx, target);
  const question = await questionOf(ctx, assessment.id, questionId);
  await ctx.db.delete(assessmentQuestions).where(eq(assessmentQuestions.id, question.id));
  await purgeCoursePages(ctx, course);
}

/** Moves a question one place up or down in the bank (swapping with its neighbour under the bank's lock); at either end nothing changes. */
export async function moveQuestion(ctx: Ctx, target: AssessmentTarget, questionId: number, direction: "up" | "down"): Promise<void> {
  const { assessment } = await editableAssessment(ctx, target);
  const question = await questionOf(ctx, assessment.id, questionId);
  await withTransaction(ctx, async (tx) => {
    await lockBank(tx, assessment.id);
    const [current] = await tx.db.select({ position: assessmentQuestions.position }).from(assessmentQuestions).where(eq(assessmentQuestions.id, question.id));
    if (!current) return;
    const [neighbour] = await tx.db
      .select({ id: assessmentQuestions.id, position: assessmentQuestions.position })
      .from(assessmentQuestions)
      .where(
        and(
          eq(assessmentQuestions.assessmentId, assessment.id),
          direction === "up" ? lt(assessmentQuestions.position, current.position) : gt(assessmentQuestions.position, current.position),
        ),
      )
      .orderBy(direction === "up" ? desc(assessmentQuestions.position) : asc(assessmentQuestions.position))
      .limit(1);
    if (!neighbour) return;
    await tx.db.update(assessmentQuestions).set({ position: neighbour.position }).where(eq(assessmentQuestions.id, question.id));
    await tx.db.update(assessmentQuestions).set({ position: current.position }).where(eq(assessmentQuestions.id, neighbour.id));
  });
}
