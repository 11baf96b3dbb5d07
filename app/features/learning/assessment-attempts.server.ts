import { randomUUID } from "node:crypto";
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import { formatLongDate } from "~/components/ui/format-date";
import { RENEWAL_WINDOW_DAYS } from "~/db/assessment-values";
import { assessmentAttempts, assessmentQuestions, courseAssessments } from "~/db/schema/assessments";
import { certificates } from "~/db/schema/learning";
import { type Ctx, withTransaction } from "~/lib/context.server";
import { AppError, LimitReached } from "~/lib/errors";
import { purgeMemberPage } from "~/lib/member-page-purge.server";
import { drawQuestions } from "./assessment-draw";
import { type Answers, checkedAnswers, grade } from "./assessment-grading";
import { type AssessmentRow, courseAssessmentRow, lessonQuizRow, questionBank } from "./assessment-rows.server";
import { type AssessmentPage, type AttemptSummary, type GradedAttempt, gradedQuestion, questionToAnswer, type StartBlock } from "./attempt-views";
import { courseBySlug, courseOutline, lessonOfCourse } from "./catalogue.server";
import { issueCertificateIfEarned } from "./certificates.server";
import { doneLessonIds, enrollmentOf } from "./enrollments.server";
import { learningPolicy } from "./policy";

/** Seconds after the deadline in which a submission still counts as sent in time (the network's delay). */
export const SUBMIT_GRACE_MS = 15_000;
const DAY_MS = 86_400_000;
const ATTEMPT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type AttemptRow = typeof assessmentAttempts.$inferSelect;
type DbCtx = Pick<Ctx, "db" | "now">;
type CurrentCertificate = { id: string; issuedAt: Date; expiresAt: Date | null; revokedAt: Date | null };

/** Which assessment a page or form is about: the course's graded assessment, or a lesson's quiz. */
export type AssessmentTarget = { slug: string; lessonId?: number | null };

/** The member, the course, the lesson (for a quiz) and the assessment: 404 unknown or unpublished, 403 not enrolled. */
async function assessmentOf(ctx: Ctx, target: AssessmentTarget) {
  const actor = learningPolicy.authorize(ctx.actor, "takeCourses");
  const course = await courseBySlug(ctx, target.slug);
  if (course.status !== "published") throw new AppError("COURSE_NOT_FOUND", 404);
  const lesson = target.lessonId === undefined || target.lessonId === null ? null : await lessonOfCourse(ctx, course.id, target.lessonId);
  const assessment = lesson ? await lessonQuizRow(ctx.db, lesson.id) : await courseAssessmentRow(ctx.db, course.id);
  if (!assessment) throw new AppError("ASSESSMENT_NOT_FOUND", 404);
  if (!(await enrollmentOf(ctx, actor.id, course.id))) throw new AppError("COURSE_NOT_ENROLLED", 403);
  return { actor, course, lesson, assessment };
}

async function attemptsOf(db: Ctx["db"], userId: string, assessmentId: number): Promise<AttemptRow[]> {
  return db
    .select()
    .from(assessmentAttempts)
    .where(and(eq(assessmentAttempts.userId, userId), eq(assessmentAttempts.assessmentId, assessmentId)))
    .orderBy(asc(assessmentAttempts.number));
}

async function currentCertificate(db: Ctx["db"], userId: string, courseId: number): Promise<CurrentCertificate | null> {
  const [row] = await db
    .select({ id: certificates.id, issuedAt: certificates.issuedAt, expiresAt: certificates.expiresAt, revokedAt: certificates.revokedAt })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId), isNull(certificates.supersededAt)))
    .limit(1);
  return row ?? null;
}

async function bankSize(db: Ctx["db"], assessmentId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(assessmentQuestions).where(eq(assessmentQuestions.assessmentId, assessmentId));
  return Number(row?.n ?? 0);
}

const lapsed = (attempt: AttemptRow, now: Date) => attempt.deadlineAt !== null && now.getTime() > attempt.deadlineAt.getTime() + SUBMIT_GRACE_MS;

/**
 * Why the member may not start an attempt now, or null: a bank smaller than an attempt; passed (a
 * current certificate without expiry, one before its renewal window, or a passed attempt of this
 * cycle); the attempts of the cycle used up; the wait after a failed attempt not over. A cycle starts
 * when the current certificate was issued (all attempts when there is none).
 */
