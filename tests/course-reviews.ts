import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { courseEnrollments, courses } from "~/db/schema/learning";
import { type DemoCourse, importCourses } from "~/features/learning/course-import.server";
import { enrollInCourse } from "~/features/learning/enrollments.server";
import { person } from "./learning";
import { testDb } from "./setup/test-database";

/** A review text long enough to be accepted. */
export const REVIEW_TEXT = "Muy claro y práctico, lo recomiendo.";

/** A published course (unique slug and title word) with its trainer, and optionally a certificate validity. */
export async function reviewedCourse(trainerId: string | null, overrides: Partial<DemoCourse> = {}) {
  const word = `resenas${randomUUID().slice(0, 8)}`;
  const input: DemoCourse = {
    slug: `${word}-luces`,
    title: `Iluminación escénica ${word}`,
    summary: "Consolas, DMX y diseño de luces para escenarios.",
    description: "Un curso práctico de iluminación.",
    category: "lighting",
    level: "beginner",
    durationHours: 4,
    trainerId,
    lessons: [{ title: "Lección 1", body: "<p>DMX</p>", durationMinutes: 20 }],
    ...overrides,
  };
  const [imported] = await importCourses({ db: testDb(), now: () => new Date() }, [input]);
  if (!imported) throw new Error("course not imported");
  return { id: imported.id, slug: input.slug, word };
}

/** A member enrolled in the course who finished it (or only enrolled, when `finished` is false). */
export async function finishedStudent(slug: string, courseId: number, finished = true) {
  const member = await person();
  await enrollInCourse(member.ctx, slug);
  if (finished) {
    await testDb()
      .update(courseEnrollments)
      .set({ completedAt: new Date() })
      .where(and(eq(courseEnrollments.userId, member.userId), eq(courseEnrollments.courseId, courseId)));
  }
  return member;
}

/** A course's review counters as stored. */
export async function reviewCounters(courseId: number) {
  const [row] = await testDb().select({ count: courses.reviewCount, sum: courses.reviewRatingSum }).from(courses).where(eq(courses.id, courseId));
  return row;
}
