import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { courseEnrollments, courseLessons, courseProgress, courses } from "~/db/schema/learning";
import type { MembershipLevel } from "~/lib/actor";
import type { Ctx } from "~/lib/context.server";
import { fileStore } from "~/lib/storage/file-store.server";
import { prepareImage, storePrepared } from "~/lib/storage/uploads.server";
import { COVER_ASPECT, COVER_WIDTHS } from "./course-cover";
import type { CourseLanguage, CourseLevel } from "./course-options";
import { cleanLessonHtml } from "./lesson-html.server";

/** A course with its lessons, as the demo network (and tests) bring them in. */
export type DemoCourse = {
  slug: string;
  title: string;
  summary: string;
  description: string;
  category: string;
  level: CourseLevel;
  language?: CourseLanguage;
  durationHours: number;
  minLevel?: MembershipLevel;
  trainerId: string | null;
  status?: "draft" | "published";
  publishedAt?: Date;
  /** A cover picture (any image sharp reads), stored 16:9 as an uploaded cover is. */
  cover?: Buffer;
  lessons: { title: string; body: string; videoUrl?: string; durationMinutes: number; material?: { name: string; bytes: Buffer } }[];
};

/** Stores an imported course's cover and its lessons' PDFs in the course's folder, as the editors would; answers their keys. */
async function storeImportedFiles(db: Db, folder: string, course: DemoCourse) {
  const store = fileStore(db);
  const cover = course.cover
    ? (
        await storePrepared(
          store,
          "course-covers",
          folder,
          await prepareImage(new File([new Uint8Array(course.cover)], "cover.png"), COVER_WIDTHS, "cover", COVER_ASPECT),
        )
      ).base
    : null;
  const materials = await Promise.all(
    course.lessons.map(async (lesson) =>
      lesson.material
        ? (
            await storePrepared(store, "course-files", folder, {
              parts: [{ suffix: ".pdf", bytes: lesson.material.bytes, contentType: "application/pdf" }],
              size: lesson.material.bytes.length,
            })
          ).keys[0]
        : null,
    ),
  );
  return { cover, materials };
}

/**
 * Inserts courses with their lessons in one transaction (lesson bodies cleaned by the lesson HTML
 * rule), published unless told otherwise; returns each course's id and its lessons' ids in order.
 */
export async function importCourses(ctx: Pick<Ctx, "db" | "now">, list: DemoCourse[]): Promise<{ id: number; lessonIds: number[] }[]> {
  return ctx.db.transaction(async (transaction) => {
    const tx = { db: transaction as unknown as Db };
    const imported: { id: number; lessonIds: number[] }[] = [];
    for (const course of list) {
      const status = course.status ?? "published";
      const [row] = await tx.db
        .insert(courses)
        .values({
          slug: course.slug,
          title: course.title,
          summary: course.summary,
          description: course.description,
          category: course.category,
          level: course.level,
          language: course.language ?? "es",
          durationHours: course.durationHours,
          minLevel: course.minLevel ?? "bronze",
          trainerId: course.trainerId,
          status,
          publishedAt: status === "published" ? (course.publishedAt ?? ctx.now()) : null,
        })
        .returning({ id: courses.id, filesFolder: courses.filesFolder });
      if (!row) throw new Error(`course ${course.slug} was not inserted`);
      const files = await storeImportedFiles(tx.db, row.filesFolder, course);
      if (files.cover) await tx.db.update(courses).set({ coverPath: files.cover }).where(eq(courses.id, row.id));
      const lessons =
        course.lessons.length === 0
          ? []
          : await tx.db
              .insert(courseLessons)
              .values(
                course.lessons.map((lesson, index) => ({
                  courseId: row.id,
                  position: index + 1,
                  title: lesson.title,
                  body: cleanLessonHtml(lesson.body),
                  videoUrl: lesson.videoUrl ?? null,
                  durationMinutes: lesson.durationMinutes,
                  filePath: files.materials[index] ?? null,
                  fileName: lesson.material?.name ?? null,
                })),
              )
              .returning({ id: courseLessons.id, position: courseLessons.position });
      imported.push({ id: row.id, lessonIds: lessons.sort((a, b) => a.position - b.position).map((lesson) => lesson.id) });
    }
    return imported;
  });
}

/** A member's enrollment with the lessons already done, as the demo network brings it in. */
export type DemoEnrollment = { userId: string; courseId: number; lessonIds: number[]; doneLessonIds: number[]; enrolledAt: Date };

/**
 * Inserts enrollments with their progress (no notifications: the demo members enrolled before the
 * network existed); an enrollment whose every lesson is done is completed. Existing ones are kept.
 */
export async function importEnrollments(ctx: Pick<Ctx, "db">, list: DemoEnrollment[]): Promise<void> {
  if (list.length === 0) return;
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(courseEnrollments)
      .values(
        list.map((item) => {
          const done = item.lessonIds.length > 0 && item.lessonIds.every((id) => item.doneLessonIds.includes(id));
          return {
            userId: item.userId,
            courseId: item.courseId,
            enrolledAt: item.enrolledAt,
            completedAt: done ? new Date(item.enrolledAt.getTime() + DAY) : null,
          };
        }),
      )
      .onConflictDoNothing();
    const progress = list.flatMap((item) =>
      item.doneLessonIds.map((lessonId, index) => ({
        userId: item.userId,
        courseId: item.courseId,
        lessonId,
        completed: true,
        completedAt: new Date(item.enrolledAt.getTime() + (index + 1) * HOUR),
      })),
    );
    if (progress.length > 0) await tx.insert(courseProgress).values(progress).onConflictDoNothing();
  });
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