export function startBlock(
  now: Date,
  assessment: Pick<AssessmentRow, "questionsPerAttempt" | "maxAttempts" | "waitMinutes">,
  attempts: readonly AttemptRow[],
  certificate: CurrentCertificate | null,
  bank: number,
): StartBlock | null {
  if (bank < assessment.questionsPerAttempt) return { reason: "not_ready" };
  if (certificate) {
    if (!certificate.expiresAt) return { reason: "passed" };
    const opens = new Date(certificate.expiresAt.getTime() - RENEWAL_WINDOW_DAYS * DAY_MS);
    if (now < opens) return { reason: "renewal_not_yet", from: opens.toISOString() };
  }
  const cycle = attempts.filter((attempt) => attempt.gradedAt && (!certificate || attempt.startedAt > certificate.issuedAt));
  if (cycle.some((attempt) => attempt.passed)) return { reason: "passed" };
  if (assessment.maxAttempts !== null && cycle.length >= assessment.maxAttempts) return { reason: "no_attempts_left", used: cycle.length };
  const last = cycle.at(-1);
  if (last?.gradedAt && !last.passed) {
    const until = new Date(last.gradedAt.getTime() + assessment.waitMinutes * 60_000);
    if (now < until) return { reason: "wait", until: until.toISOString() };
  }
  return null;
}

function refusal(block: StartBlock, now: Date, locale: Ctx["locale"]): AppError {
  switch (block.reason) {
    case "not_ready":
      return new AppError("ASSESSMENT_NOT_READY", 409);
    case "passed":
      return new AppError("ASSESSMENT_ALREADY_PASSED", 409);
    case "no_attempts_left":
      return new AppError("ASSESSMENT_NO_ATTEMPTS_LEFT", 409, { count: block.used });
    case "wait":
      return new LimitReached("ASSESSMENT_WAIT", Math.ceil((new Date(block.until).getTime() - now.getTime()) / 1000));
    case "renewal_not_yet":
      return new AppError("ASSESSMENT_RENEWAL_NOT_YET", 409, { date: formatLongDate(block.from, locale) });
  }
}

/**
 * Grades an open attempt once: the conditional update (`graded_at is null`) lets only one of two
 * concurrent gradings through (false for the other). A passed course assessment then issues or renews
 * the certificate in the same transaction. Returns whether this call graded it and the certificate issued.
 */
async function gradeOnce(
  tx: DbCtx,
  attempt: AttemptRow,
  assessment: AssessmentRow,
  answers: Answers,
  timedOut: boolean,
): Promise<{ graded: boolean; issuedId: string | null }> {
  const result = grade(attempt.questions, answers, assessment.passingPercent);
  const [row] = await tx.db
    .update(assessmentAttempts)
    .set({ gradedAt: tx.now(), scorePercent: result.scorePercent, passed: result.passed, answers, timedOut })
    .where(and(eq(assessmentAttempts.id, attempt.id), isNull(assessmentAttempts.gradedAt)))
    .returning({ id: assessmentAttempts.id });
  if (!row) return { graded: false, issuedId: null };
  if (!result.passed || assessment.lessonId !== null) return { graded: true, issuedId: null };
  const outcome = await issueCertificateIfEarned(tx, { userId: attempt.userId, courseId: assessment.courseId });
  return { graded: true, issuedId: outcome.issuedId };
}

/** Grades a lapsed attempt with the answers saved so far (timed out), in its own transaction; a certificate issued shows on the holder's page. */
async function gradeLapsed(ctx: DbCtx, attempt: AttemptRow, assessment: AssessmentRow): Promise<boolean> {
  const outcome = await ctx.db.transaction((db) =>
    gradeOnce({ db: db as unknown as Ctx["db"], now: ctx.now }, attempt, assessment, attempt.answers ?? {}, true),
  );
  if (outcome.issuedId) await purgeMemberPage(ctx.db, attempt.userId);
  return outcome.graded;
}

async function assessmentById(db: Ctx["db"], id: number): Promise<AssessmentRow | null> {
  const [row] = await db.select().from(courseAssessments).where(eq(courseAssessments.id, id)).limit(1);
  return row ?? null;
}

/** Grades one open attempt whose deadline (plus the grace) has passed, as submitted with its saved answers; false when it was graded already. */
export async function gradeLapsedAttempt(ctx: DbCtx, attempt: AttemptRow): Promise<boolean> {
  if (attempt.gradedAt || !lapsed(attempt, ctx.now())) return false;
  const assessment = await assessmentById(ctx.db, attempt.assessmentId);
  return assessment ? gradeLapsed(ctx, attempt, assessment) : false;
}

