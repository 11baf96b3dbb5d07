import { randomUUID } from "node:crypto";
import type { QuestionKind } from "~/db/assessment-values";
import { assessmentQuestions, courseAssessments } from "~/db/schema/assessments";
import { importCourses } from "~/features/learning/course-import.server";
import { enrollInCourse } from "~/features/learning/enrollments.server";
import { person } from "./learning";
import { testDb } from "./setup/test-database";

/** The explanation of bank question `n`: a marker no response may carry before grading. */
export const explanationOf = (n: number) => `EXPLICACION-SECRETA-${n}`;

/** The right option id of bank question `n` (single choice: "b"; true/false: "true"; multiple: "a" and "c"). */
export function rightAnswerOf(kind: QuestionKind): string[] {
  if (kind === "true_false") return ["true"];
  return kind === "multiple" ? ["a", "c"] : ["b"];
}

function options(kind: QuestionKind, n: number) {
  if (kind === "true_false")
    return [
      { id: "true", text: "Verdadero", correct: true },
      { id: "false", text: "Falso", correct: false },
    ];
  return ["a", "b", "c", "d"].map((id) => ({ id, text: `Opción ${id} de la pregunta ${n}`, correct: rightAnswerOf(kind).includes(id) }));
}

const KINDS: QuestionKind[] = ["single", "multiple", "true_false"];

/**
 * A published two-lesson course with a graded assessment (bank of `bank` questions mixing the three
 * kinds, each with its explanation marker) and a quiz on its first lesson; a member enrolled in it.
 */
export async function assessedCourse(settings: Partial<typeof courseAssessments.$inferInsert> & { bank?: number } = {}) {
  const slug = `evaluado-${randomUUID().slice(0, 8)}`;
  const [course] = await importCourses({ db: testDb(), now: () => new Date() }, [
    {
      slug,
      title: "Microfonía en vivo",
      summary: "Micrófonos para escenarios.",
      description: "Elección, ubicación y fase.",
      category: "audio",
      level: "beginner",
      durationHours: 4,
      trainerId: null,
      lessons: [
        { title: "Dinámicos", body: "<p>Uno</p>", durationMinutes: 20 },
        { title: "Condensadores", body: "<p>Dos</p>", durationMinutes: 20 },
      ],
    },
  ]);
  if (!course) throw new Error("no course");
  const { bank = 6, ...values } = settings;
  const [assessment] = await testDb()
    .insert(courseAssessments)
    .values({ courseId: course.id, questionsPerAttempt: 4, passingPercent: 70, waitMinutes: 0, ...values })
    .returning();
  const [quiz] = await testDb()
    .insert(courseAssessments)
    .values({ courseId: course.id, lessonId: course.lessonIds[0], questionsPerAttempt: 1, passingPercent: 100 })
    .returning();
  if (!assessment || !quiz) throw new Error("no assessment");
  const questionRows = (assessmentId: number, count: number) =>
    Array.from({ length: count }, (_, index) => {
      const kind = KINDS[index % KINDS.length] as QuestionKind;
      return { assessmentId, position: index, kind, prompt: `Pregunta ${index + 1}`, explanation: explanationOf(index + 1), options: options(kind, index + 1) };
    });
  const bankRows = await testDb().insert(assessmentQuestions).values(questionRows(assessment.id, bank)).returning();
  await testDb().insert(assessmentQuestions).values(questionRows(quiz.id, 1));
  const member = await person();
  await enrollInCourse(member.ctx, slug);
  return { slug, courseId: course.id, lessonIds: course.lessonIds, assessment, quiz, member, bank: bankRows };
}
