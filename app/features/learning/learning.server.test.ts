import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courseEnrollments, courseLessons, courseProgress } from "~/db/schema/learning";
import { outbox } from "~/db/schema/outbox";
import { userProfiles } from "~/db/schema/profiles";
import { actingAs, testContext } from "../../../tests/context";
import { actingCompany, createIndividual } from "../../../tests/factories";
import { notificationsOf } from "../../../tests/notifications";
import { drainEvents } from "../../../tests/outbox";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { catalogueFilters, listCourses } from "./catalogue.server";
import { type DemoCourse, importCourses } from "./course-import.server";
import { courseDetail, enrollInCourse, myCourses } from "./enrollments.server";
import { lessonView, setLessonCompleted } from "./progress.server";

/** A member of a level (bronze unless told), optionally a trainer, and her signed-in context. */
async function member(options: { level?: "bronze" | "silver" | "gold"; trainer?: boolean; admin?: boolean } = {}) {
  const { userId } = await createIndividual({ verified: false, level: options.level, isAdmin: options.admin });
  if (options.trainer) await testDb().update(userProfiles).set({ isTrainer: true }).where(eq(userProfiles.id, userId));
  return { userId, ctx: await actingAs(userId) };
}

/** A course with `lessons` lessons and a unique slug and title word (so catalogue searches in a shared database find only it). */
async function course(overrides: Partial<DemoCourse> = {}, lessons = 3) {
  const word = `curso${randomUUID().slice(0, 8)}`;
  const input: DemoCourse = {
    slug: `${word}-sonido`,
    title: `Sonido en vivo ${word}`,
    summary: "Microfonía, monitores y mezcla para escenarios.",
    description: "Un curso práctico de iluminación y sonido.",
    category: "audio",
    level: "beginner",
    durationHours: 6,
    trainerId: null,
    lessons: Array.from({ length: lessons }, (_, index) => ({ title: `Lección ${index + 1}`, body: `<p>Contenido ${index + 1}</p>`, durationMinutes: 20 })),
    ...overrides,
  };
  const [imported] = await importCourses({ db: testDb(), now: () => new Date() }, [input]);
  if (!imported) throw new Error("course not imported");
  return { ...imported, slug: input.slug, title: input.title, word };
}

describe("the course catalogue (issue 22 §1)", () => {
  it("lists published courses only, found by a word without its accents, and filters by category, level and language", async () => {
    const published = await course({ category: "lighting", level: "advanced" });
    await course({ slug: `${published.word}-borrador`, title: `Borrador ${published.word}`, status: "draft" });
    const found = await listCourses({ db: testDb() }, catalogueFilters(new URLSearchParams({ q: published.word })));
    expect(found.courses.map((item) => item.slug)).toEqual([published.slug]);
    expect(found.courses[0]).toMatchObject({ lessonCount: 3, durationHours: 6, level: "advanced", minLevel: "bronze" });
    const accents = await listCourses({ db: testDb() }, catalogueFilters(new URLSearchParams({ q: `${published.word} ILUMINACION` })));
    expect(accents.count).toBe(0);
    const byDescription = await listCourses(
      { db: testDb() },
      catalogueFilters(new URLSearchParams({ q: "practico de iluminacion", categoria: "Iluminación", nivel: "advanced" })),
    );
    expect(byDescription.courses.map((item) => item.slug)).toContain(published.slug);
    for (const params of [{ categoria: "Audio" }, { nivel: "beginner" }, { idioma: "pt" }] as Record<string, string>[]) {
      const other = await listCourses({ db: testDb() }, catalogueFilters(new URLSearchParams({ q: published.word, ...params })));
      expect(other.courses).toEqual([]);
    }
  });

  it("drops unknown filter values and keeps the page within 25", () => {
    expect(catalogueFilters(new URLSearchParams({ categoria: "Cocina", nivel: "experto", idioma: "fr", q: "a", pagina: "9999" }))).toEqual({
      category: null,
      level: null,
      language: null,
      q: null,
      page: 25,
    });
  });

  it("shows a draft to its trainer and the admins only (404 for anyone else, visitors included)", async () => {
    const trainer = await member({ trainer: true });
    const draft = await course({ trainerId: trainer.userId, status: "draft" });
    expect((await courseDetail(trainer.ctx, draft.slug)).status).toBe("draft");
    expect((await courseDetail((await member({ admin: true })).ctx, draft.slug)).status).toBe("draft");
    for (const ctx of [testContext(), (await member({ trainer: true })).ctx, (await member()).ctx]) {
      expect(await refusalOf(courseDetail(ctx, draft.slug))).toMatchObject({ status: 404, message: "Curso no encontrado" });
    }
  });
});

