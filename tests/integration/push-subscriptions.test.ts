import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { queryRows } from "~/db/rows";
import { pushSubscriptions } from "~/db/schema/push";
import { signOut } from "~/features/accounts/sign-in.server";
import { notificationsPersonalData } from "~/features/notifications/personal-data.server";
import { pushDevicesOf, removePushDevice, subscribeDevice } from "~/features/notifications/push-devices.server";
import { eraseAccount } from "~/features/privacy/erasure.server";
import { type Ctx, requestContext } from "~/lib/context.server";
import { loadVapidKeys, pushPublicKey } from "~/lib/push/vapid-keys.server";
import { action } from "~/routes/api/push-subscriptions";
import { testContext } from "../context";
import { createIndividual, signedIn, uniqueEmail } from "../factories";
import { browserKeys } from "../push-service";
import { refusalOf } from "../refusal";
import { testDatabase, testDb } from "../setup/test-database";

const IPHONE_SAFARI = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ANDROID_CHROME = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

beforeAll(async () => {
  await loadVapidKeys(await testDatabase());
});

/** A member signed in on a browser with this user agent. */
async function browserOf(userAgent = ANDROID_CHROME) {
  const email = uniqueEmail("dispositivo");
  const { userId } = await createIndividual({ email });
  const ctx = await signedIn(email);
  ctx.headers.set("user-agent", userAgent);
  return { userId, email, ctx };
}

