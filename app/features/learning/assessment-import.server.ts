import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { AssessmentSettings } from "~/db/assessment-values";
import { assessmentAttempts, assessmentQuestions, courseAssessments, courseReviews, type DrawnQuestion, type QuestionOption } from "~/db/schema/assessments";
import { certificates, courseLessons, courses } from "~/db/schema/learning";
import type { Ctx } from "~/lib/context.server";
import { signCertificateCredential } from "./certificate-signing.server";
import { recountReviewsOfCourses } from "./course-review-counters.server";

type Writer = Pick<Ctx, "db" | "now">;

/** A course's id and its lessons' ids in order, by slug (the demo seed's natural key). */
export async function coursesWithLessons(
  ctx: Pick<Ctx, "db">,
  slugs: string[],
): Promise<Map<string, { id: number; trainerId: string | null; lessonIds: number[] }>> {
  if (slugs.length === 0) return new Map();
  const rows = await ctx.db
    .select({ slug: courses.slug, id: courses.id, trainerId: courses.trainerId, lessonId: courseLessons.id })
    .from(courses)
    .leftJoin(courseLessons, eq(courseLessons.courseId, courses.id))
    .where(inArray(courses.slug, slugs))
    .orderBy(asc(courses.id), asc(courseLessons.position));
  const found = new Map<string, { id: number; trainerId: string | null; lessonIds: number[] }>();
  for (const row of rows) {
    const course = found.get(row.slug) ?? { id: row.id, trainerId: row.trainerId, lessonIds: [] };
    if (row.lessonId !== null) course.lessonIds.push(row.lessonId);
    found.set(row.slug, course);
  }
  return found;
}

/** True when any of the courses already has an assessment or a quiz (the demo seed then adds none). */
export async function anyAssessmentOf(ctx: Pick<Ctx, "db">, courseIds: number[]): Promise<boolean> {
  if (courseIds.length === 0) return false;
  const [row] = await ctx.db.select({ id: courseAssessments.id }).from(courseAssessments).where(inArray(courseAssessments.courseId, courseIds)).limit(1);
  return row !== undefined;
}

/** A course's certificate validity (years) and renewal course as the demo network brings them in. */
export type ImportedCertificateRules = { courseId: number; validityYears: number | null; renewalCourseId: number | null };

/** Sets each course's certificate validity and renewal course. */
export async function importCertificateRules(ctx: Pick<Ctx, "db">, list: ImportedCertificateRules[]): Promise<void> {
  for (const item of list) {
    await ctx.db
      .update(courses)
      .set({ certificateValidityYears: item.validityYears, renewalCourseId: item.renewalCourseId })
      .where(eq(courses.id, item.courseId));
  }
}

/** An assessment (lessonId null) or a lesson quiz with its bank, as the demo network brings it in. */
export type ImportedAssessment = AssessmentSettings & {
  courseId: number;
  lessonId: number | null;
  questions: { kind: (typeof assessmentQuestions.$inferInsert)["kind"]; prompt: string; explanation: string; options: QuestionOption[] }[];
};

/** Inserts each assessment with its bank in order, in one transaction; answers how many were added. */
export async function importAssessments(ctx: Pick<Ctx, "db">, list: ImportedAssessment[]): Promise<number> {
  if (list.length === 0) return 0;
  return ctx.db.transaction(async (tx) => {
    for (const { questions, ...settings } of list) {
      const [row] = await tx.insert(courseAssessments).values(settings).returning({ id: courseAssessments.id });
      if (!row) continue;
      await tx.insert(assessmentQuestions).values(questions.map((question, position) => ({ ...question, assessmentId: row.id, position })));
    }
    return list.length;
  });
}

/** A member's passed attempt at a course's graded assessment: how many drawn questions they got right, and when. */
export type ImportedPassedAttempt = { userId: string; courseId: number; right: number; startedAt: Date };

/** The first `count` questions of a bank as an attempt keeps them (the demo draws in bank order). */
function drawn(bank: (typeof assessmentQuestions.$inferSelect)[], count: number): DrawnQuestion[] {
  return bank.slice(0, count).map((question) => ({
    questionId: question.id,
    kind: question.kind,
    prompt: question.prompt,
    options: question.options.map(({ id, text }) => ({ id, text })),
    correct: question.options.filter((option) => option.correct).map((option) => option.id),
    explanation: question.explanation,
  }));
}

