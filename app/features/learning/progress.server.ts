import { and, eq, sql } from "drizzle-orm";
import { courseEnrollments, courseProgress } from "~/db/schema/learning";
import { type Ctx, withTransaction } from "~/lib/context.server";
import { AppError, isAppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import { purgeMemberPage } from "~/lib/member-page-purge.server";
import { fileStore } from "~/lib/storage/file-store.server";
import { videoEmbedUrl } from "~/lib/video-embed";
import { courseBySlug, courseOutline, lessonOfCourse } from "./catalogue.server";
import { LESSON_COUNTS } from "./certificate-earning.server";
import { issueCertificateIfEarned } from "./certificates.server";
import { downloadFileName } from "./course-files.server";
import type { LessonView } from "./course-views";
import { doneLessonIds, enrollmentOf } from "./enrollments.server";
import { learningPolicy } from "./policy";

/**
 * The member and the course of a lesson page: 404 for an unknown course, a lesson of another course
 * or a course taken back to draft (except for its trainer and the admins), 403 when neither enrolled
 * nor previewing (trainer, admin).
 */
async function enrolledLesson(ctx: Ctx, slug: string, lessonId: number) {
  const actor = learningPolicy.authorize(ctx.actor, "takeCourses");
  const course = await courseBySlug(ctx, slug);
  if (course.status !== "published" && !learningPolicy.can(actor, "previewCourse", course)) throw new AppError("COURSE_NOT_FOUND", 404);
  const lesson = await lessonOfCourse(ctx, course.id, lessonId);
  const enrollment = await enrollmentOf(ctx, actor.id, course.id);
  // The course's trainer and the admins see every lesson as a student would, without enrolling (a preview).
  if (!enrollment && !learningPolicy.can(actor, "previewCourse", course)) throw new AppError("COURSE_NOT_ENROLLED", 403);
  return { actor, course, lesson, enrollment };
}

/**
 * The lesson player (issue 22 §2): the lesson of a course the member is enrolled in, its neighbours
 * and the outline with what is done. Opening it remembers it as where 'Continuar' goes. The course's
 * trainer and the admins may open it without enrolling, as a preview that records nothing.
 */
export async function lessonView(ctx: Ctx, slug: string, lessonId: number): Promise<LessonView> {
  const { actor, course, lesson, enrollment } = await enrolledLesson(ctx, slug, lessonId);
  const [lessons, done] = await Promise.all([courseOutline(ctx, course.id), doneLessonIds(ctx, actor.id, course.id)]);
  if (enrollment && enrollment.lastLessonId !== lesson.id) {
    await ctx.db.update(courseEnrollments).set({ lastLessonId: lesson.id }).where(eq(courseEnrollments.id, enrollment.id));
  }
  const index = lessons.findIndex((item) => item.id === lesson.id);
  const outline = lessons.map((item) => ({ ...item, done: done.has(item.id) }));
  return {
    course: { id: course.id, slug: course.slug, title: course.title },
    lesson: {
      id: lesson.id,
      position: index + 1,
      title: lesson.title,
      body: lesson.body,
      videoEmbed: videoEmbedUrl(lesson.videoUrl),
      durationMinutes: lesson.durationMinutes,
      done: done.has(lesson.id),
      material: lesson.filePath ? (lesson.fileName ?? "material.pdf") : null,
    },
    previousId: lessons[index - 1]?.id ?? null,
    nextId: lessons[index + 1]?.id ?? null,
    outline,
    lessonsDone: outline.filter((item) => item.done).length,
    completedAt: enrollment?.completedAt?.toISOString() ?? null,
    preview: enrollment === null,
  };
}

/** A lesson's PDF for download, to those who may read the lesson (its enrolled members, its trainer, the admins): 404 'Esta lección no tiene material para descargar' when it has none. */
export async function lessonMaterial(ctx: Ctx, slug: string, lessonId: number): Promise<{ bytes: Buffer; fileName: string }> {
  const { lesson } = await enrolledLesson(ctx, slug, lessonId);
  const file = lesson.filePath ? await fileStore(ctx.db).get("course-files", lesson.filePath) : null;
  if (!file) throw new AppError("LESSON_FILE_NOT_FOUND", 404);
  return { bytes: file.bytes, fileName: downloadFileName(lesson.fileName ?? "material.pdf") };
}

export type ProgressResult = { completed: boolean; lessonsDone: number; lessonCount: number; courseCompleted: boolean };

/**
 * 'Marcar como completada' and its undo (spec §7 course_progress, §8 Progress update): upserts the
 * member's row for the lesson with `completed` and `completed_at` (set, or cleared), then records
 * whether every lesson of the course is done; completing the course issues the certificate when it is earned (issueCertificateIfEarned). Without a session: 'No authenticated user' (401).
 * A failure to save is logged and answered as 'No pudimos guardar tu progreso' (503), changing nothing.
 */
export async function setLessonCompleted(ctx: Ctx, input: { slug: string; lessonId: number; completed: boolean }): Promise<ProgressResult> {
  if (!ctx.actor) throw new AppError("PROGRESS_LOGIN_REQUIRED", 401);
  const { actor, course, lesson, enrollment } = await enrolledLesson(ctx, input.slug, input.lessonId);
  if (!enrollment) throw new AppError("COURSE_NOT_ENROLLED", 403);
  try {
    const answer = await withTransaction(ctx, async (tx) => {
      const now = tx.now();
      await tx.db
        .insert(courseProgress)
        .values({ userId: actor.id, courseId: course.id, lessonId: lesson.id, completed: input.completed, completedAt: input.completed ? now : null })
        .onConflictDoUpdate({
          target: [courseProgress.userId, courseProgress.lessonId],
          set: { completed: input.completed, completedAt: input.completed ? sql`coalesce(${courseProgress.completedAt}, ${now})` : null },
        });
      const [counts] = await LESSON_COUNTS.rows(tx.db, actor.id, course.id);
      const lessonsDone = Number(counts?.done ?? 0);
      const lessonCount = Number(counts?.total ?? 0);
      const courseCompleted = lessonCount > 0 && lessonsDone >= lessonCount;
      await tx.db
        .update(courseEnrollments)
        .set({ completedAt: courseCompleted ? sql`coalesce(${courseEnrollments.completedAt}, ${now})` : null })
        .where(and(eq(courseEnrollments.userId, actor.id), eq(courseEnrollments.courseId, course.id)));
      // Issue 40: the certificate also needs a passed assessment when the course has one (issued, or renewed, only when earned).
      if (courseCompleted) await issueCertificateIfEarned(tx, { userId: actor.id, courseId: course.id });
      return { completed: input.completed, lessonsDone, lessonCount, courseCompleted };
    });
    // A new certificate shows on the holder's public page (issue 38).
    if (answer.courseCompleted) await purgeMemberPage(ctx.db, actor.id);
    return answer;
  } catch (error) {
    if (isAppError(error)) throw error;
    logger.error({ err: error, lessonId: lesson.id }, "course progress could not be saved");
    throw new AppError("PROGRESS_SAVE_FAILED", 503);
  }
}
