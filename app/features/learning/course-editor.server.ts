import { and, asc, count, desc, eq, gt, lt, sql } from "drizzle-orm";
import { courseLessons, courses } from "~/db/schema/learning";
import { userProfiles } from "~/db/schema/profiles";
import { recordAdminAction } from "~/lib/audit.server";
import { type Ctx, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { purgePages } from "~/lib/page-cache.server";
import { parseInput } from "~/lib/parse-input.server";
import { freeSlug } from "~/lib/slug.server";
import { type FileSlot, saveWithFiles } from "~/lib/storage/save-with-files.server";
import { personName } from "~/lib/vocabulary/display-name";
import { bankShortfall } from "./assessment-bank.server";
import { lessonOfCourse } from "./catalogue.server";
import { editableCourseRow } from "./course-access.server";
import { coverImage } from "./course-cover";
import {
  type CertificateFields,
  type CourseFields,
  type CourseInput,
  certificateFields,
  courseInput,
  type LessonInput,
  lessonInput,
} from "./course-editor.schemas";
import { courseFiles, coverSlot, lessonFileSlot } from "./course-files.server";
import { cleanLessonHtml } from "./lesson-html.server";
import { learningPolicy } from "./policy";

/** Addresses a course may never take: they are pages of their own under /courses and /university. */
const RESERVED_SLUGS = new Set(["manage", "new", "nuevo"]);
const MANAGED_PAGE = 100;
/** Profiles marked as trainers (a data filter of the trainer list, not a check of who is acting). */
const IS_TRAINER = sql`user_profiles.is_trainer`;

/** A course as its editor reads it. */
export type EditableCourse = CourseFields &
  CertificateFields & {
    id: number;
    slug: string;
    coverUrl: string | null;
    status: "draft" | "published";
    trainerId: string | null;
    trainerName: string | null;
    lessons: { id: number; position: number; title: string; durationMinutes: number }[];
  };

/** The renewal course as posted, when it is another published course: 400 'RENEWAL_COURSE_INVALID' otherwise. */
async function checkedCertificateFields(ctx: Ctx, input: CourseInput, selfId: number | null): Promise<CertificateFields> {
  const fields = certificateFields(input);
  if (fields.renewalCourseId === null) return fields;
  const [renewal] = Number.isSafeInteger(fields.renewalCourseId)
    ? await ctx.db
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.id, fields.renewalCourseId), eq(courses.status, "published")))
        .limit(1)
    : [];
  if (!renewal || renewal.id === selfId) throw new AppError("RENEWAL_COURSE_INVALID", 400, {}, "renewalCourseId");
  return fields;
}

/** Forgets the cached catalogue and course pages when a published course changed. */
async function purgeIfPublic(ctx: Ctx, status: string): Promise<void> {
  if (status === "published") await purgePages(ctx.db, "/university");
}

/** The courses a trainer teaches (an admin: every course), drafts included, newest first, with their number of lessons. */
export async function managedCourses(ctx: Ctx) {
  const actor = learningPolicy.authorize(ctx.actor, "teach");
  return ctx.db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      status: courses.status,
      trainerFirstName: userProfiles.firstName,
      trainerLastName: userProfiles.lastName,
      lessonCount: sql<number>`(select count(*)::int from ${courseLessons} where ${courseLessons.courseId} = ${courses.id})`,
    })
    .from(courses)
    .leftJoin(userProfiles, eq(userProfiles.id, courses.trainerId))
    .where(learningPolicy.can(actor, "publishCourses") ? undefined : eq(courses.trainerId, actor.id))
    .orderBy(desc(courses.createdAt), desc(courses.id))
    .limit(MANAGED_PAGE);
}

/** The trainers an admin may assign a course to (name and id), by name. */
export async function trainerChoices(ctx: Ctx) {
  learningPolicy.authorize(ctx.actor, "publishCourses");
  return ctx.db
    .select({ id: userProfiles.id, firstName: userProfiles.firstName, lastName: userProfiles.lastName })
    .from(userProfiles)
    .where(IS_TRAINER)
    .orderBy(asc(userProfiles.firstName), asc(userProfiles.lastName))
    .limit(500);
}

/** The published courses that may renew a course's certificate (every published course but itself), by title. */
export async function renewalCourseChoices(ctx: Ctx, courseId: number | null) {
  learningPolicy.authorize(ctx.actor, "teach");
  const rows = await ctx.db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(eq(courses.status, "published"))
    .orderBy(asc(courses.title), asc(courses.id))
    .limit(500);
  return rows.filter((row) => row.id !== courseId);
}

