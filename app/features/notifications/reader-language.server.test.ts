import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "~/db/schema/auth";
import { mailLog } from "~/db/schema/mail";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { actingAs } from "../../../tests/context";
import { createIndividual } from "../../../tests/factories";
import { readEvents, withLiveStreams } from "../../../tests/live-streams";
import { notificationsOf } from "../../../tests/notifications";
import { drainOutbox } from "../../../tests/outbox";
import { testDb } from "../../../tests/setup/test-database";
import { DIGEST_DELAY_MS } from "./email-digest.server";
import { openNotificationStream } from "./live.server";

/** A Spanish-speaking member writes to `recipientId` and changes the status of their application: the events their actions produce. */
async function spanishActorNotifies(recipientId: string) {
  const sender = await createIndividual({ verified: false });
  await enqueue(testDb(), {
    type: "message.sent",
    payload: { messageId: `m-${recipientId}`, senderId: sender.userId, recipientId, senderName: "Ana Prueba", subject: "" },
  });
  await enqueue(testDb(), {
    type: "application.status_changed",
    payload: { applicationId: `a-${recipientId}`, jobTitle: "Sonidista", applicantId: recipientId, newStatus: "accepted", previousStatus: "reviewed" },
  });
  await drainOutbox();
}

const ENGLISH = {
  message: { title: "New message from Ana Prueba", message: "You have a new message" },
  application_status: { title: "Application: Sonidista", message: "Congratulations! Your application has been accepted" },
};

/** The first `count` notifications a stream sends (it resumes after id 0, so it sends what is there). */
async function streamed(ctx: Awaited<ReturnType<typeof actingAs>>, count: number) {
  let events: { type: string; title: string; message: string }[] = [];
  await withLiveStreams(async (streams) => {
    const abort = new AbortController();
    const response = await openNotificationStream(ctx, streams, new Request("http://x/api/notifications/stream?after=0", { signal: abort.signal }));
    events = (await readEvents(response, count)).map((event) => event.data as { type: string; title: string; message: string });
    abort.abort();
  });
  return events;
}

describe("a notification is read in the reader's language (house rule 11)", () => {
  it("an English reader gets English in the list and the live stream; a Spanish reader of the same events gets Spanish", async () => {
    const reader = await createIndividual({ verified: false });
    await spanishActorNotifies(reader.userId);
    const list = await notificationsOf(reader.userId, { locale: "en" });
    expect(Object.fromEntries(list.map((item) => [item.type, { title: item.title, message: item.message }]))).toEqual(ENGLISH);
    const live = await streamed(await actingAs(reader.userId, { locale: "en" }), 2);
    expect(Object.fromEntries(live.map((item) => [item.type, { title: item.title, message: item.message }]))).toEqual(ENGLISH);
    expect((await notificationsOf(reader.userId, { locale: "es", type: "application_status" })).map((item) => [item.title, item.message])).toEqual([
      ["Postulación: Sonidista", "¡Felicitaciones! Tu postulación ha sido aceptada"],
    ]);
  });

  it("the e-mail digest is written in the language the member chose, Spanish when they never chose", async () => {
    const english = await createIndividual();
    const spanish = await createIndividual();
    await testDb().update(user).set({ locale: "en" }).where(eq(user.id, english.userId));
    await spanishActorNotifies(english.userId);
    await spanishActorNotifies(spanish.userId);
    await drainOutbox(() => new Date(Date.now() + DIGEST_DELAY_MS + 60_000));
    const digestTo = async (email: string) => {
      const [mail] = await testDb()
        .select({ subject: mailLog.subject, text: mailLog.text })
        .from(mailLog)
        .where(and(eq(mailLog.to, email), eq(mailLog.template, "notification-digest")));
      return mail;
    };
    const inEnglish = await digestTo(english.email);
    expect(inEnglish.subject).toBe("You have 2 unread notifications on RedAV");
    expect(inEnglish.text).toContain("New message from Ana Prueba: You have a new message");
    expect(inEnglish.text).toContain("Application: Sonidista: Congratulations! Your application has been accepted");
    const inSpanish = await digestTo(spanish.email);
    expect(inSpanish.subject).toBe("Tienes 2 notificaciones sin leer en RedAV");
    expect(inSpanish.text).toContain("Postulación: Sonidista: ¡Felicitaciones! Tu postulación ha sido aceptada");
  });
});
