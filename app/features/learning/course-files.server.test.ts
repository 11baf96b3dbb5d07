import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { courses } from "~/db/schema/learning";
import type { Bucket } from "~/lib/storage/buckets";
import { fileStore } from "~/lib/storage/file-store.server";
import { sweepOrphanFiles } from "~/lib/storage/orphans.server";
import { testContext } from "../../../tests/context";
import { courseFields, person } from "../../../tests/learning";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { catalogueFilters, listCourses } from "./catalogue.server";
import {
  addLesson,
  courseForEditing,
  createCourse,
  deleteLesson,
  lessonForEditing,
  setCoursePublished,
  updateCourse,
  updateLesson,
} from "./course-editor.server";
import { COURSE_QUOTA, downloadFileName, shownFileName } from "./course-files.server";
import { courseDetail, enrollInCourse, myCourses } from "./enrollments.server";
import { lessonMaterial, lessonView, setLessonCompleted } from "./progress.server";

const course = courseFields;
const lesson = (title: string) => ({ title, body: "<p>Texto</p>", durationMinutes: "15" });

/** A form with one chosen file in `field`. */
function formWith(field: string, file: File): FormData {
  const form = new FormData();
  form.set(field, file);
  return form;
}

const photo = async (width = 1200, height = 1200) =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width, height, channels: 3, background: "#225588" } })
          .png()
          .toBuffer(),
      ),
    ],
    "portada.png",
  );
const pdf = (text = "guía") => new File([`%PDF-1.4 ${text}`], "Guía de conexión: stage box.pdf");

/** The storage folder of a course. */
async function folderOf(courseId: number): Promise<string> {
  const [row] = await testDb().select({ folder: courses.filesFolder }).from(courses).where(eq(courses.id, courseId));
  return String(row?.folder);
}

async function keysIn(bucket: Bucket, courseId: number): Promise<string[]> {
  return (await fileStore(testDb()).list(bucket, { prefix: `${await folderOf(courseId)}/`, limit: 100 })).map((entry) => entry.key).sort();
}

/** A trainer's published course with one lesson, and a member enrolled in it. */
async function publishedCourse() {
  const trainer = await person({ trainer: true });
  const admin = await person({ admin: true });
  const { id } = await createCourse(trainer.ctx, course(`Monitores ${crypto.randomUUID().slice(0, 8)}`));
  const first = await addLesson(trainer.ctx, id, lesson("Primera"), formWith("material", pdf()));
  await setCoursePublished(admin.ctx, id, true);
  const slug = (await courseForEditing(trainer.ctx, id)).slug;
  return { trainer, admin, id, slug, lessonId: first.id };
}

describe("course covers (issue 22 §1)", () => {
  it("stores a chosen cover 16:9 in two widths, shows it on the card and the page, replaces and removes it without leaving files behind", async () => {
    const trainer = await person({ trainer: true });
    const { id } = await createCourse(trainer.ctx, course(`Portadas ${crypto.randomUUID().slice(0, 8)}`), formWith("cover", await photo()));
    const created = await courseForEditing(trainer.ctx, id);
    expect(created.coverUrl).toMatch(new RegExp(`^/files/course-covers/${await folderOf(id)}/[\\w-]+-480\\.webp$`));
    const stored = await keysIn("course-covers", id);
    expect(stored).toHaveLength(2);
    const sizes = await Promise.all(
      stored.map(async (key) => {
        const file = await fileStore(testDb()).get("course-covers", key);
        const { width, height, format } = await sharp(file?.bytes).metadata();
        return `${width}x${height} ${format}`;
      }),
    );
    expect(sizes.sort()).toEqual(["480x270 webp", "960x540 webp"]);

    await updateCourse(trainer.ctx, id, course(created.title), formWith("cover", await photo(800, 300)));
    const replaced = await courseForEditing(trainer.ctx, id);
    expect(replaced.coverUrl).not.toBe(created.coverUrl);
    expect(await keysIn("course-covers", id)).toHaveLength(2);

    await updateCourse(trainer.ctx, id, course(created.title));
    expect((await courseForEditing(trainer.ctx, id)).coverUrl).toBe(replaced.coverUrl);
    await updateCourse(trainer.ctx, id, { ...course(created.title), removeCover: "on" });
    expect((await courseForEditing(trainer.ctx, id)).coverUrl).toBeNull();
    expect(await keysIn("course-covers", id)).toEqual([]);
  });

  it("shows the cover in the catalogue, on the course page and in its Open Graph picture", async () => {
    const { trainer, id, slug } = await publishedCourse();
    await updateCourse(trainer.ctx, id, course((await courseForEditing(trainer.ctx, id)).title), formWith("cover", await photo()));
    const detail = await courseDetail(testContext(), slug);
    expect(detail.cover?.small).toMatch(/-480\.webp$/);
    expect(detail.cover?.large).toMatch(/-960\.webp$/);
    const listed = await listCourses({ db: testDb() }, catalogueFilters(new URLSearchParams({ q: detail.title })));
    expect(listed.courses[0]?.cover).toEqual(detail.cover);
  });

  it("refuses a file that is not an image (400, naming the field) and changes nothing", async () => {
    const trainer = await person({ trainer: true });
    const title = `Sin portada ${crypto.randomUUID().slice(0, 8)}`;
    const { id } = await createCourse(trainer.ctx, course(title));
    expect(await refusalOf(updateCourse(trainer.ctx, id, course(`${title} cambiado`), formWith("cover", pdf())))).toMatchObject({
      status: 400,
      field: "cover",
      message: "El archivo no es una imagen válida: sube una foto JPG, PNG, WebP o GIF.",
    });
    expect((await courseForEditing(trainer.ctx, id)).title).toBe(title);
    expect(await refusalOf(createCourse(trainer.ctx, course(title), formWith("cover", pdf())))).toMatchObject({ status: 400, field: "cover" });
  });

  it("lets only the course's trainer and the admins change its cover (403 for another trainer)", async () => {
    const trainer = await person({ trainer: true });
    const other = await person({ trainer: true });
    const { id } = await createCourse(trainer.ctx, course(`Ajeno ${crypto.randomUUID().slice(0, 8)}`));
    expect(await refusalOf(updateCourse(other.ctx, id, course("Portada ajena"), formWith("cover", await photo())))).toMatchObject({ status: 403 });
    expect(await keysIn("course-covers", id)).toEqual([]);
  });
});

