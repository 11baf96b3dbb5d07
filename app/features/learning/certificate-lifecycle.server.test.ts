import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { adminAudit } from "~/db/schema/admin-audit";
import { assessmentAttempts, courseAssessments } from "~/db/schema/assessments";
import { credentialStatuses } from "~/db/schema/credentials";
import { certificates, courses } from "~/db/schema/learning";
import { outbox } from "~/db/schema/outbox";
import { userProfiles } from "~/db/schema/profiles";
import { actingAs, testContext } from "../../../tests/context";
import { actingCompany, createIndividual } from "../../../tests/factories";
import { notificationsOf } from "../../../tests/notifications";
import { drainEvents } from "../../../tests/outbox";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { certificatePdf } from "./certificate-pdf.server";
import { remindExpiringCertificates } from "./certificate-reminders.server";
import { certificateById, correctHolderName, issueCertificateIfEarned, restoreCertificate, revokeCertificate } from "./certificates.server";
import { importCourses } from "./course-import.server";
import { enrollInCourse } from "./enrollments.server";
import { setLessonCompleted } from "./progress.server";

const DAY = 86_400_000;

/** A published two-lesson course by a trainer, valid `years` (none when omitted), with a graded assessment when asked. */
async function course(options: { years?: number; assessment?: { showScoreBand: boolean }; title?: string } = {}) {
  const trainer = await createIndividual({ verified: false });
  await testDb().update(userProfiles).set({ isTrainer: true, firstName: "Marta", lastName: "Docente" }).where(eq(userProfiles.id, trainer.userId));
  const slug = `vigente-${randomUUID().slice(0, 8)}`;
  const [imported] = await importCourses({ db: testDb(), now: () => new Date() }, [
    {
      slug,
      title: options.title ?? "Certificación de sistemas AV",
      summary: "Diseño e instalación de sistemas audiovisuales.",
      description: "Señal, control y redes para salas.",
      category: "audio",
      level: "advanced",
      durationHours: 20,
      trainerId: trainer.userId,
      status: "published",
      lessons: [
        { title: "Señal", body: "<p>Uno</p>", durationMinutes: 30 },
        { title: "Control", body: "<p>Dos</p>", durationMinutes: 30 },
      ],
    },
  ]);
  const id = imported?.id ?? 0;
  if (options.years) await testDb().update(courses).set({ certificateValidityYears: options.years }).where(eq(courses.id, id));
  const [assessment] = options.assessment
    ? await testDb()
        .insert(courseAssessments)
        .values({ courseId: id, questionsPerAttempt: 2, passingPercent: 70, showScoreBand: options.assessment.showScoreBand })
        .returning({ id: courseAssessments.id })
    : [];
  return { id, slug, lessonIds: imported?.lessonIds ?? [], assessmentId: assessment?.id ?? null };
}

type Course = Awaited<ReturnType<typeof course>>;

/** A member enrolled in the course, with every lesson done. */
async function finished(target: Course, member?: { userId: string }) {
  const userId = member?.userId ?? (await createIndividual({ verified: false })).userId;
  const ctx = await actingAs(userId);
  await enrollInCourse(ctx, target.slug);
  for (const lessonId of target.lessonIds) await setLessonCompleted(ctx, { slug: target.slug, lessonId, completed: true });
  return { userId, ctx };
}

let attemptNumber = 0;

/** A graded attempt as ATTEMPT's grading writes it, graded at `gradedAt`. */
async function gradedAttempt(assessmentId: number | null, userId: string, scorePercent: number, gradedAt = new Date()) {
  attemptNumber += 1;
  await testDb()
    .insert(assessmentAttempts)
    .values({
      id: randomUUID(),
      assessmentId: assessmentId ?? 0,
      userId,
      number: attemptNumber,
      questions: [],
      startedAt: new Date(gradedAt.getTime() - 60_000),
      answers: {},
      gradedAt,
      scorePercent,
      passed: scorePercent >= 70,
    });
}

/** Runs issuing as a grading or a completion would: in its own transaction, at `now`. */
const issue = (userId: string, courseId: number, now = new Date()) =>
  testDb().transaction((tx) => issueCertificateIfEarned({ db: tx as unknown as Db, now: () => now }, { userId, courseId }));

const certificatesOf = (userId: string) => testDb().select().from(certificates).where(eq(certificates.userId, userId)).orderBy(certificates.issuedAt);

