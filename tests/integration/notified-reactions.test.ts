import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "~/db/schema/notifications";
import { notifyWelcome } from "~/features/accounts/welcome-notification.server";
import { notifyEvent } from "~/features/events/event-notifications.server";
import { notifyJobFromFollowedCompany } from "~/features/follows/follow-notifications.server";
import { notifyApplicationReceived, notifyApplicationStatus } from "~/features/jobs/application-notifications.server";
import { notifyCourse } from "~/features/learning/learning-notifications.server";
import { notifyNewMessage } from "~/features/messages/message-notifications.server";
import { importArticles } from "~/features/news/public.server";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { createCompany, createIndividual } from "../factories";
import { notificationsOf, readAs } from "../notifications";
import { drainOutbox } from "../outbox";
import { testDb } from "../setup/test-database";

async function stored(userId: string, type?: string) {
  return testDb()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), type ? eq(notifications.notificationType, type) : undefined));
}

/** What the member reads, in Spanish, with what each notification is about. */
async function received(userId: string, type?: string) {
  return (await stored(userId, type)).map((row) => ({ ...row, ...readAs(row) }));
}

describe("the features' notified reactions (spec §5; each lives in its feature, decision 052)", () => {
  it("each hook skips when its data is missing", async () => {
    const { userId } = await createIndividual({ verified: false });
    const db = testDb();
    await notifyApplicationReceived({ db }, { jobCreatorId: userId, applicantName: "Ana", jobTitle: "Sonidista" });
    await notifyApplicationStatus({ db }, { applicantId: userId, jobTitle: "Sonidista", applicationId: "a1" });
    await notifyWelcome({ db }, {});
    await notifyEvent({ db }, { title: "Sin evento" }, [userId]);
    await notifyCourse({ db }, { title: "Iluminación" });
    expect(await received(userId)).toHaveLength(0);
  });

  it("the company hears of an application; the applicant hears of every status change but pending, with the spec's texts", async () => {
    const company = await createIndividual();
    const applicant = await createIndividual();
    const db = testDb();
    await notifyApplicationReceived(
      { db },
      { jobCreatorId: company.userId, applicantName: "Ana Prueba", jobTitle: "Sonidista", applicationId: "a1", jobId: "9" },
    );
    const [toCompany] = await received(company.userId, "application");
    expect(toCompany).toMatchObject({ message: "Ana Prueba se postuló a «Sonidista»", relatedEntityType: "job_offer", relatedEntityId: "9" });
    for (const status of ["pending", "reviewed", "contacted", "accepted", "rejected"]) {
      await notifyApplicationStatus(
        { db },
        { applicantId: applicant.userId, jobTitle: "Sonidista", newStatus: status, previousStatus: "x", applicationId: "a1" },
      );
    }
    const messages = (await received(applicant.userId, "application_status")).map((row) => row.message).sort();
    expect(messages).toEqual(
      [
        "Tu postulación ha sido revisada",
        "El empleador se pondrá en contacto contigo",
        "¡Felicitaciones! Tu postulación ha sido aceptada",
        "Tu postulación ha sido rechazada",
      ].sort(),
    );
  });

  it("account.verified produces one welcome, however often the event arrives", async () => {
    const { userId } = await createIndividual();
    await enqueue(testDb(), { type: "account.verified", payload: { userId } });
    await enqueue(testDb(), { type: "account.verified", payload: { userId } });
    await drainOutbox();
    const welcomes = await received(userId, "welcome");
    expect(welcomes).toHaveLength(1);
    expect(welcomes[0]).toMatchObject({
      title: "¡Bienvenido a RedAV!",
      message: "Tu cuenta está verificada. Completa tu perfil para que empresas y colegas te encuentren.",
    });
  });

  it("a company's welcome speaks of its company profile", async () => {
    const { userId } = await createCompany();
    await notifyWelcome({ db: testDb() }, { userId });
    expect((await received(userId, "welcome")).map((row) => row.message)).toEqual([
      "Tu cuenta está verificada. Completa el perfil de tu empresa para que los técnicos te encuentren.",
    ]);
  });

  it("stores what a hook writes as catalog keys with parameters, never as a sentence", async () => {
    const { userId } = await createIndividual({ verified: false });
    const sender = await createIndividual({ verified: false });
    const db = testDb();
    await notifyNewMessage({ db }, { recipientId: userId, senderId: sender.userId, senderName: "Ana Prueba", messageId: "m-2", subject: " " });
    await notifyApplicationStatus(
      { db },
      { applicantId: userId, jobTitle: "Sonidista", newStatus: "accepted", previousStatus: "reviewed", applicationId: "a2" },
    );
    const rows = await stored(userId);
    expect(rows.map(({ title, message, titleKey, messageKey, params }) => ({ title, message, titleKey, messageKey, params }))).toEqual(
      expect.arrayContaining([
        { title: null, message: null, titleKey: "message.title", messageKey: "message.noSubject", params: { senderName: "Ana Prueba" } },
        { title: null, message: null, titleKey: "applicationStatus.title", messageKey: "applicationStatus.accepted", params: { jobTitle: "Sonidista" } },
      ]),
    );
    expect((await received(userId, "message"))[0]).toMatchObject({ title: "Nuevo mensaje de Ana Prueba", message: "Tienes un mensaje nuevo" });
  });

  it("a public news item reaches every verified member through bulk create, linked to the article", async () => {
    const { userId } = await createIndividual();
    const unverified = await createIndividual({ verified: false });
    const [newsId] = await importArticles({ db: testDb() }, [
      {
        slug: `norma-${crypto.randomUUID()}`,
        title: "Nueva norma de seguridad eléctrica",
        summary: "Lo que cambia para los tableros de escenario desde el próximo año.",
        body: "<p>Los tableros de escenario deberán llevar protección diferencial por circuito.</p>",
        category: "industria",
        audience: "public",
        authorId: null,
        publishedAt: new Date(),
      },
    ]);
    await enqueue(testDb(), { type: "news.published", payload: { newsId: String(newsId), title: "Nueva norma de seguridad eléctrica" } });
    await drainOutbox();
    // Other test files publish public news on the same database meanwhile: this article's notice is looked for by its link.
    const notice = (await notificationsOf(userId, { type: "news" })).find((item) => item.href === `/news/${newsId}`);
    expect(notice).toMatchObject({ message: "Nueva norma de seguridad eléctrica" });
    expect(await received(unverified.userId, "news")).toHaveLength(0);
  });

  it("events, courses, messages and offers of followed companies reach their member with what the event carries", async () => {
    const { userId } = await createIndividual({ verified: false });
    const follower = await createIndividual({ verified: false });
    const db = testDb();
    await notifyEvent({ db }, { title: "Feria de iluminación", eventId: "ev-1" }, [userId]);
    await notifyCourse({ db }, { userId, title: "Mezcla en vivo", courseId: "c-1" });
    await notifyNewMessage({ db }, { recipientId: userId, senderId: follower.userId, senderName: "Ana Prueba", messageId: "m-1", subject: "Disponibilidad" });
    await notifyJobFromFollowedCompany({ db }, { jobId: "j-1", title: "Operador de consola", companyId: "co", companyName: "Luz Sur" }, [
      userId,
      follower.userId,
    ]);
    const messages = Object.fromEntries((await received(userId)).map((row) => [row.notificationType, `${row.title} | ${row.message}`]));
    expect(messages).toEqual({
      event: "Nuevo evento | Feria de iluminación",
      course: "Inscripción confirmada | Te inscribiste en «Mezcla en vivo»",
      message: "Nuevo mensaje de Ana Prueba | Disponibilidad",
      job: "Nueva oferta de Luz Sur | Operador de consola",
    });
    expect((await received(follower.userId, "job")).map((row) => row.message)).toEqual(["Operador de consola"]);
  });
});
