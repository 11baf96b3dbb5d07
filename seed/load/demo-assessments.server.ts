import type { Ctx } from "~/lib/context.server";
import {
  accountIdsByEmail,
  anyAssessmentOf,
  coursesWithLessons,
  type ImportedAssessment,
  importAssessments,
  importCertificateRules,
  importCertificates,
  importCourseReviews,
  importEnrollments,
  importPassedAttempts,
} from "~/shell/bulk-import.server";
import { DEMO_ASSESSMENTS, DEMO_PASSED_ATTEMPTS, DEMO_REVIEW_TEXTS, DEMO_REVIEWERS, type DemoQuestion } from "../content/demo-assessments";
import { DEMO_LOGINS } from "../content/demo-logins";
import { demoTechnicians } from "../content/demo-people";

const DAY = 24 * 60 * 60 * 1000;
const OPTION_IDS = "abcdefgh";

/** A demo question's options with their ids: "true"/"false" for a true/false statement, letters otherwise. */
function bankQuestion(question: DemoQuestion): ImportedAssessment["questions"][number] {
  const options = question.options.map((option, index) => ({
    id: question.kind === "true_false" ? (index === 0 ? "true" : "false") : OPTION_IDS[index],
    text: option.text,
    correct: option.correct,
  }));
  return { kind: question.kind, prompt: question.prompt, explanation: question.explanation, options };
}

/**
 * Seeds the demo university's assessments once (nothing when a demo course already has one, so seeding
 * again adds nothing, and a data folder seeded before issue 40 gets them): every demo course's graded
 * assessment and the lesson quizzes, the certificates' validity and renewal course, Oro's and Plata's
 * passed attempts (their certificates gain the score; Oro's shows its band), and five demo technicians
 * who finished, passed and reviewed a course, with Oro's review and a trainer's reply. Returns the
 * assessments added.
 */
export async function seedDemoAssessments(ctx: Pick<Ctx, "db" | "now">): Promise<number> {
  const found = await coursesWithLessons(
    ctx,
    DEMO_ASSESSMENTS.map((plan) => plan.slug),
  );
  if (
    found.size === 0 ||
    (await anyAssessmentOf(
      ctx,
      [...found.values()].map((course) => course.id),
    ))
  )
    return 0;
  const plans = DEMO_ASSESSMENTS.flatMap((plan) => {
    const course = found.get(plan.slug);
    return course ? [{ plan, course }] : [];
  });
  await importCertificateRules(
    ctx,
    plans.map(({ plan, course }) => ({
      courseId: course.id,
      validityYears: plan.validityYears ?? null,
      renewalCourseId: plan.renewalSlug ? (found.get(plan.renewalSlug)?.id ?? null) : null,
    })),
  );
  const added = await importAssessments(
    ctx,
    plans.flatMap(({ plan, course }) => {
      const { questions, ...settings } = plan.assessment;
      const graded: ImportedAssessment = { ...settings, courseId: course.id, lessonId: null, questions: questions.map(bankQuestion) };
      const quizzes = (plan.quizzes ?? []).flatMap((quiz): ImportedAssessment[] => {
        const lessonId = course.lessonIds[quiz.lesson];
        if (lessonId === undefined) return [];
        return [
          {
            courseId: course.id,
            lessonId,
            questionsPerAttempt: quiz.questionsPerAttempt,
            passingPercent: 70,
            maxAttempts: null,
            waitMinutes: 0,
            timeLimitMinutes: null,
            showScoreBand: false,
            questions: quiz.questions.map(bankQuestion),
          },
        ];
      });
      return [graded, ...quizzes];
    }),
  );

  const technicians = demoTechnicians();
  const reviewers = DEMO_REVIEWERS.flatMap((reviewer) => {
    const email = technicians[reviewer.technician]?.email;
    return email ? [{ ...reviewer, email }] : [];
  });
  const ids = await accountIdsByEmail(ctx, [...DEMO_PASSED_ATTEMPTS.map((attempt) => attempt.email), ...reviewers.map((reviewer) => reviewer.email)]);
  const now = ctx.now().getTime();
  const finished = reviewers.flatMap(({ email, slug, daysAgo }) => {
    const userId = ids.get(email);
    const course = found.get(slug);
    return userId && course ? [{ userId, course, enrolledAt: new Date(now - (daysAgo + 3) * DAY) }] : [];
  });
  await importEnrollments(
    ctx,
    finished.map(({ userId, course, enrolledAt }) => ({
      userId,
      courseId: course.id,
      lessonIds: course.lessonIds,
      doneLessonIds: course.lessonIds,
      enrolledAt,
    })),
  );
  await importCertificates(
    ctx,
    finished.map(({ userId, course }) => ({ userId, courseId: course.id })),
  );
  await importPassedAttempts(
    ctx,
    [...DEMO_PASSED_ATTEMPTS, ...reviewers].flatMap(({ email, slug, right, daysAgo }) => {
      const userId = ids.get(email);
      const course = found.get(slug);
      return userId && course ? [{ userId, courseId: course.id, right, startedAt: new Date(now - daysAgo * DAY) }] : [];
    }),
  );
  const oro = { email: DEMO_LOGINS.gold, slug: "sonido-en-vivo-fundamentos", daysAgo: 15 };
  await importCourseReviews(
    ctx,
    [oro, ...reviewers].flatMap(({ email, slug, daysAgo }, index) => {
      const userId = ids.get(email);
      const course = found.get(slug);
      const text = DEMO_REVIEW_TEXTS[index];
      return userId && course && text ? [{ userId, courseId: course.id, ...text, createdAt: new Date(now - (daysAgo - 1) * DAY) }] : [];
    }),
  );
  return added;
}