function summary(attempt: AttemptRow): AttemptSummary {
  return {
    number: attempt.number,
    startedAt: attempt.startedAt.toISOString(),
    gradedAt: attempt.gradedAt?.toISOString() ?? null,
    scorePercent: attempt.scorePercent,
    passed: attempt.passed,
    timedOut: attempt.timedOut,
  };
}

function gradedAttempt(attempt: AttemptRow): GradedAttempt {
  const answers = attempt.answers ?? {};
  const questions = attempt.questions.map((question) => gradedQuestion(question, answers));
  return {
    id: attempt.id,
    number: attempt.number,
    scorePercent: attempt.scorePercent ?? 0,
    passed: attempt.passed === true,
    timedOut: attempt.timedOut,
    gradedAt: attempt.gradedAt?.toISOString() ?? "",
    right: questions.filter((question) => question.right).length,
    questions,
  };
}

/** The last graded attempt with its questions, or null. */
function lastResult(graded: readonly AttemptRow[]): GradedAttempt | null {
  const last = graded.at(-1);
  return last ? gradedAttempt(last) : null;
}

/**
 * The member's page of an assessment (the course's, or a lesson's quiz): settings, her attempts, and
 * either the open attempt (its questions WITHOUT right answers or explanations, the answers saved so
 * far and the server's deadline) or, when none is open, the last graded attempt with its explanations
 * and whether she may start another. Reading an open attempt past its deadline grades it first.
 */
export async function assessmentPage(ctx: Ctx, target: AssessmentTarget): Promise<AssessmentPage> {
  const { actor, course, lesson, assessment } = await assessmentOf(ctx, target);
  let attempts = await attemptsOf(ctx.db, actor.id, assessment.id);
  const stale = attempts.find((attempt) => !attempt.gradedAt && lapsed(attempt, ctx.now()));
  if (stale) {
    await gradeLapsed(ctx, stale, assessment);
    attempts = await attemptsOf(ctx.db, actor.id, assessment.id);
  }
  const [bank, certificate, outline, done] = await Promise.all([
    bankSize(ctx.db, assessment.id),
    lesson ? null : currentCertificate(ctx.db, actor.id, course.id),
    courseOutline(ctx, course.id),
    doneLessonIds(ctx, actor.id, course.id),
  ]);
  const open = attempts.find((attempt) => !attempt.gradedAt) ?? null;
  const graded = attempts.filter((attempt) => attempt.gradedAt);
  const cycle = graded.filter((attempt) => !certificate || attempt.startedAt > certificate.issuedAt);
  return {
    course: { slug: course.slug, title: course.title },
    lesson: lesson ? { id: lesson.id, title: lesson.title } : null,
    settings: {
      questionsPerAttempt: assessment.questionsPerAttempt,
      passingPercent: assessment.passingPercent,
      maxAttempts: assessment.maxAttempts,
      waitMinutes: assessment.waitMinutes,
      timeLimitMinutes: assessment.timeLimitMinutes,
    },
    attempts: attempts.map(summary),
    attemptsUsed: cycle.length,
    open: open
      ? {
          id: open.id,
          number: open.number,
          questions: open.questions.map(questionToAnswer),
          answers: open.answers ?? {},
          deadlineAt: open.deadlineAt?.toISOString() ?? null,
        }
      : null,
    lastResult: open ? null : lastResult(graded),
    block: open ? null : startBlock(ctx.now(), assessment, attempts, certificate, bank),
    lessonsDone: outline.filter((item) => done.has(item.id)).length,
    lessonCount: outline.length,
    certificateId: certificate && !certificate.revokedAt ? certificate.id : null,
  };
}

/**
 * Starts an attempt: draws the questions at random and shuffles them and their options, sets the
 * server's deadline when timed. Starting while one is open answers that one (two clicks start one).
 * 409 not ready / passed / no attempts left / renewal not yet, 429 during the wait after a failure.
 */
