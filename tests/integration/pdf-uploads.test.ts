import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courses } from "~/db/schema/learning";
import { userProfiles } from "~/db/schema/profiles";
import { addLesson, courseForEditing, createCourse } from "~/features/learning/course-editor.server";
import { addDocument } from "~/features/library/library-editor.server";
import { saveIndividualProfile } from "~/features/profiles/edit-profile.server";
import type { Bucket } from "~/lib/storage/buckets";
import { fileStore } from "~/lib/storage/file-store.server";
import { courseFields, person } from "../learning";
import { embeddedFile, escapedNamesInObjectStream, htmlPolyglot, launchAction, openActionJavaScript, plainPdf } from "../pdf-fixtures";
import { refusalOf } from "../refusal";
import { testDb } from "../setup/test-database";

const ACTIVE = {
  key: "PDF_ACTIVE_CONTENT",
  status: 400,
  message:
    "El PDF contiene contenido activo (JavaScript, acciones automáticas, HTML, formularios que envían datos o archivos incrustados) y no se acepta. Guárdalo de nuevo sin él (por ejemplo, con «Imprimir como PDF») y vuelve a subirlo.",
};

const upload = (bytes: Uint8Array, name = "material.pdf") => new File([new Uint8Array(bytes)], name, { type: "application/pdf" });

function formWith(entries: Record<string, string | File>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.set(name, value);
  return form;
}

async function keysUnder(bucket: Bucket, prefix: string): Promise<string[]> {
  return (await fileStore(testDb()).list(bucket, { prefix, limit: 100 })).map((entry) => entry.key);
}

async function courseFolder(courseId: number): Promise<string> {
  const [row] = await testDb().select({ folder: courses.filesFolder }).from(courses).where(eq(courses.id, courseId));
  return `${row?.folder}/`;
}

describe("every PDF upload refuses what could act when opened (issue 35 §6)", () => {
  it("refuses a lesson PDF with JavaScript on opening, a launch action, escaped names in a compressed stream or HTML, stores nothing, and keeps a plain one exactly as sent", async () => {
    const trainer = await person({ trainer: true });
    const { id } = await createCourse(trainer.ctx, courseFields(`PDF seguros ${crypto.randomUUID().slice(0, 8)}`));
    const lesson = { title: "Conexiones", body: "<p>Texto</p>", durationMinutes: "15" };
    for (const bytes of [await openActionJavaScript(), await launchAction(), escapedNamesInObjectStream(), htmlPolyglot()]) {
      expect(await refusalOf(addLesson(trainer.ctx, id, lesson, formWith({ material: upload(bytes) })))).toEqual({ ...ACTIVE, field: "material" });
    }
    expect((await courseForEditing(trainer.ctx, id)).lessons).toEqual([]);
    expect(await keysUnder("course-files", await courseFolder(id))).toEqual([]);

    const plain = await plainPdf();
    await addLesson(trainer.ctx, id, lesson, formWith({ material: upload(plain) }));
    const [key] = await keysUnder("course-files", await courseFolder(id));
    expect(Buffer.compare((await fileStore(testDb()).get("course-files", key))?.bytes ?? Buffer.alloc(0), Buffer.from(plain))).toBe(0);
  });

  it("applies the same rule to a CV and to a library document", async () => {
    const me = await person();
    const values = { firstName: "Lucía", lastName: "Fernández", country: "CL", city: "Valparaíso" };
    expect(await refusalOf(saveIndividualProfile(me.ctx, values, formWith({ ...values, cv: upload(await openActionJavaScript(), "cv.pdf") })))).toEqual({
      ...ACTIVE,
      field: "cv",
    });
    const [profile] = await testDb().select({ cv: userProfiles.cvPath }).from(userProfiles).where(eq(userProfiles.id, me.userId));
    expect(profile?.cv).toBeNull();
    expect(await keysUnder("cvs", `${me.userId}/`)).toEqual([]);

    const librarian = await person({ admin: true });
    const fields = {
      title: "Manual",
      description: "Manual de operación completo con diagramas de conexión.",
      category: "audio",
      docType: "manual",
      minLevel: "bronze",
      isPublished: "on",
    };
    expect(await refusalOf(addDocument(librarian.ctx, fields, formWith({ file: upload(await embeddedFile(), "manual.pdf") })))).toEqual({
      ...ACTIVE,
      field: "file",
    });
    expect(await refusalOf(addDocument(librarian.ctx, fields, formWith({ file: upload(await plainPdf(), "manual.pdf") })))).toBe("OK");
  });
});
