import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "~/db/schema/auth";
import { notifications } from "~/db/schema/notifications";
import { outbox } from "~/db/schema/outbox";
import { pushSubscriptions } from "~/db/schema/push";
import { sendMessage } from "~/features/messages/messages.server";
import { insertNotifications } from "~/features/notifications/notifications.server";
import { preferencesFromForm, saveNotificationPreferences } from "~/features/notifications/preferences.server";
import { deliverPushes } from "~/features/notifications/push-delivery.server";
import { subscribeDevice } from "~/features/notifications/push-devices.server";
import { loadVapidKeys, pushPublicKey } from "~/lib/push/vapid-keys.server";
import { createIndividual, signedIn, uniqueEmail } from "../factories";
import { drainEvents, drainOutbox, justAfterNow } from "../outbox";
import { browserKeys, decryptPush, LocalPushService, verifyVapid } from "../push-service";
import { testDatabase, testDb } from "../setup/test-database";

const ANDROID_CHROME = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const service = new LocalPushService();

beforeAll(async () => {
  await loadVapidKeys(await testDatabase());
  await service.start();
});
afterAll(() => service.stop());

/** A member signed in on a phone that turned push on: their keys, endpoint and session. */
async function memberWithDevice(options: { locale?: "es" | "en" | "pt"; devices?: number } = {}) {
  const email = uniqueEmail("push");
  const { userId } = await createIndividual({ email });
  if (options.locale) await testDb().update(user).set({ locale: options.locale }).where(eq(user.id, userId));
  const ctx = await signedIn(email);
  ctx.headers.set("user-agent", ANDROID_CHROME);
  const devices = [];
  for (let index = 0; index < (options.devices ?? 1); index += 1) {
    const keys = browserKeys();
    const endpoint = service.endpoint(randomUUID());
    await subscribeDevice(ctx, { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
    devices.push({ keys, endpoint });
  }
  return { userId, ctx, devices };
}

/** The push events waiting for these notifications. */
async function pushEventsFor(ids: number[]): Promise<number[]> {
  const rows = await testDb()
    .select({ id: outbox.id, payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.type, "notification.push_due"), isNull(outbox.processedAt)));
  return rows.filter((row) => (row.payload as { notificationIds: number[] }).notificationIds.some((id) => ids.includes(id))).map((row) => row.id);
}

/** A message notification for the member, stored as the messages feature stores it, with its push delivered. */
async function notifyMessage(userId: string, subject = "Consola para el sábado") {
  const created = await insertNotifications(testDb(), [
    {
      userId,
      notificationType: "message",
      titleKey: "message.title",
      messageKey: "message.subject",
      params: { senderName: "Beto Sonido", subject },
      relatedEntityType: "conversation",
      relatedEntityId: "remitente-1",
    },
  ]);
  return created.map((row) => row.id);
}

function payloadOf(received: { body: Buffer }, keys: ReturnType<typeof browserKeys>) {
  return JSON.parse(decryptPush(received.body, keys)) as { title: string; body: string; url: string; tag: string; lang: string };
}

describe("Web Push delivery through the outbox (issue 42)", () => {
  it("a message arrives encrypted for the device, signed with the server's VAPID key, in Spanish, opening the conversation", async () => {
    const recipient = await memberWithDevice();
    const senderEmail = uniqueEmail("remitente");
    const sender = await createIndividual({ email: senderEmail, names: { firstName: "Beto", lastName: "Sonido" } });
    await sendMessage(await signedIn(senderEmail), { recipientId: recipient.userId, subject: "Consola", content: "¿Me prestas la X32?" });
    await drainOutbox(justAfterNow);
    const [device] = recipient.devices;
    if (!device) throw new Error("no device");
    const received = service.receivedBy(device.endpoint);
    expect(received).toHaveLength(1);
    const [push] = received;
    if (!push) throw new Error("nothing received");
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(push.headers.ttl).toBe("86400");
    expect(push.headers.urgency).toBe("high");
    const claims = verifyVapid(push.headers.authorization);
    expect(claims.publicKey).toBe(pushPublicKey());
    expect(claims.aud).toBe(new URL(device.endpoint).origin);
    const nowSeconds = Date.now() / 1000;
    expect(claims.exp).toBeGreaterThan(nowSeconds);
    expect(claims.exp).toBeLessThanOrEqual(nowSeconds + 24 * 60 * 60);
    expect(claims.sub).toMatch(/^(mailto:|https:)/);
    const [row] = await testDb()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, recipient.userId), eq(notifications.notificationType, "message")));
    expect(payloadOf(push, device.keys)).toEqual({
      title: "Nuevo mensaje de Beto Sonido",
      body: "Consola",
      url: `/messages?con=${sender.userId}`,
      tag: `notification-${row?.id}`,
      lang: "es",
    });
    const [saved] = await testDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(saved?.lastSuccessAt).not.toBeNull();
    expect(saved?.failures).toBe(0);
  });

  it("an English member reads the push in English; a notification with no page opens /notifications", async () => {
    const member = await memberWithDevice({ locale: "en" });
    const ids = await notifyMessage(member.userId);
    // An application notice about nothing the app has a page for.
    const welcome = await insertNotifications(testDb(), [
      { userId: member.userId, notificationType: "application", titleKey: "welcome.title", messageKey: "welcome.member" },
    ]);
    expect(await pushEventsFor(welcome.map((row) => row.id))).toHaveLength(1);
    await drainEvents(await pushEventsFor([...ids, ...welcome.map((row) => row.id)]), justAfterNow());
    const [device] = member.devices;
    if (!device) throw new Error("no device");
    const payloads = service.receivedBy(device.endpoint).map((push) => payloadOf(push, device.keys));
    expect(payloads).toHaveLength(2);
    expect(payloads[0]).toMatchObject({ title: "New message from Beto Sonido", body: "Consola para el sábado", url: "/messages?con=remitente-1", lang: "en" });
    expect(payloads[1]).toMatchObject({ url: "/notifications", lang: "en" });
  });

  it("sends nothing for a type the member turned off for push, nor for a type off by default", async () => {
    const member = await memberWithDevice();
    await saveNotificationPreferences(member.ctx, preferencesFromForm({ "message.inApp": "on", "message.byEmail": "on", "follow.inApp": "on" }));
    const ids = await notifyMessage(member.userId);
    const follow = await insertNotifications(testDb(), [
      { userId: member.userId, notificationType: "follow", titleKey: "follow.title", messageKey: "follow.message", params: { name: "Beto" } },
    ]);
    expect(ids).toHaveLength(1);
    expect(follow).toHaveLength(1);
    expect(await pushEventsFor([...ids, ...follow.map((row) => row.id)])).toEqual([]);
    await deliverPushes({ db: testDb(), now: () => new Date() }, [...ids, ...follow.map((row) => row.id)]);
    expect(service.receivedBy(member.devices[0]?.endpoint ?? "")).toEqual([]);
  });

  it("does not push a notification read before its turn came", async () => {
    const member = await memberWithDevice();
    const ids = await notifyMessage(member.userId);
    const events = await pushEventsFor(ids);
    expect(events).toHaveLength(1);
    await testDb().update(notifications).set({ isRead: true, readAt: new Date() }).where(eq(notifications.userId, member.userId));
    await drainEvents(events, justAfterNow());
    expect(service.receivedBy(member.devices[0]?.endpoint ?? "")).toEqual([]);
  });

  it("sends a notification once per device: a second run sends nothing, and after a 500 on one device the retry reaches only that one", async () => {
    const member = await memberWithDevice({ devices: 2 });
    const [first, second] = member.devices;
    if (!first || !second) throw new Error("two devices");
    service.answer(second.endpoint, 500);
    const ids = await notifyMessage(member.userId);
    const events = await pushEventsFor(ids);
    const now = new Date(Date.now() + 1_000);
    await drainEvents(events, now);
    expect(service.receivedBy(first.endpoint)).toHaveLength(1);
    expect(service.receivedBy(second.endpoint)).toHaveLength(1);
    const [failing] = await testDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, second.endpoint));
    expect(failing?.failures).toBe(1);
    const [event] = await testDb()
      .select()
      .from(outbox)
      .where(eq(outbox.id, events[0] ?? 0));
    expect(event?.processedAt).toBeNull();
    expect(event?.lastError).toBeTruthy();
    // The outbox's retry, once due.
    await drainEvents(events, new Date(now.getTime() + 60_000));
    expect(service.receivedBy(first.endpoint)).toHaveLength(1);
    expect(service.receivedBy(second.endpoint)).toHaveLength(2);
    // The consumer run again (at-least-once delivery) sends nothing more.
    await deliverPushes({ db: testDb(), now: () => new Date() }, ids);
    await deliverPushes({ db: testDb(), now: () => new Date() }, ids);
    expect(service.receivedBy(first.endpoint)).toHaveLength(1);
    expect(service.receivedBy(second.endpoint)).toHaveLength(2);
    const [second1, second2] = service.receivedBy(second.endpoint);
    if (!second1 || !second2) throw new Error("two requests");
    expect(payloadOf(second2, second.keys)).toEqual(payloadOf(second1, second.keys));
    const [recovered] = await testDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, second.endpoint));
    expect(recovered?.failures).toBe(0);
    expect(recovered?.lastSuccessAt).not.toBeNull();
  });

  it("a push service that answers 410 or 404 removes that device, and the others keep theirs", async () => {
    const member = await memberWithDevice({ devices: 3 });
    const [gone, missing, kept] = member.devices;
    if (!gone || !missing || !kept) throw new Error("three devices");
    service.answer(gone.endpoint, 410);
    service.answer(missing.endpoint, 404);
    await drainEvents(await pushEventsFor(await notifyMessage(member.userId)), justAfterNow());
    const left = await testDb().select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, member.userId));
    expect(left.map((row) => row.endpoint)).toEqual([kept.endpoint]);
    expect(service.receivedBy(kept.endpoint)).toHaveLength(1);
  });

  it("a push service refusing the request otherwise (400) is never asked again for that notification", async () => {
    const member = await memberWithDevice();
    const [device] = member.devices;
    if (!device) throw new Error("no device");
    service.answer(device.endpoint, 400);
    const ids = await notifyMessage(member.userId);
    const events = await pushEventsFor(ids);
    await drainEvents(events, justAfterNow());
    await deliverPushes({ db: testDb(), now: () => new Date() }, ids);
    expect(service.receivedBy(device.endpoint)).toHaveLength(1);
    const [event] = await testDb()
      .select()
      .from(outbox)
      .where(eq(outbox.id, events[0] ?? 0));
    expect(event?.processedAt).not.toBeNull();
    const [row] = await testDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(row).toBeDefined();
  });

  it("asks for no push for a member without devices", async () => {
    const { userId } = await createIndividual();
    const created = await insertNotifications(testDb(), [
      { userId, notificationType: "message", titleKey: "message.title", messageKey: "message.noSubject", params: { senderName: "X" } },
    ]);
    expect(created).toHaveLength(1);
    expect(await pushEventsFor(created.map((row) => row.id))).toEqual([]);
  });
});
