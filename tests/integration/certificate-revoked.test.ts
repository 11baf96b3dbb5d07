import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "~/db/schema/auth";
import { certificates } from "~/db/schema/learning";
import { notificationPreferences } from "~/db/schema/notifications";
import { outbox } from "~/db/schema/outbox";
import { userProfiles } from "~/db/schema/profiles";
import { revokeCertificate } from "~/features/learning/certificates.server";
import { importCourses } from "~/features/learning/course-import.server";
import { enrollInCourse, myCourses } from "~/features/learning/enrollments.server";
import { setLessonCompleted } from "~/features/learning/progress.server";
import { actingAs } from "../context";
import { createIndividual } from "../factories";
import { notificationsOf } from "../notifications";
import { drainEvents } from "../outbox";
import { testDb } from "../setup/test-database";

const REASON = "Emitido por error: el curso no estaba completo";

/** A member who completed a one-lesson course: her id, e-mail, the course's slug and her certificate's id. */
async function certifiedMember() {
  const trainer = await createIndividual();
  await testDb().update(userProfiles).set({ isTrainer: true }).where(eq(userProfiles.id, trainer.userId));
  const slug = `revocable-${randomUUID().slice(0, 8)}`;
  const [course] = await importCourses({ db: testDb(), now: () => new Date() }, [
    {
      slug,
      title: "Mezcla en vivo",
      summary: "Mezclar un concierto.",
      description: "Ganancia, ecualización y monitores.",
      category: "audio",
      level: "beginner",
      durationHours: 4,
      trainerId: trainer.userId,
      lessons: [{ title: "Ganancia", body: "<p>Uno</p>", durationMinutes: 30 }],
    },
  ]);
  const ana = await createIndividual();
  const ctx = await actingAs(ana.userId);
  await enrollInCourse(ctx, slug);
  await setLessonCompleted(ctx, { slug, lessonId: course?.lessonIds[0] ?? 0, completed: true });
  const [certificate] = await testDb().select({ id: certificates.id }).from(certificates).where(eq(certificates.userId, ana.userId));
  const [account] = await testDb().select({ email: user.email }).from(user).where(eq(user.id, ana.userId));
  return { userId: ana.userId, email: account?.email ?? "", ctx, slug, certificateId: certificate?.id ?? "" };
}

/** Revokes as a new admin and runs the revocation's event (not other test files' events). */
async function revokeAndDeliver(certificateId: string): Promise<void> {
  const admin = await createIndividual({ isAdmin: true });
  await revokeCertificate(await actingAs(admin.userId), { id: certificateId, reason: REASON });
  const events = await testDb()
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.type, "certificate.revoked"), sql`${outbox.payload}->>'certificateId' = ${certificateId}`));
  expect(events).toHaveLength(1);
  await drainEvents(
    events.map((event) => event.id),
    new Date(),
  );
}

const digestsFor = (userId: string) =>
  testDb()
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.type, "notification.email_due"), sql`${outbox.payload}->>'userId' = ${userId}`));

describe("a revoked certificate's holder is told (issue 36)", () => {
  it("gets a notification with the course and the reason, linking to the certificate, and an e-mail with them", async () => {
    const ana = await certifiedMember();
    await revokeAndDeliver(ana.certificateId);
    const [notice] = await notificationsOf(ana.userId, { type: "certificate" });
    expect(notice).toMatchObject({
      title: "Certificado revocado",
      message: `Revocamos tu certificado del curso «Mezcla en vivo». Motivo: ${REASON}`,
      href: `/certificates/${ana.certificateId}`,
    });
    expect((await notificationsOf(ana.userId, { type: "certificate", locale: "en" }))[0]?.title).toBe("Certificate revoked");
    const digests = await digestsFor(ana.userId);
    expect(digests).toHaveLength(1);
    await drainEvents(
      digests.map((digest) => digest.id),
      new Date(Date.now() + 60 * 60_000),
    );
    const mails = await testDb()
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.type, "mail.requested"), sql`${outbox.payload}->>'to' = ${ana.email}`));
    expect(JSON.stringify(mails.map((mail) => mail.payload))).toContain(REASON);
  });

  it("is not mailed when the member turned certificate e-mails off, and still sees it in the app", async () => {
    const ana = await certifiedMember();
    await testDb().insert(notificationPreferences).values({ userId: ana.userId, notificationType: "certificate", inApp: true, byEmail: false });
    await revokeAndDeliver(ana.certificateId);
    expect(await notificationsOf(ana.userId, { type: "certificate" })).toHaveLength(1);
    expect(await digestsFor(ana.userId)).toEqual([]);
  });

  it("stays in 'Mis cursos', marked revoked with its date and reason, no longer offered as a valid certificate", async () => {
    const ana = await certifiedMember();
    await revokeAndDeliver(ana.certificateId);
    const course = (await myCourses(ana.ctx)).find((listed) => listed.slug === ana.slug);
    expect(course).toMatchObject({
      certificateId: null,
      revokedCertificate: { id: ana.certificateId, revokedAt: expect.any(String), reason: REASON },
    });
  });
});
