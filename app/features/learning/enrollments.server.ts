import { and, eq, sql } from "drizzle-orm";
import { rawQuery } from "~/db/raw-query";
import { certificates, courseEnrollments, courseLessons, courseProgress, courses } from "~/db/schema/learning";
import { type Ctx, requireActor, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { courseBySlug, courseOutline } from "./catalogue.server";
import { coverImage } from "./course-cover";
import type { EnrollState } from "./course-options";
import type { CourseDetail, MyCourse, OutlineLesson } from "./course-views";
import { learningPolicy } from "./policy";

type Enrollment = { id: number; lastLessonId: number | null; completedAt: Date | null };

/** The member's enrollment in a course, or null. */
export async function enrollmentOf(ctx: Pick<Ctx, "db">, userId: string, courseId: number): Promise<Enrollment | null> {
  const [row] = await ctx.db
    .select({ id: courseEnrollments.id, lastLessonId: courseEnrollments.lastLessonId, completedAt: courseEnrollments.completedAt })
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId)))
    .limit(1);
  return row ?? null;
}

/** The ids of the lessons of a course the member has completed. */
export async function doneLessonIds(ctx: Pick<Ctx, "db">, userId: string, courseId: number): Promise<Set<number>> {
  const rows = await ctx.db
    .select({ lessonId: courseProgress.lessonId })
    .from(courseProgress)
    .where(and(eq(courseProgress.userId, userId), eq(courseProgress.courseId, courseId), eq(courseProgress.completed, true)));
  return new Set(rows.map((row) => row.lessonId));
}

/** Where 'Continuar' goes: the lesson last opened, else the first not done, else the first. */
export function resumeLesson(outline: OutlineLesson[], lastLessonId: number | null): number | null {
  if (lastLessonId && outline.some((lesson) => lesson.id === lastLessonId)) return lastLessonId;
  return (outline.find((lesson) => !lesson.done) ?? outline[0])?.id ?? null;
}

function enrollState(ctx: Ctx, course: { minLevel: "bronze" | "silver" | "gold" }, enrolled: boolean): EnrollState {
  if (!ctx.actor) return "visitor";
  if (enrolled) return "enrolled";
  if (!learningPolicy.can(ctx.actor, "takeCourses")) return "not_individual";
  return learningPolicy.can(ctx.actor, "enroll", course) ? "may_enroll" : "level_too_low";
}

/**
 * A course's page (issue 22 §1–2): a published course for anyone; a draft only for its trainer and
 * the admins (404 for everyone else). The outline marks what the enrolled viewer has done.
 */
export async function courseDetail(ctx: Ctx, slug: string): Promise<CourseDetail> {
  const course = await courseBySlug(ctx, slug);
  if (course.status !== "published" && !learningPolicy.can(ctx.actor, "previewCourse", course)) throw new AppError("COURSE_NOT_FOUND", 404);
  const [lessons, enrollment] = await Promise.all([courseOutline(ctx, course.id), ctx.actor ? enrollmentOf(ctx, ctx.actor.id, course.id) : null]);
  const done = enrollment && ctx.actor ? await doneLessonIds(ctx, ctx.actor.id, course.id) : new Set<number>();
  const outline = lessons.map((lesson) => ({ ...lesson, done: done.has(lesson.id) }));
  return {
    ...course,
    publishedAt: course.publishedAt?.toISOString() ?? null,
    outline,
    enrollState: enrollState(ctx, course, enrollment !== null),
    mayPreview: learningPolicy.can(ctx.actor, "previewCourse", course),
    mayEdit: learningPolicy.can(ctx.actor, "editCourse", course),
    resumeLessonId: enrollment ? resumeLesson(outline, enrollment.lastLessonId) : null,
  };
}

/**
 * Enrolls the signed-in individual in a published course (issue 22 §2): 401 without a session,
 * 403 for a company or a level below the course's minimum, 404 for a draft or unknown course.
 * Enrolling twice (two clicks at once) keeps one enrollment and one notification: the course
 * notification of spec §4 is sent through the outbox in the same transaction as the insert.
 */
