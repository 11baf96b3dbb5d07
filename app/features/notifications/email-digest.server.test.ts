import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailLog } from "~/db/schema/mail";
import { notifications } from "~/db/schema/notifications";
import { actingAs, testContext } from "../../../tests/context";
import { createIndividual } from "../../../tests/factories";
import { drainOutbox } from "../../../tests/outbox";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { DIGEST_DELAY_MS, DIGEST_INTERVAL_MS, unsubscribeFromDigests, unsubscribeToken } from "./email-digest.server";
import { insertNotifications, markNotificationRead } from "./notifications.server";
import { notificationPreferencesOf } from "./preferences.server";

const MINUTE = 60_000;

async function digestsTo(email: string) {
  return testDb()
    .select({ text: mailLog.text, subject: mailLog.subject })
    .from(mailLog)
    .where(and(eq(mailLog.to, email), eq(mailLog.template, "notification-digest")));
}

async function notify(userId: string, type: string, title: string) {
  const [row] = await insertNotifications(testDb(), [{ userId, title, message: `Mensaje de ${title}`, notificationType: type }]);
  return row;
}

describe("notification e-mails", () => {
  it("mails what is still unread 15 minutes later, of the types chosen by e-mail, once, with an unsubscribe link", async () => {
    const { userId, email } = await createIndividual();
    await notify(userId, "message", "Nuevo mensaje de Ana");
    await notify(userId, "follow", "Nuevo seguidor");
    const later = new Date(Date.now() + DIGEST_DELAY_MS + MINUTE);
    await drainOutbox(() => later);
    const [digest, ...others] = await digestsTo(email);
    expect(others).toHaveLength(0);
    expect(digest.subject).toBe("Tienes 1 notificación sin leer en RedAV");
    expect(digest.text).toContain("Nuevo mensaje de Ana");
    expect(digest.text).not.toContain("Nuevo seguidor");
    expect(digest.text).toContain(`/unsubscribe/notifications?u=${encodeURIComponent(userId)}&t=${unsubscribeToken(userId)}`);
    await drainOutbox(() => new Date(later.getTime() + 2 * DIGEST_INTERVAL_MS));
    expect(await digestsTo(email)).toHaveLength(1);
  });

  it("sends nothing for a notification read within the 15 minutes", async () => {
    const { userId, email } = await createIndividual();
    const row = await notify(userId, "application_status", "Postulación: Sonidista");
    await markNotificationRead(await actingAs(userId), row.id);
    await drainOutbox(() => new Date(Date.now() + DIGEST_DELAY_MS + MINUTE));
    expect(await digestsTo(email)).toHaveLength(0);
  });

  it("sends at most one digest an hour: a later one waits for the hour to end", async () => {
    const { userId, email } = await createIndividual();
    await notify(userId, "message", "Primero");
    const first = new Date(Date.now() + DIGEST_DELAY_MS + MINUTE);
    await drainOutbox(() => first);
    const [second] = await insertNotifications(testDb(), [{ userId, title: "Segundo", message: "m", notificationType: "message" }]);
    await testDb()
      .update(notifications)
      .set({ createdAt: new Date(first.getTime() - DIGEST_DELAY_MS) })
      .where(eq(notifications.id, second.id));
    await drainOutbox(() => new Date(first.getTime() + 20 * MINUTE));
    expect(await digestsTo(email)).toHaveLength(1);
    await drainOutbox(() => new Date(first.getTime() + DIGEST_INTERVAL_MS + MINUTE));
    const digests = await digestsTo(email);
    expect(digests).toHaveLength(2);
    expect(digests.some((mail) => mail.text.includes("Segundo"))).toBe(true);
  });

  it("the link turns every notification e-mail off without signing in; a forged one changes nothing", async () => {
    const { userId } = await createIndividual();
    const other = await createIndividual();
    expect(await refusalOf(unsubscribeFromDigests(testContext(), { userId, token: unsubscribeToken(other.userId) }))).toMatchObject({
      status: 400,
      message: "El enlace para darte de baja no es válido.",
    });
    expect((await notificationPreferencesOf(await actingAs(userId))).message.byEmail).toBe(true);
    await unsubscribeFromDigests(testContext(), { userId, token: unsubscribeToken(userId) });
    const preferences = await notificationPreferencesOf(await actingAs(userId));
    // Push is another channel: turning e-mails off leaves the type's push default.
    expect(preferences.message).toEqual({ inApp: true, byEmail: false, byPush: true });
    expect(preferences.application_status.byEmail).toBe(false);
  });
});