/** A course with its lessons, for its editor (its trainer or an admin). */
export async function courseForEditing(ctx: Ctx, courseId: number): Promise<EditableCourse> {
  const row = await editableCourseRow(ctx, courseId);
  const [lessons, [trainer]] = await Promise.all([
    ctx.db
      .select({ id: courseLessons.id, position: courseLessons.position, title: courseLessons.title, durationMinutes: courseLessons.durationMinutes })
      .from(courseLessons)
      .where(eq(courseLessons.courseId, row.id))
      .orderBy(courseLessons.position, courseLessons.id),
    row.trainerId
      ? ctx.db.select({ first: userProfiles.firstName, last: userProfiles.lastName }).from(userProfiles).where(eq(userProfiles.id, row.trainerId))
      : Promise.resolve([]),
  ]);
  return {
    id: row.id,
    slug: row.slug,
    coverUrl: coverImage(row.coverPath)?.small ?? null,
    status: row.status,
    trainerId: row.trainerId,
    trainerName: trainer ? personName(trainer.first, trainer.last) || null : null,
    title: row.title,
    summary: row.summary,
    description: row.description,
    category: row.category as CourseFields["category"],
    level: row.level,
    language: row.language,
    durationHours: row.durationHours,
    minLevel: row.minLevel,
    certificateValidityYears: row.certificateValidityYears,
    renewalCourseId: row.renewalCourseId,
    lessons,
  };
}

/**
 * A trainer (or an admin) creates a course as a draft, under an address made from its title; a
 * trainer's course is theirs. Every field is checked with a Spanish message naming it, and a chosen
 * cover by its content, before anything is written.
 */
export async function createCourse(ctx: Ctx, input: CourseInput, form: FormData = new FormData()): Promise<{ id: number }> {
  const actor = learningPolicy.authorize(ctx.actor, "teach");
  const { removeCover: _ignored, ...fields } = parseInput(courseInput, input);
  const certificate = await checkedCertificateFields(ctx, input, null);
  const cover = await coverSlot(form, false);
  const [row] = await ctx.db
    .insert(courses)
    .values({
      ...fields,
      ...certificate,
      slug: await freeSlug(ctx, { table: courses, column: courses.slug }, fields.title, { fallback: "curso", reserved: RESERVED_SLUGS }),
      trainerId: learningPolicy.can(actor, "publishCourses") ? null : actor.id,
      status: "draft",
    })
    .returning({ id: courses.id, filesFolder: courses.filesFolder });
  if (!row) throw new Error("course not inserted");
  if (cover.upload) {
    await saveWithFiles(
      ctx,
      courseFiles(row),
      { cover },
      {
        current: async () => ({ cover: null }),
        write: (tx, keys) => tx.db.update(courses).set({ coverPath: keys.cover }).where(eq(courses.id, row.id)),
      },
    );
  }
  return { id: row.id };
}

/**
 * Saves a course's fields and its cover (a new one, or none with 'Quitar portada'); its address
 * stays, so links keep working. A published course's pages are renewed everywhere.
 */
export async function updateCourse(ctx: Ctx, courseId: number, input: CourseInput, form: FormData = new FormData()): Promise<void> {
  const row = await editableCourseRow(ctx, courseId);
  const { removeCover, ...fields } = parseInput(courseInput, input);
  const certificate = await checkedCertificateFields(ctx, input, row.id);
  const cover = await coverSlot(form, removeCover);
  await saveWithFiles(
    ctx,
    courseFiles(row),
    { cover },
    {
      current: async (tx) => {
        const [current] = await tx.db.select({ cover: courses.coverPath }).from(courses).where(eq(courses.id, row.id)).limit(1);
        if (!current) throw new AppError("COURSE_NOT_FOUND", 404);
        return current;
      },
      write: (tx, keys) =>
        tx.db
          .update(courses)
          .set({ ...fields, ...certificate, coverPath: keys.cover, updatedAt: tx.now() })
          .where(eq(courses.id, row.id)),
    },
  );
  await purgeIfPublic(ctx, row.status);
}

