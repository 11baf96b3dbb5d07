import { randomBytes, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { assessmentAttempts, courseAssessments, courseReviews, type DrawnQuestion, learningTranscripts } from "~/db/schema/assessments";
import { credentialStatuses } from "~/db/schema/credentials";
import { certificates, courses } from "~/db/schema/learning";
import { signCertificateCredential } from "~/features/learning/certificate-signing.server";
import { createCourse } from "~/features/learning/course-editor.server";
import { recountReviewsOfCourses } from "~/features/learning/course-review-counters.server";
import { eraseAccount } from "~/features/privacy/erasure.server";
import { exportSections } from "~/features/privacy/export-sections.server";
import { suppliedBy } from "~/features/privacy/personal-data-registry.server";
import { testContext } from "../context";
import { courseFields, person } from "../learning";
import { testDb } from "../setup/test-database";

const QUESTION: DrawnQuestion = {
  questionId: 1,
  kind: "single",
  prompt: "¿Qué indica el umbral de un compresor?",
  options: [
    { id: "a", text: "Desde qué nivel actúa" },
    { id: "b", text: "Cuánto reduce" },
  ],
  correct: ["a"],
  explanation: "El umbral es el nivel desde el cual el compresor reduce la señal.",
};

/** A member with a graded and an open attempt, a signed certificate with a score and an expiry, a review of the course and a shared transcript; another member's review of the same course. */
async function learner() {
  const admin = await person({ admin: true });
  const member = await person();
  const other = await person();
  const course = await createCourse(admin.ctx, courseFields(`Curso ${randomBytes(3).toString("hex")}`));
  const quizCourse = await createCourse(admin.ctx, courseFields(`Curso ${randomBytes(3).toString("hex")}`));
  const db = testDb();
  const [assessment] = await db
    .insert(courseAssessments)
    .values({ courseId: course.id, questionsPerAttempt: 1, passingPercent: 70, waitMinutes: 0 })
    .returning({ id: courseAssessments.id });
  const [open] = await db
    .insert(courseAssessments)
    .values({ courseId: quizCourse.id, questionsPerAttempt: 1, passingPercent: 70, waitMinutes: 0 })
    .returning({ id: courseAssessments.id });
  if (!assessment || !open) throw new Error("no assessment");
  const gradedAt = new Date();
  await db.insert(assessmentAttempts).values([
    {
      id: randomUUID(),
      assessmentId: assessment.id,
      userId: member.userId,
      number: 1,
      questions: [QUESTION],
      answers: { "1": ["a"] },
      gradedAt,
      scorePercent: 100,
      passed: true,
    },
    { id: randomUUID(), assessmentId: open.id, userId: member.userId, number: 1, questions: [QUESTION], answers: { "1": ["b"] } },
  ]);
  const certificateId = randomBytes(16).toString("base64url");
  const expiresAt = new Date(Date.now() + 3 * 365 * 24 * 60 * 60 * 1000);
  await db.insert(certificates).values({
    id: certificateId,
    userId: member.userId,
    courseId: course.id,
    holderName: "Socia de prueba",
    courseTitle: "Curso de prueba",
    durationHours: 4,
    completedAt: gradedAt,
    scorePercent: 100,
    showScoreBand: true,
    expiresAt,
  });
  await db.insert(courseReviews).values([
    { courseId: course.id, userId: member.userId, rating: 5, body: "Muy claro y práctico, lo recomiendo." },
    { courseId: course.id, userId: other.userId, rating: 3, body: "Correcto, aunque algo corto." },
  ]);
  await recountReviewsOfCourses({ db }, [course.id]);
  await db.insert(learningTranscripts).values({ userId: member.userId, shareId: randomBytes(16).toString("base64url"), sharedAt: gradedAt });
  return { member, course, certificateId };
}

describe("a member's learning data in the privacy centre (issue 40)", () => {
  it("the copy carries attempts (an open one without its answers), certificates with score, expiry and status, reviews, the shared transcript and the signed credentials", async () => {
    const { member, course, certificateId } = await learner();
    const [row] = await testDb().select({ email: sql<string>`email` }).from(sql`"user"`).where(sql`id = ${member.userId}`);
    const data = await exportSections(testDb(), { id: member.userId, email: row?.email ?? "" });
    const attempts = data.assessmentAttempts as {
      graded_at: string | null;
      score_percent: number | null;
      questions: Record<string, unknown>[];
      course_id: number;
    }[];
    expect(attempts).toHaveLength(2);
    const graded = attempts.find((attempt) => attempt.graded_at !== null);
    expect(graded).toMatchObject({ score_percent: 100 });
    // A bigint column comes back as a number on PGlite and as a string on PostgreSQL.
    expect(Number(graded?.course_id)).toBe(course.id);
    expect(graded?.questions[0]).toMatchObject({ correct: ["a"], explanation: QUESTION.explanation });
    const running = attempts.find((attempt) => attempt.graded_at === null);
    expect(running?.questions[0]).toMatchObject({ prompt: QUESTION.prompt });
    expect(running?.questions[0]).not.toHaveProperty("correct");
    expect(running?.questions[0]).not.toHaveProperty("explanation");

    const credentials = await suppliedBy("exportCredentials")(testContext(), member.userId, "https://redav.example");
    expect(credentials.map((entry) => entry.id)).toEqual([certificateId]);
    expect(credentials[0]?.credential).toHaveProperty("proof");
    const [certificate] = (await exportSections(testDb(), { id: member.userId, email: row?.email ?? "" })).certificates as Record<string, unknown>[];
    expect(certificate).toMatchObject({ id: certificateId, score_percent: 100, show_score_band: true, status_revoked: false });
    expect(certificate?.expires_at).not.toBeNull();
    expect(certificate?.status_list_id).not.toBeNull();
    expect(data.courseReviews).toEqual([expect.objectContaining({ rating: 5, body: "Muy claro y práctico, lo recomiendo." })]);
    expect(Number((data.courseReviews[0] as { course_id: unknown }).course_id)).toBe(course.id);
    expect(data.learningTranscript).toEqual([expect.objectContaining({ share_id: expect.any(String) })]);
    expect(JSON.stringify(data.courseReviews)).not.toContain("algo corto");
  });

  it("erasing the account revokes the status of every credential first (copies stop verifying), and the course's review counters drop the member's review", async () => {
    const { member, course, certificateId } = await learner();
    await signCertificateCredential({ db: testDb(), now: () => new Date() }, certificateId);
    const [place] = await testDb().select().from(credentialStatuses).where(eq(credentialStatuses.certificateId, certificateId));
    expect(place?.revoked).toBe(false);
    expect(await testDb().transaction((tx) => eraseAccount(tx as unknown as Db, member.userId, new Date()))).toBe(true);
    const [after] = await testDb()
      .select()
      .from(credentialStatuses)
      .where(sql`${credentialStatuses.listId} = ${place?.listId} and ${credentialStatuses.position} = ${place?.position}`);
    expect(after).toMatchObject({ revoked: true, certificateId: null });
    expect(await testDb().select().from(certificates).where(eq(certificates.id, certificateId))).toEqual([]);
    expect(await testDb().select().from(assessmentAttempts).where(eq(assessmentAttempts.userId, member.userId))).toEqual([]);
    expect(await testDb().select().from(learningTranscripts).where(eq(learningTranscripts.userId, member.userId))).toEqual([]);
    const [counters] = await testDb().select({ count: courses.reviewCount, sum: courses.reviewRatingSum }).from(courses).where(eq(courses.id, course.id));
    expect(counters).toEqual({ count: 1, sum: 3 });
  });
});