export async function enrollInCourse(ctx: Ctx, slug: string): Promise<{ slug: string; firstLessonId: number | null }> {
  const actor = learningPolicy.authorize(ctx.actor, "takeCourses");
  const course = await courseBySlug(ctx, slug);
  if (course.status !== "published") throw new AppError("COURSE_NOT_FOUND", 404);
  learningPolicy.authorize(actor, "enroll", course);
  await withTransaction(ctx, async (tx) => {
    const inserted = await tx.db
      .insert(courseEnrollments)
      .values({ userId: actor.id, courseId: course.id, enrolledAt: tx.now() })
      .onConflictDoNothing()
      .returning({ id: courseEnrollments.id });
    if (inserted.length === 0) return;
    await enqueue(tx.db, { type: "course.enrolled", payload: { courseId: String(course.id), userId: actor.id, title: course.title } });
  });
  const [first] = await courseOutline(ctx, course.id);
  return { slug: course.slug, firstLessonId: first?.id ?? null };
}

/** The member's courses, newest enrollment first, with progress, where to resume and the latest certificate (at most 200). */
const MY_COURSES = rawQuery(
  "learning.my-courses",
  (userId: string) =>
    sql<{
      slug: string;
      title: string;
      category: string;
      status: string;
      cover_path: string | null;
      lessons_done: number;
      lesson_count: number;
      resume_lesson_id: number | string | null;
      enrolled_at: Date | string;
      completed_at: Date | string | null;
      certificate_id: string | null;
      revoked_at: Date | string | null;
      revoked_reason: string | null;
    }>`select c.slug, c.title, c.category, c.status, c.cover_path, e.enrolled_at, e.completed_at,
          cert.id as certificate_id, cert.revoked_at, cert.revoked_reason,
          (select count(*)::int from ${courseProgress} p where p.user_id = e.user_id and p.course_id = c.id and p.completed) as lessons_done,
          (select count(*)::int from ${courseLessons} l where l.course_id = c.id) as lesson_count,
          coalesce(
            (select l.id from ${courseLessons} l where l.id = e.last_lesson_id and l.course_id = c.id),
            (select l.id from ${courseLessons} l where l.course_id = c.id
               and not exists (select 1 from ${courseProgress} p where p.user_id = e.user_id and p.lesson_id = l.id and p.completed)
             order by l.position, l.id limit 1),
            (select l.id from ${courseLessons} l where l.course_id = c.id order by l.position, l.id limit 1)
          ) as resume_lesson_id
        from ${courseEnrollments} e join ${courses} c on c.id = e.course_id
        left join lateral (
          select id, revoked_at, revoked_reason from ${certificates}
          where user_id = e.user_id and course_id = c.id
          order by revoked_at is null desc, issued_at desc limit 1
        ) cert on true
        where e.user_id = ${userId}
        order by e.enrolled_at desc, e.id desc
        limit 200`,
  [["someone"]],
);

/**
 * 'Mis cursos' (issue 22 §2): the signed-in member's courses, newest enrollment first, each with
 * lessons done of lessons, where 'Continuar' goes, when it was completed and its valid certificate, or the
 * revoked one with its date and reason (issue 36: it stays listed, marked revoked); one query.
 * A course an admin took back to draft stays listed with the member's progress, marked as not
 * available (its lessons open again when it is published again).
 */
export async function myCourses(ctx: Ctx): Promise<MyCourse[]> {
  const actor = requireActor(ctx);
  const rows = await MY_COURSES.rows(ctx.db, actor.id);
  const iso = (value: Date | string) => new Date(value).toISOString();
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    category: row.category,
    available: row.status === "published",
    cover: coverImage(row.cover_path),
    lessonsDone: Number(row.lessons_done),
    lessonCount: Number(row.lesson_count),
    resumeLessonId: row.resume_lesson_id === null ? null : Number(row.resume_lesson_id),
    enrolledAt: iso(row.enrolled_at),
    completedAt: row.completed_at ? iso(row.completed_at) : null,
    certificateId: row.revoked_at ? null : row.certificate_id,
    revokedCertificate:
      row.certificate_id && row.revoked_at ? { id: row.certificate_id, revokedAt: iso(row.revoked_at), reason: row.revoked_reason ?? "" } : null,
  }));
}