/** An admin publishes a course (it needs a lesson; the first publication dates it) or takes it back to draft. */
export async function setCoursePublished(ctx: Ctx, courseId: number, published: boolean): Promise<void> {
  learningPolicy.authorize(ctx.actor, "publishCourses");
  const row = await editableCourseRow(ctx, courseId);
  if (published) {
    const [lessons] = await ctx.db.select({ value: count() }).from(courseLessons).where(eq(courseLessons.courseId, row.id));
    if (Number(lessons?.value ?? 0) === 0) throw new AppError("COURSE_NEEDS_LESSONS", 409);
    const shortfall = await bankShortfall(ctx.db, row.id);
    if (shortfall) throw new AppError("ASSESSMENT_BANK_TOO_SMALL", 409, { count: shortfall.count, max: shortfall.needed });
  }
  await withTransaction(ctx, async (tx) => {
    await tx.db
      .update(courses)
      .set({ status: published ? "published" : "draft", publishedAt: published ? (row.publishedAt ?? tx.now()) : row.publishedAt, updatedAt: tx.now() })
      .where(eq(courses.id, row.id));
    await recordAdminAction(tx, {
      action: published ? "course.publish" : "course.unpublish",
      targetType: "course",
      targetId: String(row.id),
      subjectId: row.trainerId,
      before: { status: row.status },
      after: { status: published ? "published" : "draft" },
    });
  });
  await purgePages(ctx.db, "/university");
}

/** An admin gives a course to a trainer (an individual marked as trainer), or to nobody (the RedAV team). */
export async function assignTrainer(ctx: Ctx, courseId: number, trainerId: string): Promise<void> {
  learningPolicy.authorize(ctx.actor, "publishCourses");
  const row = await editableCourseRow(ctx, courseId);
  let assigned: string | null = null;
  if (trainerId) {
    const [trainer] = await ctx.db
      .select({ id: userProfiles.id })
      .from(userProfiles)
      .where(and(eq(userProfiles.id, trainerId.slice(0, 100)), IS_TRAINER))
      .limit(1);
    if (!trainer) throw new AppError("COURSE_TRAINER_INVALID", 400, {}, "trainerId");
    assigned = trainer.id;
  }
  await withTransaction(ctx, async (tx) => {
    await tx.db.update(courses).set({ trainerId: assigned, updatedAt: tx.now() }).where(eq(courses.id, row.id));
    await recordAdminAction(tx, {
      action: "course.trainer",
      targetType: "course",
      targetId: String(row.id),
      subjectId: assigned ?? row.trainerId,
      before: { trainerId: row.trainerId },
      after: { trainerId: assigned },
    });
  });
  await purgeIfPublic(ctx, row.status);
}

function lessonColumns(input: LessonInput) {
  const fields = parseInput(lessonInput, input);
  return {
    columns: { title: fields.title, body: cleanLessonHtml(fields.body), videoUrl: fields.videoUrl, durationMinutes: fields.durationMinutes },
    removeMaterial: fields.removeMaterial,
  };
}

/** A lesson of a course the actor may edit: 404 when the lesson is not of that course. */
async function editableLesson(ctx: Ctx, courseId: number, lessonId: number) {
  const course = await editableCourseRow(ctx, courseId);
  const lesson = await lessonOfCourse(ctx, course.id, lessonId);
  return { course, lesson };
}

/** The PDF a lesson holds now, read under the course's file lock. */
async function currentMaterial(tx: Ctx, lessonId: number) {
  const [current] = await tx.db
    .select({ material: courseLessons.filePath, name: courseLessons.fileName })
    .from(courseLessons)
    .where(eq(courseLessons.id, lessonId))
    .limit(1);
  if (!current) throw new AppError("LESSON_NOT_FOUND", 404);
  return current;
}

/** A lesson for its editor, with the name of its PDF. */
export async function lessonForEditing(ctx: Ctx, courseId: number, lessonId: number) {
  const { lesson } = await editableLesson(ctx, courseId, lessonId);
  return {
    id: lesson.id,
    title: lesson.title,
    body: lesson.body,
    videoUrl: lesson.videoUrl ?? "",
    durationMinutes: lesson.durationMinutes,
    fileName: lesson.filePath ? lesson.fileName : null,
  };
}

/**
 * Adds a lesson at the end of the course (its body cleaned by the lesson HTML rule; a video only from
 * YouTube or Vimeo; a PDF checked by its content and kept in the course's folder, within its quota).
 */