const eventsOf = (type: string, certificateId: string) =>
  testDb()
    .select({ id: outbox.id, payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.type, type), sql`${outbox.payload}->>'certificateId' = ${certificateId}`));

/** Moves a certificate's dates back so that it expires `days` days from now (as if issued years ago). */
async function expiringIn(id: string, days: number) {
  const expiresAt = new Date(Date.now() + days * DAY);
  await testDb()
    .update(certificates)
    .set({ expiresAt, issuedAt: new Date(expiresAt.getTime() - 3 * 365 * DAY), completedAt: new Date(expiresAt.getTime() - 3 * 365 * DAY) })
    .where(eq(certificates.id, id));
}

async function admin() {
  const { userId } = await createIndividual({ verified: false, isAdmin: true });
  return { userId, ctx: await actingAs(userId) };
}

describe("issuing a certificate (issue 40)", () => {
  it("needs every lesson and a passed assessment; a failed attempt earns nothing; the score band shows when the trainer chose it", async () => {
    const target = await course({ years: 3, assessment: { showScoreBand: true } });
    const ana = await finished(target);
    expect(await certificatesOf(ana.userId)).toEqual([]);
    await gradedAttempt(target.assessmentId, ana.userId, 50);
    expect(await issue(ana.userId, target.id)).toEqual({ issuedId: null, renewedId: null });
    await gradedAttempt(target.assessmentId, ana.userId, 92);
    const outcome = await issue(ana.userId, target.id);
    expect(outcome.issuedId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const [issued] = await certificatesOf(ana.userId);
    expect(issued).toMatchObject({ id: outcome.issuedId, scorePercent: 92, showScoreBand: true, holderName: "Ana Prueba", trainerName: "Marta Docente" });
    const expected = new Date(issued?.issuedAt ?? 0);
    expected.setUTCFullYear(expected.getUTCFullYear() + 3);
    expect(issued?.expiresAt?.toISOString()).toBe(expected.toISOString());
    expect(await certificateById(testContext(), outcome.issuedId ?? "")).toMatchObject({
      scorePercent: 92,
      scoreBand: "distinction",
      showScoreBand: true,
      expiresAt: expected.toISOString(),
      supersededBy: null,
    });
    // Signed in the issuing transaction, with a place in a status list.
    expect(issued?.credential).toMatchObject({ proof: expect.anything() });
    expect(
      await testDb()
        .select()
        .from(credentialStatuses)
        .where(eq(credentialStatuses.certificateId, outcome.issuedId ?? "")),
    ).toHaveLength(1);
    expect(await issue(ana.userId, target.id)).toEqual({ issuedId: null, renewedId: null });
    expect(await certificatesOf(ana.userId)).toHaveLength(1);
  });

  it("is issued by the last lesson when the assessment was passed first; the band stays hidden unless chosen", async () => {
    const target = await course({ assessment: { showScoreBand: false } });
    const { userId } = await createIndividual({ verified: false });
    await gradedAttempt(target.assessmentId, userId, 80);
    await finished(target, { userId });
    const [issued] = await certificatesOf(userId);
    expect(issued).toMatchObject({ scorePercent: 80, showScoreBand: false, expiresAt: null });
    expect(await certificateById(testContext(), issued?.id ?? "")).toMatchObject({
      scorePercent: null,
      scoreBand: null,
      showScoreBand: false,
      expiresAt: null,
    });
  });

  it("keeps today's rule for a course without an assessment: the lessons issue it, once", async () => {
    const target = await course();
    const ana = await finished(target);
    const [issued] = await certificatesOf(ana.userId);
    expect(issued).toMatchObject({ scorePercent: null, showScoreBand: false, expiresAt: null });
    await setLessonCompleted(ana.ctx, { slug: target.slug, lessonId: target.lessonIds[0] ?? 0, completed: false });
    await setLessonCompleted(ana.ctx, { slug: target.slug, lessonId: target.lessonIds[0] ?? 0, completed: true });
    expect(await certificatesOf(ana.userId)).toHaveLength(1);
  });

  it("issues one certificate when two gradings or completions issue at the same moment", async () => {
    const target = await course({ years: 2, assessment: { showScoreBand: true } });
    const ana = await finished(target);
    await gradedAttempt(target.assessmentId, ana.userId, 75);
    const outcomes = await Promise.all([issue(ana.userId, target.id), issue(ana.userId, target.id), issue(ana.userId, target.id)]);
    expect(outcomes.filter((outcome) => outcome.issuedId !== null)).toHaveLength(1);
    expect(await certificatesOf(ana.userId)).toHaveLength(1);
  });
});

describe("renewing a certificate (issue 40)", () => {
  it("passing the assessment again within 60 days of the expiry issues a new certificate that supersedes the old one", async () => {
    const target = await course({ years: 3, assessment: { showScoreBand: true } });
    const ana = await finished(target);
    await gradedAttempt(target.assessmentId, ana.userId, 78, new Date(Date.now() - 5 * 365 * DAY));
    const first = (await issue(ana.userId, target.id)).issuedId ?? "";
    await expiringIn(first, 90);
    // Before the window a new pass renews nothing.
    await gradedAttempt(target.assessmentId, ana.userId, 95);
    expect(await issue(ana.userId, target.id)).toEqual({ issuedId: null, renewedId: null });
    await expiringIn(first, 30);
    // Within it, only a pass graded after the certificate was issued renews it (the old pass is not enough).
    await testDb()
      .delete(assessmentAttempts)
      .where(and(eq(assessmentAttempts.userId, ana.userId), eq(assessmentAttempts.scorePercent, 95)));
    expect(await issue(ana.userId, target.id)).toEqual({ issuedId: null, renewedId: null });
    await gradedAttempt(target.assessmentId, ana.userId, 95);
    const outcomes = await Promise.all([issue(ana.userId, target.id), issue(ana.userId, target.id)]);
    const renewal = outcomes.find((outcome) => outcome.issuedId !== null);
    expect(outcomes.filter((outcome) => outcome.issuedId !== null)).toHaveLength(1);
    expect(renewal?.renewedId).toBe(first);
    const [old, current] = await certificatesOf(ana.userId);
    expect(old).toMatchObject({ id: first, supersededBy: renewal?.issuedId, supersededAt: expect.any(Date) });
    expect(current).toMatchObject({ id: renewal?.issuedId, supersededBy: null, scorePercent: 95 });
    expect(current?.expiresAt?.getUTCFullYear()).toBe((current?.issuedAt.getUTCFullYear() ?? 0) + 3);
    expect(await certificateById(testContext(), first)).toMatchObject({ supersededBy: renewal?.issuedId });
    const [renewed] = await eventsOf("certificate.renewed", renewal?.issuedId ?? "");
    expect(renewed?.payload).toMatchObject({ previousId: first, userId: ana.userId, courseTitle: "Certificación de sistemas AV" });
    await drainEvents([renewed?.id ?? 0], new Date());
    const [notice] = await notificationsOf(ana.userId, { type: "certificate" });
    expect(notice).toMatchObject({
      title: "Certificado renovado",
      message: "Renovaste tu certificado del curso «Certificación de sistemas AV». El nuevo certificado reemplaza al anterior.",
      href: `/certificates/${renewal?.issuedId}`,
    });
  });

  it("renews an expired certificate too, but never a revoked one, and a course without an assessment only through its renewal course", async () => {
    const assessed = await course({ years: 1, assessment: { showScoreBand: false } });
    const ana = await finished(assessed);
    await gradedAttempt(assessed.assessmentId, ana.userId, 90, new Date(Date.now() - 5 * 365 * DAY));
    const expired = (await issue(ana.userId, assessed.id)).issuedId ?? "";
    await expiringIn(expired, -10);
    await gradedAttempt(assessed.assessmentId, ana.userId, 88);
    expect((await issue(ana.userId, assessed.id)).renewedId).toBe(expired);

    const revokedCourse = await course({ years: 1, assessment: { showScoreBand: false } });
    const bea = await finished(revokedCourse);
    await gradedAttempt(revokedCourse.assessmentId, bea.userId, 90, new Date(Date.now() - 5 * 365 * DAY));
    const revoked = (await issue(bea.userId, revokedCourse.id)).issuedId ?? "";
    await expiringIn(revoked, 20);
    await revokeCertificate((await admin()).ctx, { id: revoked, reason: "Copia detectada en el examen" });
    await gradedAttempt(revokedCourse.assessmentId, bea.userId, 90);
    expect(await issue(bea.userId, revokedCourse.id)).toEqual({ issuedId: null, renewedId: null });

    const plain = await course({ years: 1 });
    const cai = await finished(plain);
    const [only] = await certificatesOf(cai.userId);
    await expiringIn(only?.id ?? "", 20);
    await setLessonCompleted(cai.ctx, { slug: plain.slug, lessonId: plain.lessonIds[1] ?? 0, completed: false });
    await setLessonCompleted(cai.ctx, { slug: plain.slug, lessonId: plain.lessonIds[1] ?? 0, completed: true });
    expect(await certificatesOf(cai.userId)).toHaveLength(1);
  });

  it("completing the course's renewal course within the window renews it", async () => {
    const main = await course({ years: 1, title: "Rigging certificado" });
    const refresher = await course({ title: "Actualización de rigging" });
    await testDb().update(courses).set({ renewalCourseId: refresher.id }).where(eq(courses.id, main.id));
    const ana = await finished(main);
    const [old] = await certificatesOf(ana.userId);
    await expiringIn(old?.id ?? "", 15);
    await finished(refresher, ana);
    const all = await certificatesOf(ana.userId);
    const renewedMain = all.find((row) => row.courseId === main.id && row.supersededAt === null);
    expect(all.filter((row) => row.courseId === refresher.id)).toHaveLength(1);
    expect(renewedMain?.id).not.toBe(old?.id);
    expect(all.find((row) => row.id === old?.id)).toMatchObject({ supersededBy: renewedMain?.id });
    expect(renewedMain?.courseTitle).toBe("Rigging certificado");
    expect(await eventsOf("certificate.renewed", renewedMain?.id ?? "")).toHaveLength(1);
  });
});

describe("revoking and restoring a certificate (issue 40)", () => {
  it("flips the status list bit; only an admin restores, with a reason, once revoked; the holder is told and the audit log keeps it", async () => {
    const target = await course();
    const ana = await finished(target);
    const [issued] = await certificatesOf(ana.userId);
    const id = issued?.id ?? "";
    const bit = async () =>
      (await testDb().select({ revoked: credentialStatuses.revoked }).from(credentialStatuses).where(eq(credentialStatuses.certificateId, id)))[0]?.revoked;
    expect(await bit()).toBe(false);
    const boss = await admin();
    expect(await refusalOf(restoreCertificate(boss.ctx, { id, reason: "Corrección del examen" }))).toMatchObject({
      status: 409,
      key: "CERTIFICATE_NOT_REVOKED",
    });
    await revokeCertificate(boss.ctx, { id, reason: "Copia detectada en el examen" });
    expect(await bit()).toBe(true);
    const stranger = await createIndividual({ verified: false });
    for (const ctx of [ana.ctx, await actingAs(stranger.userId), (await actingCompany()).ctx]) {
      expect(await refusalOf(restoreCertificate(ctx, { id, reason: "Corrección del examen" }))).toMatchObject({ status: 403 });
    }
    expect(await refusalOf(restoreCertificate(testContext(), { id, reason: "Corrección del examen" }))).toMatchObject({ status: 401 });
    expect(await refusalOf(restoreCertificate(boss.ctx, { id, reason: "no" }))).toMatchObject({
      status: 400,
      field: "reason",
      message: "Escribe el motivo para restablecer el certificado (al menos 5 caracteres).",
    });
    expect(await refusalOf(restoreCertificate(boss.ctx, { id: "AAAAAAAAAAAAAAAAAAAAAA", reason: "Corrección del examen" }))).toMatchObject({ status: 404 });
    expect(await bit()).toBe(true);
    await restoreCertificate(boss.ctx, { id, reason: "Corrección del examen: no hubo copia" });
    expect(await bit()).toBe(false);
    expect(await certificateById(testContext(), id)).toMatchObject({ revokedAt: null, revokedReason: null });
    expect(await refusalOf(restoreCertificate(boss.ctx, { id, reason: "Otra vez" }))).toMatchObject({ status: 409 });
    const audit = await testDb()
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.targetId, id), eq(adminAudit.action, "certificate.restore")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: boss.userId, after: { revoked: false, reason: "Corrección del examen: no hubo copia" } });
    const [event] = await eventsOf("certificate.unrevoked", id);
    await drainEvents([event?.id ?? 0], new Date());
    const [notice] = await notificationsOf(ana.userId, { type: "certificate" });
    expect(notice).toMatchObject({
      title: "Certificado restablecido",
      message: "Tu certificado del curso «Certificación de sistemas AV» vuelve a ser válido. Motivo: Corrección del examen: no hubo copia",
      href: `/certificates/${id}`,
    });
  });

  it("a name correction signs the credential again with the corrected name", async () => {
    const target = await course();
    const ana = await finished(target);
    const [issued] = await certificatesOf(ana.userId);
    expect(JSON.stringify(issued?.credential)).toContain("Ana Prueba");
    await correctHolderName((await admin()).ctx, { id: issued?.id ?? "", name: "Ana María Prueba" });
    const [corrected] = await certificatesOf(ana.userId);
    expect(JSON.stringify(corrected?.credential)).toContain("Ana María Prueba");
    expect(corrected?.credential).not.toEqual(issued?.credential);
  });
});