describe("lesson PDFs (issue 22 §1)", () => {
  it("lets enrolled members, the trainer and the admins download a lesson's PDF under its name; others are refused", async () => {
    const { trainer, admin, slug, lessonId } = await publishedCourse();
    const member = await person();
    expect(await refusalOf(lessonMaterial(member.ctx, slug, lessonId))).toMatchObject({ status: 403, key: "COURSE_NOT_ENROLLED" });
    expect(await refusalOf(lessonMaterial(testContext(), slug, lessonId))).toMatchObject({ status: 401 });
    await enrollInCourse(member.ctx, slug);
    const view = await lessonView(member.ctx, slug, lessonId);
    expect(view.lesson.material).toBe("Guía de conexión: stage box.pdf");
    for (const ctx of [member.ctx, trainer.ctx, admin.ctx]) {
      const file = await lessonMaterial(ctx, slug, lessonId);
      expect(file.bytes.toString()).toBe("%PDF-1.4 guía");
      expect(file.fileName).toBe("Guia-de-conexion-stage-box.pdf");
    }
    expect(await refusalOf(lessonMaterial(member.ctx, slug, lessonId + 100_000))).toMatchObject({ status: 404 });
  });

  it("answers 404 'Esta lección no tiene material para descargar' for a lesson without a PDF", async () => {
    const { trainer, id, slug } = await publishedCourse();
    const bare = await addLesson(trainer.ctx, id, lesson("Sin material"));
    expect((await lessonView(trainer.ctx, slug, bare.id)).lesson.material).toBeNull();
    expect(await refusalOf(lessonMaterial(trainer.ctx, slug, bare.id))).toMatchObject({
      status: 404,
      message: "Esta lección no tiene material para descargar.",
    });
  });

  it("replaces, keeps and removes a lesson's PDF, and deleting the lesson deletes it", async () => {
    const { trainer, id, lessonId } = await publishedCourse();
    const [first] = await keysIn("course-files", id);
    await updateLesson(trainer.ctx, id, lessonId, lesson("Primera, revisada"));
    expect(await lessonForEditing(trainer.ctx, id, lessonId)).toMatchObject({ title: "Primera, revisada", fileName: "Guía de conexión: stage box.pdf" });
    expect(await keysIn("course-files", id)).toEqual([first]);
    await updateLesson(trainer.ctx, id, lessonId, lesson("Primera"), formWith("material", new File(["%PDF-1.7 nueva"], "c:\\docs\\Patch list.PDF")));
    expect((await lessonForEditing(trainer.ctx, id, lessonId)).fileName).toBe("Patch list.pdf");
    const [second] = await keysIn("course-files", id);
    expect(second).not.toBe(first);
    await updateLesson(trainer.ctx, id, lessonId, { ...lesson("Primera"), removeMaterial: "on" });
    expect((await lessonForEditing(trainer.ctx, id, lessonId)).fileName).toBeNull();
    expect(await keysIn("course-files", id)).toEqual([]);
    const extra = await addLesson(trainer.ctx, id, lesson("Segunda"), formWith("material", pdf("segunda")));
    expect(await keysIn("course-files", id)).toHaveLength(1);
    await deleteLesson(trainer.ctx, id, extra.id);
    expect(await keysIn("course-files", id)).toEqual([]);
  });

  it("refuses a file that is not a PDF with the lesson's message and stores nothing", async () => {
    const { trainer, id, lessonId } = await publishedCourse();
    const before = await keysIn("course-files", id);
    expect(await refusalOf(updateLesson(trainer.ctx, id, lessonId, lesson("Otra"), formWith("material", await photo(10, 10))))).toMatchObject({
      status: 400,
      field: "material",
      message: "El material de la lección debe ser un archivo PDF.",
    });
    expect(await refusalOf(addLesson(trainer.ctx, id, lesson("Otra"), formWith("material", await photo(10, 10))))).toMatchObject({ status: 400 });
    expect(await keysIn("course-files", id)).toEqual(before);
    expect((await courseForEditing(trainer.ctx, id)).lessons.map((item) => item.title)).toEqual(["Primera"]);
  });

  it("keeps each course within its own quota (413 in MB, the course's text) and stores nothing", async () => {
    const { trainer, id, lessonId } = await publishedCourse();
    const filler = Buffer.alloc(COURSE_QUOTA.bytes - 1024 * 1024, 1);
    await fileStore(testDb()).put("course-files", `${await folderOf(id)}/relleno.pdf`, { bytes: filler, contentType: "application/pdf" });
    const big = new File([`%PDF-1.4\n%${"x".repeat(2 * 1024 * 1024 - 1024)}`], "grande.pdf");
    expect(await refusalOf(addLesson(trainer.ctx, id, lesson("Pesada"), formWith("material", big)))).toMatchObject({
      status: 413,
      field: "material",
      message: "Los archivos de este curso ocuparían 101 MB y un curso puede tener 100 MB. Quita un archivo o sube uno más liviano.",
    });
    // Replacing the lesson's own PDF frees what it held: a small one fits.
    expect(await refusalOf(updateLesson(trainer.ctx, id, lessonId, lesson("Primera"), formWith("material", pdf("liviano"))))).toBe("OK");
  });

  it("names files plainly: no folders or control characters, always .pdf; the download name is ASCII", () => {
    expect(shownFileName("C:\\Users\\ana\\Rider técnico\u0007.pdf")).toBe("Rider técnico.pdf");
    expect(shownFileName("")).toBe("material.pdf");
    expect(shownFileName(`${"a".repeat(300)}.pdf`)).toHaveLength(120);
    expect(downloadFileName("Iluminación: guía rápida.pdf")).toBe("Iluminacion-guia-rapida.pdf");
    expect(downloadFileName("¿?.pdf")).toBe("material.pdf");
  });
});