/** The right answer to the first `right` questions, a wrong one to the rest. */
function answered(questions: DrawnQuestion[], right: number): Record<string, string[]> {
  return Object.fromEntries(
    questions.map((question, index) => {
      const wrong = question.options.find((option) => !question.correct.includes(option.id))?.id ?? "";
      return [String(question.questionId), index < right ? question.correct : [wrong]];
    }),
  );
}

/**
 * Records each member's graded, passed attempt (skipped when they already have one at that assessment)
 * and gives their current certificate of the course its score, the assessment's choice of showing the
 * band and the course's validity, signed again. Answers how many attempts were added.
 */
export async function importPassedAttempts(ctx: Writer, list: ImportedPassedAttempt[]): Promise<number> {
  let added = 0;
  for (const item of list) {
    const [assessment] = await ctx.db
      .select()
      .from(courseAssessments)
      .where(and(eq(courseAssessments.courseId, item.courseId), isNull(courseAssessments.lessonId)));
    if (!assessment) continue;
    const [existing] = await ctx.db
      .select({ id: assessmentAttempts.id })
      .from(assessmentAttempts)
      .where(and(eq(assessmentAttempts.assessmentId, assessment.id), eq(assessmentAttempts.userId, item.userId)))
      .limit(1);
    if (existing) continue;
    const bank = await ctx.db
      .select()
      .from(assessmentQuestions)
      .where(eq(assessmentQuestions.assessmentId, assessment.id))
      .orderBy(asc(assessmentQuestions.position));
    const questions = drawn(bank, assessment.questionsPerAttempt);
    const right = Math.min(item.right, questions.length);
    const scorePercent = Math.round((100 * right) / Math.max(questions.length, 1));
    const gradedAt = new Date(item.startedAt.getTime() + 12 * 60 * 1000);
    await ctx.db.transaction(async (tx) => {
      await tx.insert(assessmentAttempts).values({
        id: randomUUID(),
        assessmentId: assessment.id,
        userId: item.userId,
        number: 1,
        questions,
        startedAt: item.startedAt,
        deadlineAt: assessment.timeLimitMinutes ? new Date(item.startedAt.getTime() + assessment.timeLimitMinutes * 60 * 1000) : null,
        answers: answered(questions, right),
        gradedAt,
        scorePercent,
        passed: scorePercent >= assessment.passingPercent,
      });
      const [course] = await tx.select({ years: courses.certificateValidityYears }).from(courses).where(eq(courses.id, item.courseId));
      const [certificate] = await tx
        .select({ id: certificates.id, issuedAt: certificates.issuedAt })
        .from(certificates)
        .where(and(eq(certificates.userId, item.userId), eq(certificates.courseId, item.courseId), isNull(certificates.supersededAt)));
      if (!certificate) return;
      const expiresAt = course?.years ? new Date(certificate.issuedAt) : null;
      if (expiresAt && course?.years) expiresAt.setUTCFullYear(expiresAt.getUTCFullYear() + course.years);
      await tx.update(certificates).set({ scorePercent, showScoreBand: assessment.showScoreBand, expiresAt }).where(eq(certificates.id, certificate.id));
      await signCertificateCredential({ db: tx, now: ctx.now }, certificate.id);
    });
    added += 1;
  }
  return added;
}

/** A member's review of a course they finished, and the course trainer's reply when there is one. */
export type ImportedCourseReview = { userId: string; courseId: number; rating: number; body: string; reply?: string; createdAt: Date };

/** Inserts the reviews (a member's existing review of the course is kept) and recounts each course's counters. */
export async function importCourseReviews(ctx: Pick<Ctx, "db">, list: ImportedCourseReview[]): Promise<void> {
  if (list.length === 0) return;
  await ctx.db.transaction(async (tx) => {
    for (const item of list) {
      const [course] = await tx.select({ trainerId: courses.trainerId }).from(courses).where(eq(courses.id, item.courseId));
      const replied = item.reply && course?.trainerId ? new Date(item.createdAt.getTime() + 26 * 60 * 60 * 1000) : null;
      await tx
        .insert(courseReviews)
        .values({
          courseId: item.courseId,
          userId: item.userId,
          rating: item.rating,
          body: item.body,
          reply: replied ? item.reply : null,
          repliedAt: replied,
          repliedBy: replied ? (course?.trainerId ?? null) : null,
          createdAt: item.createdAt,
          updatedAt: item.createdAt,
        })
        .onConflictDoNothing();
    }
    await recountReviewsOfCourses({ db: tx }, [...new Set(list.map((item) => item.courseId))]);
  });
}