/** A subscription as a browser's `PushSubscription.toJSON()` gives it, to a local endpoint. */
function subscription(endpoint = `http://127.0.0.1:9/push/${randomUUID()}`) {
  const keys = browserKeys();
  return { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

async function endpointsOf(userId: string): Promise<string[]> {
  const rows = await testDb().select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return rows.map((row) => row.endpoint);
}

/** What the API route answers this browser for a JSON request. */
async function apiAnswer(ctx: Ctx, method: "POST" | "DELETE", body: string): Promise<{ status: number; body: unknown }> {
  const context = new RouterContextProvider();
  context.set(requestContext, ctx);
  const request = new Request("http://localhost:3000/api/push/subscriptions", { method, body, headers: { "content-type": "application/json" } });
  const response = await action({ request, context, params: {} } as never);
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

describe("a member's devices that receive pushes (issue 42, contract §3)", () => {
  it("subscribes this browser: labelled by its browser and system, marked as this device, newest first; the public key is a P-256 point", async () => {
    const { ctx } = await browserOf(IPHONE_SAFARI);
    const first = await subscribeDevice(ctx, subscription());
    expect(first).toMatchObject({ label: "Safari · iOS", lastSuccessAt: null, failing: false, thisDevice: true });
    const second = await subscribeDevice({ ...ctx, headers: new Headers({ "user-agent": "curl/8" }) }, subscription());
    const listed = await pushDevicesOf(ctx);
    expect(listed.map((device) => device.id)).toEqual([second.id, first.id]);
    expect(listed[0]?.label).toBe("Otro navegador");
    expect(Buffer.from(pushPublicKey(), "base64url")).toHaveLength(65);
  });

  it("refuses a subscription that is not valid, in Spanish, and an endpoint that is no push service", async () => {
    const { ctx } = await browserOf();
    const good = subscription();
    const invalid = {
      status: 400,
      key: "PUSH_SUBSCRIPTION_INVALID",
      message: "No pudimos activar los avisos en este dispositivo: la suscripción no es válida.",
    };
    const notOnCurve = Buffer.alloc(65, 7);
    notOnCurve[0] = 4;
    for (const bad of [
      { ...good, keys: { ...good.keys, p256dh: notOnCurve.toString("base64url") } },
      { ...good, keys: { ...good.keys, p256dh: Buffer.from(good.keys.p256dh, "base64url").subarray(0, 33).toString("base64url") } },
      { ...good, keys: { ...good.keys, auth: Buffer.alloc(15).toString("base64url") } },
      { ...good, keys: { ...good.keys, auth: "no es base64!" } },
      { endpoint: good.endpoint },
      { ...good, endpoint: "no es una dirección" },
      { ...good, endpoint: `https://fcm.googleapis.com/fcm/send/${"x".repeat(2048)}` },
      "texto",
    ]) {
      expect(await refusalOf(subscribeDevice(ctx, bad))).toMatchObject(invalid);
    }
    expect(await refusalOf(subscribeDevice(ctx, { ...good, endpoint: "https://example.com/push/1" }))).toMatchObject({
      status: 400,
      key: "PUSH_SERVICE_NOT_ALLOWED",
    });
    expect(await refusalOf(subscribeDevice(testContext(), good))).toMatchObject({ status: 401 });
    expect(await endpointsOf(ctx.actor?.id ?? "")).toEqual([]);
  });

  it("refuses more than 20 subscriptions a member an hour", async () => {
    const { ctx } = await browserOf();
    for (let index = 0; index < 20; index += 1) await subscribeDevice(ctx, subscription());
    expect(await refusalOf(subscribeDevice(ctx, subscription()))).toMatchObject({ status: 429, key: "PUSH_SUBSCRIBE_LIMIT" });
  });

  it("a device another member had passes to the member who turns it on now", async () => {
    const before = await browserOf();
    const after = await browserOf();
    const device = subscription();
    await subscribeDevice(before.ctx, device);
    const taken = await subscribeDevice(after.ctx, device);
    expect(await endpointsOf(before.userId)).toEqual([]);
    expect(await endpointsOf(after.userId)).toEqual([device.endpoint]);
    expect(taken.thisDevice).toBe(true);
  });

  it("keeps at most 10 devices a member: the oldest goes", async () => {
    const { ctx, userId } = await browserOf();
    const devices = Array.from({ length: 11 }, () => subscription());
    let clock = Date.now();
    for (const device of devices) {
      clock += 1_000;
      const now = new Date(clock);
      await subscribeDevice({ ...ctx, now: () => now }, device);
    }
    const kept = await endpointsOf(userId);
    expect(kept).toHaveLength(10);
    expect(kept).not.toContain(devices[0]?.endpoint);
  });

  it("removes only the member's own device, by id or endpoint; another member's is not found", async () => {
    const owner = await browserOf();
    const stranger = await browserOf();
    const first = subscription();
    const second = subscription();
    const device = await subscribeDevice(owner.ctx, first);
    await subscribeDevice(owner.ctx, second);
    expect(await refusalOf(removePushDevice(stranger.ctx, { deviceId: device.id }))).toMatchObject({ status: 404, key: "PUSH_DEVICE_NOT_FOUND" });
    expect(await refusalOf(removePushDevice(stranger.ctx, { endpoint: second.endpoint }))).toMatchObject({ status: 404 });
    expect(await refusalOf(removePushDevice(owner.ctx, {}))).toMatchObject({ status: 404 });
    expect((await endpointsOf(owner.userId)).sort()).toEqual([first.endpoint, second.endpoint].sort());
    await removePushDevice(owner.ctx, { deviceId: device.id });
    await removePushDevice(owner.ctx, { endpoint: second.endpoint });
    expect(await endpointsOf(owner.userId)).toEqual([]);
  });

  it("signing out of the browser removes its device; the member's other browsers keep theirs", async () => {
    const { ctx, userId, email } = await browserOf();
    const other = await signedIn(email);
    const here = subscription();
    const there = subscription();
    await subscribeDevice(ctx, here);
    await subscribeDevice(other, there);
    await signOut(ctx);
    expect(await endpointsOf(userId)).toEqual([there.endpoint]);
  });

  it("deleting the account removes its devices; the copy of the member's data lists devices without keys or endpoints", async () => {
    const { ctx, userId } = await browserOf();
    await subscribeDevice(ctx, subscription());
    const section = notificationsPersonalData.exportSections?.find((part) => part.name === "pushDevices");
    if (!section) throw new Error("no pushDevices section");
    const rows = await queryRows<Record<string, unknown>>(testDb(), section.query({ id: userId, email: "" }));
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(["created_at", "label", "last_success_at"]);
    expect(await testDb().transaction((tx) => eraseAccount(tx as unknown as Db, userId, new Date()))).toBe(true);
    const [{ left }] = await queryRows<{ left: number }>(testDb(), sql`select count(*)::int as left from push_subscriptions where user_id = ${userId}`);
    expect(left).toBe(0);
  });

  it("the API: 201 with the device, 204 on removal, 404 for another's, 401 for a visitor, 400 for a body that is not JSON", async () => {
    const owner = await browserOf();
    const stranger = await browserOf();
    const device = subscription();
    const created = await apiAnswer(owner.ctx, "POST", JSON.stringify(device));
    expect(created).toMatchObject({ status: 201, body: { device: { label: "Chrome · Android", thisDevice: true } } });
    expect(await apiAnswer(stranger.ctx, "DELETE", JSON.stringify({ endpoint: device.endpoint }))).toMatchObject({
      status: 404,
      body: { error: { code: "PUSH_DEVICE_NOT_FOUND" } },
    });
    expect(await apiAnswer(testContext(), "POST", JSON.stringify(subscription()))).toMatchObject({ status: 401, body: { error: { code: "LOGIN_REQUIRED" } } });
    expect(await apiAnswer(owner.ctx, "POST", "{no")).toMatchObject({ status: 400, body: { error: { code: "INVALID_BODY" } } });
    expect(await apiAnswer(owner.ctx, "POST", JSON.stringify({ ...device, padding: "x".repeat(9_000) }))).toMatchObject({ status: 413 });
    expect(await apiAnswer(owner.ctx, "DELETE", JSON.stringify({ endpoint: device.endpoint }))).toEqual({ status: 204, body: null });
    expect(await endpointsOf(owner.userId)).toEqual([]);
  });
});