describe("enrolling (issue 22 §2, spec §4 course_enrollments INSERT)", () => {
  it("sends a visitor to sign in, refuses companies and members below the course's level, and enrolls the rest once", async () => {
    const silverCourse = await course({ minLevel: "silver" });
    expect(await refusalOf(enrollInCourse(testContext(), silverCourse.slug))).toMatchObject({ status: 401 });
    expect(await refusalOf(enrollInCourse((await actingCompany()).ctx, silverCourse.slug))).toMatchObject({ status: 403, key: "COURSE_INDIVIDUALS_ONLY" });
    const bronze = await member();
    expect((await courseDetail(bronze.ctx, silverCourse.slug)).enrollState).toBe("level_too_low");
    expect(await refusalOf(enrollInCourse(bronze.ctx, silverCourse.slug))).toMatchObject({ status: 403, key: "COURSE_LEVEL_TOO_LOW" });
    const gold = await member({ level: "gold" });
    expect((await courseDetail(gold.ctx, silverCourse.slug)).enrollState).toBe("may_enroll");
    expect(await enrollInCourse(gold.ctx, silverCourse.slug)).toEqual({ slug: silverCourse.slug, firstLessonId: silverCourse.lessonIds[0] });
    expect((await courseDetail(gold.ctx, silverCourse.slug)).enrollState).toBe("enrolled");
    const rows = await testDb().select().from(courseEnrollments).where(eq(courseEnrollments.courseId, silverCourse.id));
    expect(rows.map((row) => row.userId)).toEqual([gold.userId]);
  });

  it("keeps one enrollment and sends one course notification when two clicks arrive at once", async () => {
    const taught = await course();
    const ana = await member();
    await Promise.all([enrollInCourse(ana.ctx, taught.slug), enrollInCourse(ana.ctx, taught.slug), enrollInCourse(ana.ctx, taught.slug)]);
    const events = await testDb()
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.type, "course.enrolled"), sql`${outbox.payload}->>'userId' = ${ana.userId}`));
    expect(events).toHaveLength(1);
    await drainEvents(
      events.map((event) => event.id),
      new Date(),
    );
    const notes = await notificationsOf(ana.userId, { type: "course" });
    expect(notes.map((note) => [note.title, note.message])).toEqual([["Inscripción confirmada", `Te inscribiste en «${taught.title}»`]]);
    expect(await testDb().select().from(courseEnrollments).where(eq(courseEnrollments.userId, ana.userId))).toHaveLength(1);
  });

  it("never enrolls in a draft or an unknown course (404)", async () => {
    const ana = await member();
    const draft = await course({ status: "draft" });
    expect(await refusalOf(enrollInCourse(ana.ctx, draft.slug))).toMatchObject({ status: 404 });
    expect(await refusalOf(enrollInCourse(ana.ctx, "no-existe"))).toMatchObject({ status: 404 });
  });
});

