import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "~/db/schema/notifications";
import { actingAs } from "../../../tests/context";
import { createIndividual } from "../../../tests/factories";
import { drainOutbox } from "../../../tests/outbox";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { broadcastNotification } from "./broadcast.server";
import { changeNotifications, notificationFeed } from "./feed.server";
import { notificationPreferencesOf, preferencesFromForm, saveNotificationPreferences } from "./preferences.server";

describe("an admin's broadcast", () => {
  it("reaches the listed accounts through the outbox; only an admin may send it", async () => {
    const admin = await actingAs((await createIndividual({ isAdmin: true })).userId);
    const target = await createIndividual();
    const intruder = await actingAs((await createIndividual()).userId);
    const input = { audience: "list", emails: `${target.email}\n no-existe@x.lat`, title: "Mantenimiento", message: "Mañana de 2 a 3" };
    expect(await refusalOf(broadcastNotification(intruder, input))).toMatchObject({ status: 403 });
    expect(await broadcastNotification(admin, input)).toEqual({ recipients: 1 });
    await drainOutbox();
    const rows = await testDb()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, target.userId), eq(notifications.title, "Mantenimiento")));
    expect(rows).toHaveLength(1);
  });

  it("refuses an empty list, a list that matches no account, and a notice without title or message", async () => {
    const admin = await actingAs((await createIndividual({ isAdmin: true })).userId);
    expect(await refusalOf(broadcastNotification(admin, { audience: "list", emails: "", title: "t", message: "m" }))).toMatchObject({
      message: "Se requiere al menos un ID de usuario",
    });
    expect(await refusalOf(broadcastNotification(admin, { audience: "list", emails: "nadie@x.lat", title: "t", message: "m" }))).toMatchObject({
      status: 400,
      message: "Ninguno de esos correos corresponde a una cuenta de RedAV.",
    });
    expect(await refusalOf(broadcastNotification(admin, { audience: "members", title: "t", message: "" }))).toMatchObject({
      message: "Se requieren título y mensaje",
    });
  });
});

describe("the feed and its changes", () => {
  it("answers the page with the unread count, and refuses an unknown change with 400", async () => {
    const { userId } = await createIndividual({ verified: false });
    const ctx = await actingAs(userId);
    const feed = await notificationFeed(ctx, new URLSearchParams("limit=5"));
    expect(feed).toMatchObject({ count: 0, hasMore: false, unread: 0 });
    expect(await refusalOf(changeNotifications(ctx, { intent: "explode" }))).toMatchObject({ status: 400 });
    expect(await refusalOf(changeNotifications(ctx, { intent: "read", id: "abc" }))).toMatchObject({ status: 404 });
  });
});

describe("preferences", () => {
  it("start at the defaults (e-mail for messages and application status) and keep what the member saved", async () => {
    const ctx = await actingAs((await createIndividual()).userId);
    const defaults = await notificationPreferencesOf(ctx);
    expect(defaults.message).toEqual({ inApp: true, byEmail: true, byPush: true });
    expect(defaults.follow).toEqual({ inApp: true, byEmail: false, byPush: false });
    await saveNotificationPreferences(ctx, preferencesFromForm({ "message.inApp": "on", "follow.byEmail": "on" }));
    const saved = await notificationPreferencesOf(ctx);
    expect(saved.message).toEqual({ inApp: true, byEmail: false, byPush: false });
    expect(saved.follow).toEqual({ inApp: false, byEmail: true, byPush: false });
  });
});