describe("expiry reminders (issue 40)", () => {
  it("remind 60 and 7 days before, once each; never a revoked or superseded certificate", async () => {
    const target = await course({ years: 3 });
    const [ana, bea, cai, dan] = [await finished(target), await finished(target), await finished(target), await finished(target)];
    const idOf = async (userId: string) => (await certificatesOf(userId))[0]?.id ?? "";
    const [inFifty, inFive, revoked, far] = [await idOf(ana.userId), await idOf(bea.userId), await idOf(cai.userId), await idOf(dan.userId)];
    await expiringIn(inFifty, 50);
    await expiringIn(inFive, 5);
    await expiringIn(revoked, 5);
    await expiringIn(far, 200);
    await revokeCertificate((await admin()).ctx, { id: revoked, reason: "Emitido por error" });
    await Promise.all([remindExpiringCertificates(testContext()), remindExpiringCertificates(testContext())]);
    await remindExpiringCertificates(testContext());
    const events = await testDb()
      .select({ id: outbox.id, payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.type, "certificate.expiring"), inArray(sql`${outbox.payload}->>'certificateId'`, [inFifty, inFive, revoked, far])));
    expect(events.map((event) => event.payload).sort((a, b) => Number((a as { days: number }).days) - Number((b as { days: number }).days))).toEqual([
      expect.objectContaining({ certificateId: inFive, days: 5, userId: bea.userId }),
      expect.objectContaining({ certificateId: inFifty, days: 50, userId: ana.userId }),
    ]);
    const marks = await testDb()
      .select({ id: certificates.id, at60: certificates.reminded60At, at7: certificates.reminded7At })
      .from(certificates)
      .where(inArray(certificates.id, [inFifty, inFive]));
    expect(marks.find((row) => row.id === inFifty)).toMatchObject({ at60: expect.any(Date), at7: null });
    expect(marks.find((row) => row.id === inFive)).toMatchObject({ at60: expect.any(Date), at7: expect.any(Date) });
    // Forty-five days on, the first certificate is within 7 days: reminded a second time, once.
    const later = () => new Date(Date.now() + 45 * DAY);
    await remindExpiringCertificates(testContext({ now: later }));
    await remindExpiringCertificates(testContext({ now: later }));
    expect(await eventsOf("certificate.expiring", inFifty)).toHaveLength(2);
    await drainEvents(
      events.map((event) => event.id),
      new Date(),
    );
    const [notice] = await notificationsOf(bea.userId, { type: "certificate" });
    expect(notice).toMatchObject({
      title: "Tu certificado vence pronto",
      message: "Tu certificado del curso «Certificación de sistemas AV» vence en 5 días. Renuévalo aprobando la evaluación del curso o su curso de renovación.",
      href: `/certificates/${inFive}`,
    });
  });
});

describe("the certificate's PDF (issue 40)", () => {
  it("is made with its validity, score band and supersession", async () => {
    const target = await course({ years: 3, assessment: { showScoreBand: true } });
    const ana = await finished(target);
    await gradedAttempt(target.assessmentId, ana.userId, 80);
    const id = (await issue(ana.userId, target.id)).issuedId ?? "";
    await testDb().update(certificates).set({ supersededAt: new Date(), supersededBy: "AAAAAAAAAAAAAAAAAAAAAA" }).where(eq(certificates.id, id));
    const view = await certificateById(testContext(), id);
    const seen: string[] = [];
    const pdf = Buffer.from(
      await certificatePdf(
        view,
        "https://redav.lat",
        (key, params) => {
          seen.push(key);
          return `${key} ${JSON.stringify(params ?? {})}`;
        },
        (iso) => iso.slice(0, 10),
      ),
    );
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(seen).toEqual(expect.arrayContaining(["certificate.validUntil", "certificate.bandLine", "certificate.bands.merit", "certificate.supersededPdf"]));
  });
});
