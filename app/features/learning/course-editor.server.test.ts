import { describe, expect, it } from "vitest";
import { slugOf } from "~/lib/slug.server";
import { testContext } from "../../../tests/context";
import { actingCompany } from "../../../tests/factories";
import { courseFields, person } from "../../../tests/learning";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { catalogueFilters, listCourses } from "./catalogue.server";
import {
  addLesson,
  assignTrainer,
  courseForEditing,
  createCourse,
  deleteLesson,
  managedCourses,
  moveLesson,
  setCoursePublished,
  updateCourse,
} from "./course-editor.server";
import { courseDetail } from "./enrollments.server";
import { lessonView, setLessonCompleted } from "./progress.server";

const course = courseFields;
const lesson = (title: string) => ({ title, body: "<p>Texto</p><script>alert(1)</script>", durationMinutes: "15" });

describe("the course editor (issue 22 §1)", () => {
  it("lets trainers and admins create drafts under an address from the title; members and companies are refused (403)", async () => {
    const trainer = await person({ trainer: true });
    const title = `Monitores en vivo ${crypto.randomUUID().slice(0, 6)}`;
    const { id } = await createCourse(trainer.ctx, course(title));
    const created = await courseForEditing(trainer.ctx, id);
    expect(created).toMatchObject({ status: "draft", trainerId: trainer.userId, slug: slugOf(title, "curso"), title });
    expect(slugOf("Iluminación: ¡Diseño & Programación!", "curso")).toBe("iluminacion-diseno-programacion");
    const again = await createCourse(trainer.ctx, course(title));
    expect((await courseForEditing(trainer.ctx, again.id)).slug).toBe(`${slugOf(title, "curso")}-2`);
    for (const ctx of [(await person()).ctx, (await actingCompany()).ctx]) {
      expect(await refusalOf(createCourse(ctx, course(title)))).toMatchObject({ status: 403, key: "TEACH_ONLY" });
    }
    expect(await refusalOf(createCourse(testContext(), course(title)))).toMatchObject({ status: 401 });
  });

  it("refuses each wrong field with its Spanish message, naming it", async () => {
    const trainer = await person({ trainer: true });
    const cases: [Record<string, string>, string, string][] = [
      [{ title: "Hola" }, "title", "Escribe un título de entre 5 y 120 caracteres."],
      [{ category: "Cocina" }, "category", "Elige una categoría de la lista."],
      [{ durationHours: "0" }, "durationHours", "La duración debe ser un número entero de horas entre 1 y 1000."],
      [{ minLevel: "platino" }, "minLevel", "Elige la membresía mínima: Bronce, Plata u Oro."],
    ];
    for (const [change, field, message] of cases) {
      expect(await refusalOf(createCourse(trainer.ctx, { ...course("Curso válido"), ...change }))).toMatchObject({ status: 400, field, message });
    }
  });

  it("keeps each trainer to their own courses: another trainer cannot read, edit or add lessons (403)", async () => {
    const owner = await person({ trainer: true });
    const other = await person({ trainer: true });
    const { id } = await createCourse(owner.ctx, course("Curso de Marta"));
    expect(await refusalOf(courseForEditing(other.ctx, id))).toMatchObject({ status: 403, key: "COURSE_FORBIDDEN" });
    expect(await refusalOf(updateCourse(other.ctx, id, course("Robado")))).toMatchObject({ status: 403 });
    expect(await refusalOf(addLesson(other.ctx, id, lesson("Intrusa")))).toMatchObject({ status: 403 });
    expect((await managedCourses(other.ctx)).map((row) => row.id)).not.toContain(id);
    expect((await managedCourses(owner.ctx)).map((row) => row.id)).toContain(id);
    expect(await refusalOf(courseForEditing(owner.ctx, 999_999_999))).toMatchObject({ status: 404 });
  });

  it("adds, cleans, reorders and deletes lessons; a video must be YouTube or Vimeo", async () => {
    const trainer = await person({ trainer: true });
    const { id } = await createCourse(trainer.ctx, course("Curso con lecciones"));
    const first = await addLesson(trainer.ctx, id, lesson("Primera"));
    const second = await addLesson(trainer.ctx, id, { ...lesson("Segunda"), videoUrl: "https://youtu.be/dQw4w9WgXcQ" });
    expect(await refusalOf(addLesson(trainer.ctx, id, { ...lesson("Tercera"), videoUrl: "https://evil.example/v.mp4" }))).toMatchObject({
      status: 400,
      field: "videoUrl",
      message: "El video debe ser un enlace de YouTube o de Vimeo.",
    });
    await moveLesson(trainer.ctx, id, second.id, "up");
    expect((await courseForEditing(trainer.ctx, id)).lessons.map((item) => item.title)).toEqual(["Segunda", "Primera"]);
    await moveLesson(trainer.ctx, id, second.id, "up");
    expect((await courseForEditing(trainer.ctx, id)).lessons.map((item) => item.title)).toEqual(["Segunda", "Primera"]);
    const preview = await lessonView(trainer.ctx, (await courseForEditing(trainer.ctx, id)).slug, first.id);
    expect(preview).toMatchObject({ preview: true, lesson: { body: "<p>Texto</p>" } });
    expect(await refusalOf(setLessonCompleted(trainer.ctx, { slug: preview.course.slug, lessonId: first.id, completed: true }))).toMatchObject({ status: 403 });
    await deleteLesson(trainer.ctx, id, first.id);
    expect((await courseForEditing(trainer.ctx, id)).lessons.map((item) => item.title)).toEqual(["Segunda"]);
  });

  it("is published by an admin only, with a lesson; then the catalogue shows it; the admin assigns trainers", async () => {
    const trainer = await person({ trainer: true });
    const admin = await person({ admin: true });
    const word = `publicable${crypto.randomUUID().slice(0, 6)}`;
    const { id } = await createCourse(trainer.ctx, course(`Curso ${word}`));
    expect(await refusalOf(setCoursePublished(trainer.ctx, id, true))).toMatchObject({ status: 403 });
    expect(await refusalOf(setCoursePublished(admin.ctx, id, true))).toMatchObject({ status: 409, key: "COURSE_NEEDS_LESSONS" });
    await addLesson(trainer.ctx, id, lesson("Única"));
    await setCoursePublished(admin.ctx, id, true);
    const found = await listCourses({ db: testDb() }, catalogueFilters(new URLSearchParams({ q: word })));
    expect(found.courses.map((item) => item.id)).toEqual([id]);
    expect((await courseDetail(testContext(), (await courseForEditing(admin.ctx, id)).slug)).status).toBe("published");
    expect(await refusalOf(assignTrainer(admin.ctx, id, (await person()).userId))).toMatchObject({ status: 400, field: "trainerId" });
    expect(await refusalOf(assignTrainer(trainer.ctx, id, trainer.userId))).toMatchObject({ status: 403 });
    const next = await person({ trainer: true });
    await assignTrainer(admin.ctx, id, next.userId);
    expect(await refusalOf(updateCourse(trainer.ctx, id, course("Ya no es mío")))).toMatchObject({ status: 403 });
    await updateCourse(next.ctx, id, course(`Curso ${word} revisado`));
    await setCoursePublished(admin.ctx, id, false);
    expect((await listCourses({ db: testDb() }, catalogueFilters(new URLSearchParams({ q: word })))).courses).toEqual([]);
  });
});