export async function startAttempt(ctx: Ctx, target: AssessmentTarget): Promise<{ attemptId: string }> {
  const { actor, course, lesson, assessment } = await assessmentOf(ctx, target);
  return withTransaction(ctx, async (tx) => {
    await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`assessment-attempt:${actor.id}:${assessment.id}`}))`);
    const now = tx.now();
    let attempts = await attemptsOf(tx.db, actor.id, assessment.id);
    const open = attempts.find((attempt) => !attempt.gradedAt);
    if (open && !lapsed(open, now)) return { attemptId: open.id };
    if (open) {
      await gradeOnce(tx, open, assessment, open.answers ?? {}, true);
      attempts = await attemptsOf(tx.db, actor.id, assessment.id);
    }
    const bank = await questionBank(tx.db, assessment.id);
    const certificate = lesson ? null : await currentCertificate(tx.db, actor.id, course.id);
    const block = startBlock(now, assessment, attempts, certificate, bank.length);
    if (block) throw refusal(block, now, ctx.locale);
    const id = randomUUID();
    await tx.db.insert(assessmentAttempts).values({
      id,
      assessmentId: assessment.id,
      userId: actor.id,
      number: (attempts.at(-1)?.number ?? 0) + 1,
      questions: drawQuestions(bank, assessment.questionsPerAttempt),
      startedAt: now,
      deadlineAt: assessment.timeLimitMinutes ? new Date(now.getTime() + assessment.timeLimitMinutes * 60_000) : null,
    });
    return { attemptId: id };
  });
}

async function openAttemptOf(ctx: Ctx, target: AssessmentTarget, attemptId: unknown) {
  const found = await assessmentOf(ctx, target);
  if (typeof attemptId !== "string" || !ATTEMPT_ID.test(attemptId)) throw new AppError("ATTEMPT_NOT_FOUND", 404);
  const [attempt] = await ctx.db
    .select()
    .from(assessmentAttempts)
    .where(and(eq(assessmentAttempts.id, attemptId), eq(assessmentAttempts.userId, found.actor.id), eq(assessmentAttempts.assessmentId, found.assessment.id)))
    .limit(1);
  if (!attempt) throw new AppError("ATTEMPT_NOT_FOUND", 404);
  if (attempt.gradedAt) throw new AppError("ATTEMPT_ALREADY_GRADED", 409);
  return { ...found, attempt };
}

/**
 * Autosaves the answers of an open attempt (checked against its drawn questions: 400 otherwise).
 * Past the deadline the attempt is graded with what was saved before and the answer says so.
 */
export async function saveAnswers(ctx: Ctx, input: AssessmentTarget & { attemptId: unknown; answers: unknown }): Promise<{ graded: boolean }> {
  const { attempt, assessment } = await openAttemptOf(ctx, input, input.attemptId);
  if (lapsed(attempt, ctx.now())) {
    await gradeLapsed(ctx, attempt, assessment);
    return { graded: true };
  }
  const answers = checkedAnswers(attempt.questions, input.answers);
  const [saved] = await ctx.db
    .update(assessmentAttempts)
    .set({ answers })
    .where(and(eq(assessmentAttempts.id, attempt.id), isNull(assessmentAttempts.gradedAt)))
    .returning({ id: assessmentAttempts.id });
  if (!saved) throw new AppError("ATTEMPT_ALREADY_GRADED", 409);
  return { graded: false };
}

/** The result of a submission: the score, whether it passed, whether the server graded it at its deadline, and the certificate issued by it. */
export type Submission = { scorePercent: number; passed: boolean; timedOut: boolean; certificateId: string | null };

/**
 * Submits an open attempt and grades it on the server, exactly once: a second submission (two at
 * once, or later) is 409 ATTEMPT_ALREADY_GRADED. Arriving after the deadline plus 15 s, it is graded
 * with the answers saved before the deadline (timed out). A passed course assessment issues the
 * certificate (every lesson done) in the same transaction.
 */
export async function submitAttempt(ctx: Ctx, input: AssessmentTarget & { attemptId: unknown; answers: unknown }): Promise<Submission> {
  const { actor, attempt, assessment } = await openAttemptOf(ctx, input, input.attemptId);
  const timedOut = lapsed(attempt, ctx.now());
  const answers = timedOut ? (attempt.answers ?? {}) : checkedAnswers(attempt.questions, input.answers);
  const outcome = await withTransaction(ctx, (tx) => gradeOnce(tx, attempt, assessment, answers, timedOut));
  if (!outcome.graded) throw new AppError("ATTEMPT_ALREADY_GRADED", 409);
  if (outcome.issuedId) await purgeMemberPage(ctx.db, actor.id);
  const result = grade(attempt.questions, answers, assessment.passingPercent);
  const certificate = assessment.lessonId === null && result.passed ? await currentCertificate(ctx.db, actor.id, assessment.courseId) : null;
  return { scorePercent: result.scorePercent, passed: result.passed, timedOut, certificateId: certificate?.revokedAt ? null : (certificate?.id ?? null) };
}