describe("lesson progress (spec §7 course_progress upsert, §8 Progress update)", () => {
  it("answers 'No authenticated user' without a session, and opens lessons only to the enrolled", async () => {
    const taught = await course();
    const lessonId = taught.lessonIds[0] ?? 0;
    expect(await refusalOf(setLessonCompleted(testContext(), { slug: taught.slug, lessonId, completed: true }))).toEqual({
      key: "PROGRESS_LOGIN_REQUIRED",
      status: 401,
      message: "No authenticated user",
    });
    const outsider = await member();
    expect(await refusalOf(lessonView(outsider.ctx, taught.slug, lessonId))).toMatchObject({ status: 403, key: "COURSE_NOT_ENROLLED" });
    expect(await refusalOf(setLessonCompleted(outsider.ctx, { slug: taught.slug, lessonId, completed: true }))).toMatchObject({ status: 403 });
    expect(await testDb().select().from(courseProgress).where(eq(courseProgress.lessonId, lessonId))).toEqual([]);
  });

  it("refuses a lesson of another course under this course's address (404)", async () => {
    const first = await course();
    const second = await course();
    const ana = await member();
    await enrollInCourse(ana.ctx, first.slug);
    expect(await refusalOf(lessonView(ana.ctx, first.slug, second.lessonIds[0] ?? 0))).toMatchObject({ status: 404, key: "LESSON_NOT_FOUND" });
    expect(await refusalOf(setLessonCompleted(ana.ctx, { slug: first.slug, lessonId: second.lessonIds[0] ?? 0, completed: true }))).toMatchObject({
      status: 404,
    });
  });

  it("sets completed_at when done and clears it when undone; the course is completed when every lesson is", async () => {
    const taught = await course({}, 2);
    const [one = 0, two = 0] = taught.lessonIds;
    const ana = await member();
    await enrollInCourse(ana.ctx, taught.slug);
    const progressOf = async (lessonId: number) =>
      (
        await testDb()
          .select()
          .from(courseProgress)
          .where(and(eq(courseProgress.userId, ana.userId), eq(courseProgress.lessonId, lessonId)))
      )[0];
    expect(await setLessonCompleted(ana.ctx, { slug: taught.slug, lessonId: one, completed: true })).toEqual({
      completed: true,
      lessonsDone: 1,
      lessonCount: 2,
      courseCompleted: false,
    });
    expect(await progressOf(one)).toMatchObject({ completed: true, completedAt: expect.any(Date) });
    await setLessonCompleted(ana.ctx, { slug: taught.slug, lessonId: one, completed: false });
    expect(await progressOf(one)).toMatchObject({ completed: false, completedAt: null });
    await setLessonCompleted(ana.ctx, { slug: taught.slug, lessonId: one, completed: true });
    expect((await setLessonCompleted(ana.ctx, { slug: taught.slug, lessonId: two, completed: true })).courseCompleted).toBe(true);
    expect((await myCourses(ana.ctx)).find((item) => item.slug === taught.slug)).toMatchObject({
      lessonsDone: 2,
      lessonCount: 2,
      completedAt: expect.any(String),
    });
    await setLessonCompleted(ana.ctx, { slug: taught.slug, lessonId: two, completed: false });
    expect((await myCourses(ana.ctx)).find((item) => item.slug === taught.slug)).toMatchObject({ lessonsDone: 1, completedAt: null });
  });

  it("keeps each member's progress their own: another member's marks never show or change hers", async () => {
    const taught = await course({}, 2);
    const [one = 0] = taught.lessonIds;
    const ana = await member();
    const bruno = await member();
    await enrollInCourse(ana.ctx, taught.slug);
    await enrollInCourse(bruno.ctx, taught.slug);
    await setLessonCompleted(bruno.ctx, { slug: taught.slug, lessonId: one, completed: true });
    expect((await lessonView(ana.ctx, taught.slug, one)).lesson.done).toBe(false);
    expect((await courseDetail(ana.ctx, taught.slug)).outline.map((lesson) => lesson.done)).toEqual([false, false]);
    await setLessonCompleted(ana.ctx, { slug: taught.slug, lessonId: one, completed: false });
    expect((await lessonView(bruno.ctx, taught.slug, one)).lesson.done).toBe(true);
  });

  it("'Continuar' goes back to the lesson last opened; the player knows its neighbours", async () => {
    const taught = await course({}, 3);
    const [one = 0, two = 0, three = 0] = taught.lessonIds;
    const ana = await member();
    await enrollInCourse(ana.ctx, taught.slug);
    expect((await myCourses(ana.ctx)).find((item) => item.slug === taught.slug)?.resumeLessonId).toBe(one);
    const view = await lessonView(ana.ctx, taught.slug, two);
    expect(view).toMatchObject({ previousId: one, nextId: three, lesson: { position: 2, title: "Lección 2", body: "<p>Contenido 2</p>" } });
    expect((await myCourses(ana.ctx)).find((item) => item.slug === taught.slug)?.resumeLessonId).toBe(two);
    expect((await courseDetail(ana.ctx, taught.slug)).resumeLessonId).toBe(two);
  });
});

describe("lesson bodies", () => {
  it("keep formatting and links but lose scripts, handlers and styles", async () => {
    const taught = await course({
      lessons: [
        {
          title: "Seguridad",
          body: '<h2>Rigging</h2><p onclick="x()">Usa <strong>eslingas</strong> <a href="javascript:alert(1)">mal</a> <a href="https://redav.lat">bien</a></p><script>alert(1)</script><img src=x onerror=alert(1)><style>p{}</style>',
          durationMinutes: 10,
        },
      ],
    });
    const [row] = await testDb()
      .select({ body: courseLessons.body })
      .from(courseLessons)
      .where(eq(courseLessons.id, taught.lessonIds[0] ?? 0));
    expect(row?.body).toBe(
      '<h2>Rigging</h2><p>Usa <strong>eslingas</strong> <a rel="noopener noreferrer nofollow" target="_blank">mal</a> <a href="https://redav.lat" rel="noopener noreferrer nofollow" target="_blank">bien</a></p>',
    );
  });
});