export async function addLesson(ctx: Ctx, courseId: number, input: LessonInput, form: FormData = new FormData()): Promise<{ id: number }> {
  const course = await editableCourseRow(ctx, courseId);
  const { columns } = lessonColumns(input);
  const material = await lessonFileSlot(form, false);
  const row = await saveWithFiles(
    ctx,
    courseFiles(course),
    { material: material.slot },
    {
      current: async () => ({ material: null }),
      write: async (tx, keys) => {
        await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`lessons:${course.id}`}))`);
        const [last] = await tx.db
          .select({ position: sql<number>`coalesce(max(${courseLessons.position}), 0)::int` })
          .from(courseLessons)
          .where(eq(courseLessons.courseId, course.id));
        const [inserted] = await tx.db
          .insert(courseLessons)
          .values({
            ...columns,
            courseId: course.id,
            position: Number(last?.position ?? 0) + 1,
            filePath: keys.material,
            fileName: keys.material ? material.name : null,
          })
          .returning({ id: courseLessons.id });
        return inserted;
      },
    },
  );
  if (!row) throw new Error("lesson not inserted");
  await purgeIfPublic(ctx, course.status);
  return row;
}

/** Saves a lesson of a course the actor may edit, with a new PDF, the one it had, or none ('Quitar el PDF'). */
export async function updateLesson(ctx: Ctx, courseId: number, lessonId: number, input: LessonInput, form: FormData = new FormData()): Promise<void> {
  const { course, lesson } = await editableLesson(ctx, courseId, lessonId);
  const { columns, removeMaterial } = lessonColumns(input);
  const material = await lessonFileSlot(form, removeMaterial);
  await saveWithFiles(
    ctx,
    courseFiles(course),
    { material: material.slot },
    {
      current: (tx) => currentMaterial(tx, lesson.id),
      write: (tx, keys, current) =>
        tx.db
          .update(courseLessons)
          .set({
            ...columns,
            filePath: keys.material,
            fileName: keys.material === null ? null : keys.material === current.material ? current.name : material.name,
            updatedAt: tx.now(),
          })
          .where(eq(courseLessons.id, lesson.id)),
    },
  );
  await purgeIfPublic(ctx, course.status);
}

/** Deletes a lesson (its progress goes with it, its PDF after the commit); the last lesson of a published course stays. */
export async function deleteLesson(ctx: Ctx, courseId: number, lessonId: number): Promise<void> {
  const { course, lesson } = await editableLesson(ctx, courseId, lessonId);
  if (course.status === "published") {
    const [lessons] = await ctx.db.select({ value: count() }).from(courseLessons).where(eq(courseLessons.courseId, course.id));
    if (Number(lessons?.value ?? 0) <= 1) throw new AppError("COURSE_NEEDS_LESSONS", 409);
  }
  const material: FileSlot = { bucket: "course-files", field: "material", upload: null, remove: true };
  await saveWithFiles(
    ctx,
    courseFiles(course),
    { material },
    {
      current: (tx) => currentMaterial(tx, lesson.id),
      write: (tx) => tx.db.delete(courseLessons).where(eq(courseLessons.id, lesson.id)),
    },
  );
  await purgeIfPublic(ctx, course.status);
}

/** Moves a lesson one place up or down (swapping with its neighbour, under the course's lock); at either end nothing changes. */
export async function moveLesson(ctx: Ctx, courseId: number, lessonId: number, direction: "up" | "down"): Promise<void> {
  const { course, lesson } = await editableLesson(ctx, courseId, lessonId);
  await withTransaction(ctx, async (tx) => {
    await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`lessons:${course.id}`}))`);
    const [current] = await tx.db.select({ position: courseLessons.position }).from(courseLessons).where(eq(courseLessons.id, lesson.id));
    if (!current) return;
    const [neighbour] = await tx.db
      .select({ id: courseLessons.id, position: courseLessons.position })
      .from(courseLessons)
      .where(
        and(
          eq(courseLessons.courseId, course.id),
          direction === "up" ? lt(courseLessons.position, current.position) : gt(courseLessons.position, current.position),
        ),
      )
      .orderBy(direction === "up" ? desc(courseLessons.position) : asc(courseLessons.position))
      .limit(1);
    if (!neighbour) return;
    await tx.db.update(courseLessons).set({ position: neighbour.position }).where(eq(courseLessons.id, lesson.id));
    await tx.db.update(courseLessons).set({ position: current.position }).where(eq(courseLessons.id, neighbour.id));
  });
  await purgeIfPublic(ctx, course.status);
}