describe("course files and the daily sweep", () => {
  it("keeps the covers and PDFs courses hold and sweeps, after a day, the ones nothing holds", async () => {
    const { trainer, id } = await publishedCourse();
    await updateCourse(trainer.ctx, id, course((await courseForEditing(trainer.ctx, id)).title), formWith("cover", await photo()));
    const store = fileStore(testDb());
    const folder = await folderOf(id);
    await store.put("course-files", `${folder}/perdido.pdf`, { bytes: Buffer.from("%PDF-1.4 perdido"), contentType: "application/pdf" });
    await store.put("course-covers", `${folder}/perdida-480.webp`, { bytes: Buffer.from("RIFF"), contentType: "image/webp" });
    const sweep = (hours: number) => sweepOrphanFiles({ db: testDb(), now: () => new Date(Date.now() + hours * 3_600_000) }, { prefix: `${folder}/` });
    expect(await sweep(0)).toBe(0);
    expect(await sweep(25)).toBe(2);
    expect(await keysIn("course-covers", id)).toHaveLength(2);
    expect(await keysIn("course-files", id)).toHaveLength(1);
  });
});

describe("a course taken back to draft", () => {
  it("stays in the member's courses with their progress, marked unavailable; its lessons do not open until it is published again", async () => {
    const { trainer, admin, id, slug, lessonId } = await publishedCourse();
    const member = await person();
    await enrollInCourse(member.ctx, slug);
    await setLessonCompleted(member.ctx, { slug, lessonId, completed: true });
    await setCoursePublished(admin.ctx, id, false);
    const [mine] = (await myCourses(member.ctx)).filter((item) => item.slug === slug);
    expect(mine).toMatchObject({ available: false, lessonsDone: 1 });
    expect(await refusalOf(lessonView(member.ctx, slug, lessonId))).toMatchObject({ status: 404, key: "COURSE_NOT_FOUND" });
    expect(await refusalOf(lessonMaterial(member.ctx, slug, lessonId))).toMatchObject({ status: 404 });
    expect(await refusalOf(setLessonCompleted(member.ctx, { slug, lessonId, completed: false }))).toMatchObject({ status: 404 });
    expect((await lessonView(trainer.ctx, slug, lessonId)).preview).toBe(true);
    await setCoursePublished(admin.ctx, id, true);
    expect((await myCourses(member.ctx)).find((item) => item.slug === slug)).toMatchObject({ available: true, lessonsDone: 1 });
    expect((await lessonView(member.ctx, slug, lessonId)).lesson.done).toBe(true);
  });
});
