import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { certificates } from "~/db/schema/learning";
import { actingAs, testContext } from "../../../tests/context";
import { actingCompany, createIndividual } from "../../../tests/factories";
import { riggingCourse } from "../../../tests/learning";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { linkedInAddUrl } from "./certificate-credential";
import { certificatePdf } from "./certificate-pdf.server";
import { certificateById, correctHolderName, revokeCertificate } from "./certificates.server";
import { enrollInCourse, myCourses } from "./enrollments.server";
import { setLessonCompleted } from "./progress.server";

async function member(admin = false) {
  const { userId } = await createIndividual({ verified: false, isAdmin: admin });
  return { userId, ctx: await actingAs(userId) };
}

/** A member who completed a two-lesson course taught by Marta Docente: her certificate's id. */
async function completedCourse() {
  const { slug, lessonIds } = await riggingCourse("certificable", ["Cargas", "Motores"]);
  const ana = await member();
  await enrollInCourse(ana.ctx, slug);
  const [one = 0, two = 0] = lessonIds;
  await setLessonCompleted(ana.ctx, { slug, lessonId: one, completed: true });
  return { ana, slug, one, two };
}

const certificatesOf = (userId: string) => testDb().select().from(certificates).where(eq(certificates.userId, userId));

describe("certificates (issue 22 §3)", () => {
  it("are issued once when the last lesson is done: completing twice at once, undoing and redoing keep one", async () => {
    const { ana, slug, one, two } = await completedCourse();
    expect(await certificatesOf(ana.userId)).toEqual([]);
    await Promise.all([
      setLessonCompleted(ana.ctx, { slug, lessonId: two, completed: true }),
      setLessonCompleted(ana.ctx, { slug, lessonId: two, completed: true }),
    ]);
    await setLessonCompleted(ana.ctx, { slug, lessonId: one, completed: false });
    await setLessonCompleted(ana.ctx, { slug, lessonId: one, completed: true });
    const issued = await certificatesOf(ana.userId);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({
      holderName: "Ana Prueba",
      courseTitle: "Rigging seguro",
      durationHours: 12,
      trainerName: "Marta Docente",
      revokedAt: null,
    });
    expect(issued[0]?.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await myCourses(ana.ctx)).find((course) => course.slug === slug)?.certificateId).toBe(issued[0]?.id);
  });

  it("are public by their id, and an unknown or malformed id is 'Certificado no encontrado' (404)", async () => {
    const { ana, slug, two } = await completedCourse();
    await setLessonCompleted(ana.ctx, { slug, lessonId: two, completed: true });
    const [issued] = await certificatesOf(ana.userId);
    expect(await certificateById(testContext(), issued?.id ?? "")).toMatchObject({ holderName: "Ana Prueba", courseSlug: slug, revokedAt: null });
    for (const id of ["AAAAAAAAAAAAAAAAAAAAAA", "x", "../etc/passwd", "a".repeat(300)]) {
      expect(await refusalOf(certificateById(testContext(), id))).toMatchObject({ status: 404, message: "Certificado no encontrado" });
    }
  });

  it("are revoked by an admin only, with a reason, once; the page then says so", async () => {
    const { ana, slug, two } = await completedCourse();
    await setLessonCompleted(ana.ctx, { slug, lessonId: two, completed: true });
    const id = (await certificatesOf(ana.userId))[0]?.id ?? "";
    for (const ctx of [ana.ctx, (await member()).ctx, (await actingCompany()).ctx]) {
      expect(await refusalOf(revokeCertificate(ctx, { id, reason: "Copia detectada en el examen" }))).toMatchObject({ status: 403 });
    }
    expect(await refusalOf(revokeCertificate(testContext(), { id, reason: "Copia detectada" }))).toMatchObject({ status: 401 });
    const admin = await member(true);
    expect(await refusalOf(revokeCertificate(admin.ctx, { id, reason: "no" }))).toMatchObject({ status: 400, field: "reason" });
    expect((await certificateById(testContext(), id)).revokedAt).toBeNull();
    await revokeCertificate(admin.ctx, { id, reason: "Emitido por error" });
    expect(await certificateById(testContext(), id)).toMatchObject({ revokedReason: "Emitido por error", revokedAt: expect.any(String) });
    expect(await refusalOf(revokeCertificate(admin.ctx, { id, reason: "Otra vez" }))).toMatchObject({ status: 409 });
    expect((await myCourses(ana.ctx)).find((course) => course.slug === slug)?.certificateId).toBeNull();
  });

  it("have the holder's name corrected by an admin once, the first name kept", async () => {
    const { ana, slug, two } = await completedCourse();
    await setLessonCompleted(ana.ctx, { slug, lessonId: two, completed: true });
    const id = (await certificatesOf(ana.userId))[0]?.id ?? "";
    expect(await refusalOf(correctHolderName(ana.ctx, { id, name: "Ana María Prueba" }))).toMatchObject({ status: 403 });
    const admin = await member(true);
    await correctHolderName(admin.ctx, { id, name: "Ana María Prueba" });
    expect((await certificatesOf(ana.userId))[0]).toMatchObject({ holderName: "Ana María Prueba", originalHolderName: "Ana Prueba", changedBy: admin.userId });
    expect(await refusalOf(correctHolderName(admin.ctx, { id, name: "Otra" }))).toMatchObject({ status: 409 });
  });

  it("read as a LinkedIn address and a PDF", async () => {
    const { ana, slug, two } = await completedCourse();
    await setLessonCompleted(ana.ctx, { slug, lessonId: two, completed: true });
    const certificate = await certificateById(testContext(), (await certificatesOf(ana.userId))[0]?.id ?? "");
    const linkedIn = new URL(linkedInAddUrl(certificate, "https://redav.lat"));
    expect(Object.fromEntries(linkedIn.searchParams)).toMatchObject({
      startTask: "CERTIFICATION_NAME",
      name: "Rigging seguro",
      organizationName: "RedAV",
      issueYear: String(new Date(certificate.issuedAt).getUTCFullYear()),
      certId: certificate.id,
    });
    const pdf = Buffer.from(
      await certificatePdf(
        certificate,
        "https://redav.lat",
        (key) => key,
        (iso) => iso.slice(0, 10),
      ),
    );
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  });
});
