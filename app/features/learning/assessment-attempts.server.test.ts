import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { assessmentAttempts } from "~/db/schema/assessments";
import { certificates } from "~/db/schema/learning";
import { assessedCourse, explanationOf, rightAnswerOf } from "../../../tests/assessments";
import { actingAs } from "../../../tests/context";
import { person } from "../../../tests/learning";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { assessmentPage, saveAnswers, startAttempt, submitAttempt } from "./assessment-attempts.server";
import { gradeLapsedAttempts } from "./assessment-deadlines.server";
import { myAssessmentStates } from "./assessment-entries.server";
import type { OpenAttempt } from "./attempt-views";
import { setLessonCompleted } from "./progress.server";

const MINUTE = 60_000;
const at = (base: Date, minutes: number) => () => new Date(base.getTime() + minutes * MINUTE);

/** Every question of an open attempt answered right (or, with `wrong`, every one answered wrong). */
function answersTo(open: OpenAttempt, wrong = false): Record<string, string[]> {
  return Object.fromEntries(
    open.questions.map((question) => {
      const right = rightAnswerOf(question.kind);
      const other = question.options.map((option) => option.id).find((id) => !right.includes(id)) ?? "";
      return [String(question.id), wrong ? [other] : right];
    }),
  );
}

async function openAttempt(ctx: Awaited<ReturnType<typeof actingAs>>, slug: string): Promise<OpenAttempt> {
  await startAttempt(ctx, { slug });
  const page = await assessmentPage(ctx, { slug });
  if (!page.open) throw new Error("no open attempt");
  return page.open;
}

const attemptRows = (attemptId: string) => testDb().select().from(assessmentAttempts).where(eq(assessmentAttempts.id, attemptId));

describe("assessment attempts (issue 40)", () => {
  it("draw questions_per_attempt distinct questions of the bank, and the open attempt carries neither right answers nor explanations", async () => {
    const { slug, member, bank } = await assessedCourse({ bank: 8, questionsPerAttempt: 5 });
    const open = await openAttempt(member.ctx, slug);
    expect(open.questions).toHaveLength(5);
    const ids = open.questions.map((question) => question.id);
    expect(new Set(ids).size).toBe(5);
    for (const id of ids) expect(bank.map((question) => question.id)).toContain(id);
    const page = await assessmentPage(member.ctx, { slug });
    const shown = JSON.stringify(page);
    expect(shown).not.toContain("EXPLICACION-SECRETA");
    expect(shown).not.toMatch(/"correct"|"explanation"/);
    expect(page.lastResult).toBeNull();
    const [row] = await attemptRows(open.id);
    expect(row?.questions.map((question) => question.explanation)).toEqual(ids.map((id) => explanationOf(bank.findIndex((q) => q.id === id) + 1)));
  });

  it("start once when clicked twice at once; refuse members not enrolled (403) and unknown attempts (404)", async () => {
    const { slug, member } = await assessedCourse();
    const [one, two] = await Promise.all([startAttempt(member.ctx, { slug }), startAttempt(member.ctx, { slug })]);
    expect(one.attemptId).toBe(two.attemptId);
    const stranger = await person();
    expect(await refusalOf(startAttempt(stranger.ctx, { slug }))).toMatchObject({ key: "COURSE_NOT_ENROLLED", status: 403 });
    expect(await refusalOf(assessmentPage(stranger.ctx, { slug }))).toMatchObject({ key: "COURSE_NOT_ENROLLED", status: 403 });
    expect(await refusalOf(submitAttempt(stranger.ctx, { slug, attemptId: one.attemptId, answers: {} }))).toMatchObject({ status: 403 });
    for (const attemptId of ["x", "00000000-0000-0000-0000-000000000000", 7, "' or 1=1 --"]) {
      expect(await refusalOf(submitAttempt(member.ctx, { slug, attemptId, answers: {} }))).toMatchObject({ key: "ATTEMPT_NOT_FOUND", status: 404 });
    }
  });

  it("refuse an answer that is not an option of its question (400) and change nothing", async () => {
    const { slug, member } = await assessedCourse();
    const open = await openAttempt(member.ctx, slug);
    const first = open.questions.find((question) => question.kind === "single");
    for (const answers of [{ "999999": ["a"] }, { [String(first?.id)]: ["z"] }, { [String(first?.id)]: ["a", "b"] }, "a", null]) {
      expect(await refusalOf(submitAttempt(member.ctx, { slug, attemptId: open.id, answers }))).toMatchObject({ key: "ATTEMPT_ANSWER_INVALID", status: 400 });
    }
    const [row] = await attemptRows(open.id);
    expect(row).toMatchObject({ gradedAt: null, answers: null });
  });

  it("grade on the server all or nothing per question; a failed attempt waits wait_minutes, then max_attempts stops it", async () => {
    const { slug, member } = await assessedCourse({ maxAttempts: 2, waitMinutes: 10 });
    const start = new Date();
    const open = await openAttempt(member.ctx, slug);
    const half = answersTo(open);
    for (const question of open.questions.slice(0, 2)) half[String(question.id)] = answersTo(open, true)[String(question.id)] ?? [];
    expect(await submitAttempt(member.ctx, { slug, attemptId: open.id, answers: half })).toEqual({
      scorePercent: 50,
      passed: false,
      timedOut: false,
      certificateId: null,
    });
    const page = await assessmentPage(member.ctx, { slug });
    expect(page.lastResult).toMatchObject({ scorePercent: 50, passed: false, right: 2 });
    expect(page.lastResult?.questions.map((question) => question.explanation).every((text) => text.startsWith("EXPLICACION-SECRETA-"))).toBe(true);
    expect(page.block).toMatchObject({ reason: "wait" });
    const early = await actingAs(member.userId, { now: at(start, 9) });
    expect(await refusalOf(startAttempt(early, { slug }))).toMatchObject({
      key: "ASSESSMENT_WAIT",
      status: 429,
      message: expect.stringMatching(/^Podrás volver a intentarlo en \d+ min\.$/),
    });
    const later = await actingAs(member.userId, { now: at(start, 11) });
    const second = await openAttempt(later, slug);
    expect(second.number).toBe(2);
    await submitAttempt(later, { slug, attemptId: second.id, answers: {} });
    const muchLater = await actingAs(member.userId, { now: at(start, 60) });
    expect(await refusalOf(startAttempt(muchLater, { slug }))).toMatchObject({
      key: "ASSESSMENT_NO_ATTEMPTS_LEFT",
      status: 409,
      message: "Ya usaste los 2 intentos de esta evaluación.",
    });
    expect((await assessmentPage(muchLater, { slug })).block).toEqual({ reason: "no_attempts_left", used: 2 });
  });

  it("grade two concurrent submissions of one attempt once: the other is 409 ATTEMPT_ALREADY_GRADED", async () => {
    const { slug, member } = await assessedCourse();
    const open = await openAttempt(member.ctx, slug);
    const right = answersTo(open);
    const results = await Promise.allSettled([
      submitAttempt(member.ctx, { slug, attemptId: open.id, answers: right }),
      submitAttempt(member.ctx, { slug, attemptId: open.id, answers: {} }),
    ]);
    const fulfilled = results.filter((result) => result.status === "fulfilled");
    expect(fulfilled).toHaveLength(1);
    const rejected = results.find((result) => result.status === "rejected");
    expect(await refusalOf(Promise.reject(rejected?.reason))).toMatchObject({ key: "ATTEMPT_ALREADY_GRADED", status: 409 });
    const [row] = await attemptRows(open.id);
    const winner = (fulfilled[0] as PromiseFulfilledResult<{ scorePercent: number }>).value;
    expect(row?.scorePercent).toBe(winner.scorePercent);
    expect(await refusalOf(submitAttempt(member.ctx, { slug, attemptId: open.id, answers: right }))).toMatchObject({
      key: "ATTEMPT_ALREADY_GRADED",
      status: 409,
    });
  });

  it("keep the time limit on the server: a late submission is graded with the answers saved before the deadline", async () => {
    const { slug, member } = await assessedCourse({ timeLimitMinutes: 5 });
    const start = new Date();
    const open = await openAttempt(member.ctx, slug);
    expect(new Date(open.deadlineAt ?? 0).getTime() - start.getTime()).toBeGreaterThan(4.9 * MINUTE);
    await saveAnswers(member.ctx, { slug, attemptId: open.id, answers: answersTo(open, true) });
    const late = await actingAs(member.userId, { now: at(start, 6) });
    expect(await submitAttempt(late, { slug, attemptId: open.id, answers: answersTo(open) })).toMatchObject({ scorePercent: 0, passed: false, timedOut: true });
    const inTime = await actingAs(member.userId, { now: at(start, 5.1) });
    expect(await refusalOf(saveAnswers(inTime, { slug, attemptId: open.id, answers: {} }))).toMatchObject({ key: "ATTEMPT_ALREADY_GRADED" });
  });

  it("grade a lapsed attempt when the minute job runs, and when its page is read, as submitted", async () => {
    const first = await assessedCourse({ timeLimitMinutes: 1 });
    const start = new Date();
    const open = await openAttempt(first.member.ctx, first.slug);
    await saveAnswers(first.member.ctx, { slug: first.slug, attemptId: open.id, answers: answersTo(open) });
    expect(await gradeLapsedAttempts({ db: testDb(), now: at(start, 1.1) })).toBe(0);
    expect(await gradeLapsedAttempts({ db: testDb(), now: at(start, 2) })).toBeGreaterThanOrEqual(1);
    expect((await attemptRows(open.id))[0]).toMatchObject({ scorePercent: 100, passed: true, timedOut: true });
    expect(await gradeLapsedAttempts({ db: testDb(), now: at(start, 3) })).toBe(0);

    const second = await assessedCourse({ timeLimitMinutes: 1 });
    const other = await openAttempt(second.member.ctx, second.slug);
    const page = await assessmentPage(await actingAs(second.member.userId, { now: at(start, 2) }), { slug: second.slug });
    expect(page.open).toBeNull();
    expect(page.lastResult).toMatchObject({ id: other.id, scorePercent: 0, timedOut: true });
  });

  it("a passed member may not start again; 'Mis cursos' says passed with the score; the lesson quiz never issues a certificate", async () => {
    const { slug, member, lessonIds } = await assessedCourse();
    const quiz = await startAttempt(member.ctx, { slug, lessonId: lessonIds[0] });
    const quizPage = await assessmentPage(member.ctx, { slug, lessonId: lessonIds[0] });
    expect(quizPage.open?.questions).toHaveLength(1);
    await submitAttempt(member.ctx, { slug, lessonId: lessonIds[0], attemptId: quiz.attemptId, answers: answersTo(quizPage.open as OpenAttempt) });
    expect(await myAssessmentStates(member.ctx)).toMatchObject({ [slug]: { passed: false, scorePercent: null } });
    const open = await openAttempt(member.ctx, slug);
    expect(await submitAttempt(member.ctx, { slug, attemptId: open.id, answers: answersTo(open) })).toMatchObject({ scorePercent: 100, passed: true });
    expect(await refusalOf(startAttempt(member.ctx, { slug }))).toMatchObject({ key: "ASSESSMENT_ALREADY_PASSED", status: 409 });
    expect(await myAssessmentStates(member.ctx)).toMatchObject({ [slug]: { passed: true, scorePercent: 100 } });
    expect(await testDb().select().from(certificates).where(eq(certificates.userId, member.userId))).toEqual([]);
  });

  it("a passed assessment with every lesson done issues the certificate, in the grading transaction", async () => {
    const { slug, member, lessonIds } = await assessedCourse();
    for (const lessonId of lessonIds) await setLessonCompleted(member.ctx, { slug, lessonId, completed: true });
    expect(await testDb().select().from(certificates).where(eq(certificates.userId, member.userId))).toEqual([]);
    const open = await openAttempt(member.ctx, slug);
    const result = await submitAttempt(member.ctx, { slug, attemptId: open.id, answers: answersTo(open) });
    const issued = await testDb().select().from(certificates).where(eq(certificates.userId, member.userId));
    expect(issued).toHaveLength(1);
    expect(result.certificateId).toBe(issued[0]?.id);
    expect((await assessmentPage(member.ctx, { slug })).certificateId).toBe(issued[0]?.id);
  });

  it("a certificate with an expiry is renewed by passing again: not before its 60-day window (409 with the date), within it a new attempt and a new certificate", async () => {
    const { slug, member, lessonIds } = await assessedCourse({ maxAttempts: 1 });
    for (const lessonId of lessonIds) await setLessonCompleted(member.ctx, { slug, lessonId, completed: true });
    const first = await openAttempt(member.ctx, slug);
    const { certificateId } = await submitAttempt(member.ctx, { slug, attemptId: first.id, answers: answersTo(first) });
    if (!certificateId) throw new Error("no certificate");
    const expiresAt = new Date(Date.now() + 90 * 86_400_000);
    await testDb().update(certificates).set({ expiresAt }).where(eq(certificates.id, certificateId));
    expect(await refusalOf(startAttempt(member.ctx, { slug }))).toMatchObject({
      key: "ASSESSMENT_RENEWAL_NOT_YET",
      status: 409,
      message: expect.stringMatching(/^Tu certificado sigue vigente: podrás renovarlo desde el \d+ de \p{L}+ de \d{4}\.$/u),
    });
    const inWindow = await actingAs(member.userId, { now: () => new Date(Date.now() + 31 * 86_400_000) });
    const renewal = await openAttempt(inWindow, slug);
    expect(renewal.number).toBe(2);
    const renewed = await submitAttempt(inWindow, { slug, attemptId: renewal.id, answers: answersTo(renewal) });
    expect(renewed).toMatchObject({ passed: true });
    expect(renewed.certificateId).not.toBe(certificateId);
    const [old] = await testDb().select().from(certificates).where(eq(certificates.id, certificateId));
    expect(old?.supersededBy).toBe(renewed.certificateId);
  });
});
