import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "~/db/schema/notifications";
import { actingAs, testContext } from "../../../tests/context";
import { createIndividual } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import {
  bulkCreateNotifications,
  createNotification,
  deleteNotification,
  deleteOldNotifications,
  insertNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  normalizeNotification,
  unreadCount,
} from "./notifications.server";
import { saveNotificationPreferences } from "./preferences.server";

/** A member the news test (which reaches every verified member of the shared database) never reaches. */
async function member() {
  const { userId } = await createIndividual({ verified: false });
  return { userId, ctx: await actingAs(userId) };
}

async function give(userId: string, count: number, type = "system") {
  const rows = Array.from({ length: count }, (_, index) => ({ userId, title: `Aviso ${index}`, message: `Mensaje ${index}`, notificationType: type }));
  return insertNotifications(testDb(), rows);
}

describe("creating a notification (spec §5)", () => {
  it("requires a user id, a title and a message, with the spec's texts", () => {
    const refused = (input: Parameters<typeof normalizeNotification>[0]) => {
      try {
        normalizeNotification(input);
        return "OK";
      } catch (error) {
        return (error as { key: string }).key;
      }
    };
    expect(refused({ title: "t", message: "m" })).toBe("NOTIFICATION_USER_REQUIRED");
    expect(refused({ userId: "u", message: "m" })).toBe("NOTIFICATION_TITLE_REQUIRED");
    expect(refused({ userId: "u", title: "  ", message: "m" })).toBe("NOTIFICATION_TITLE_REQUIRED");
    expect(refused({ userId: "u", title: "t" })).toBe("NOTIFICATION_MESSAGE_REQUIRED");
  });

  it("defaults the type to system and accepts the camel-case form", () => {
    expect(normalizeNotification({ userId: "u", title: "t", message: "m", entityType: "job", entityId: "7" })).toMatchObject({
      userId: "u",
      notificationType: "system",
      relatedEntityType: "job",
      relatedEntityId: "7",
    });
    expect(normalizeNotification({ user_id: "u", title: "t", message: "m", notification_type: "follow" }).notificationType).toBe("follow");
  });

  it("shows the Spanish messages", async () => {
    const admin = await actingAs((await createIndividual({ isAdmin: true })).userId);
    expect(await refusalOf(createNotification(admin, { title: "t", message: "m" }))).toMatchObject({ status: 400, message: "Se requiere ID de usuario" });
    expect(await refusalOf(createNotification(admin, { userId: "u", message: "m" }))).toMatchObject({ message: "Se requiere título de notificación" });
    expect(await refusalOf(createNotification(admin, { userId: "u", title: "t" }))).toMatchObject({ message: "Se requiere mensaje de notificación" });
  });

  it("only an admin creates a notification for somebody else", async () => {
    const target = await member();
    const intruder = await member();
    expect(await refusalOf(createNotification(intruder.ctx, { userId: target.userId, title: "Falso", message: "Falso" }))).toMatchObject({ status: 403 });
    expect(await refusalOf(createNotification(testContext(), { userId: target.userId, title: "Falso", message: "Falso" }))).toMatchObject({ status: 401 });
    const admin = await actingAs((await createIndividual({ isAdmin: true })).userId);
    const created = await createNotification(admin, { userId: target.userId, title: "Aviso", message: "Hola" });
    expect(created).toMatchObject({ userId: target.userId, isRead: false, notificationType: "system" });
  });

  it("a type the member muted in the app creates nothing", async () => {
    const { userId, ctx } = await member();
    await saveNotificationPreferences(ctx, { follow: { inApp: false, byEmail: false } });
    expect(await give(userId, 1, "follow")).toHaveLength(0);
    expect(await give(userId, 1, "message")).toHaveLength(1);
  });
});

describe("bulk creation (spec §5, §7)", () => {
  it("requires recipients, a title and a message", async () => {
    expect(await refusalOf(bulkCreateNotifications(testDb(), { userIds: [], title: "t", message: "m" }))).toMatchObject({
      message: "Se requiere al menos un ID de usuario",
    });
    expect(await refusalOf(bulkCreateNotifications(testDb(), { userIds: ["x"], title: "t" }))).toMatchObject({ message: "Se requieren título y mensaje" });
  });

  it("inserts in batches of 100 with a 500 ms pause between them", async () => {
    const ids = await Promise.all(Array.from({ length: 3 }, async () => (await createIndividual()).userId));
    const filler = Array.from({ length: 198 }, (_, index) => `no-existe-${index}`);
    const pauses: number[] = [];
    const result = await bulkCreateNotifications(
      testDb(),
      { userIds: [...ids.slice(0, 1), ...filler, ...ids.slice(1)], title: "Masivo", message: "Hola a todos" },
      { pause: async (ms) => void pauses.push(ms) },
    );
    expect(pauses).toEqual([500, 500]);
    expect(result).toEqual({ created: 3, failedBatches: 0 });
  });

  it("a failed batch is logged and skipped; the other batches are kept", async () => {
    const first = await createIndividual({ verified: false });
    const second = await createIndividual({ verified: false });
    const third = await createIndividual({ verified: false });
    const filler = (tag: string) => Array.from({ length: 99 }, (_, index) => `${tag}-${index}`);
    let inserts = 0;
    // The second batch's insert fails (the database blinked); the first and third go through.
    const blinking = new Proxy(testDb(), {
      get(target, property, receiver) {
        if (property === "insert") {
          inserts += 1;
          if (inserts === 2) throw new Error("la base de datos parpadeó");
        }
        const value = Reflect.get(target, property, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const result = await bulkCreateNotifications(
      blinking,
      { userIds: [first.userId, ...filler("a"), second.userId, ...filler("b"), third.userId], title: "Lotes", message: "Hola" },
      { pause: async () => undefined },
    );
    expect(result).toEqual({ created: 2, failedBatches: 1 });
    const titles = async (userId: string) => (await testDb().select().from(notifications).where(eq(notifications.userId, userId))).map((row) => row.title);
    expect(await titles(first.userId)).toEqual(["Lotes"]);
    expect(await titles(second.userId)).toEqual([]);
    expect(await titles(third.userId)).toEqual(["Lotes"]);
  });
});

describe("reading and changing your own notifications (spec §7)", () => {
  it("lists newest first with an exact count, filters and hasMore; defaults 20 and 0", async () => {
    const { userId, ctx } = await member();
    await give(userId, 23);
    await give(userId, 2, "follow");
    const firstPage = await listNotifications(ctx);
    expect(firstPage.notifications).toHaveLength(20);
    expect(firstPage.count).toBe(25);
    expect(firstPage.hasMore).toBe(true);
    expect(firstPage.notifications[0].id).toBeGreaterThan(firstPage.notifications[19].id);
    const lastPage = await listNotifications(ctx, { offset: 20 });
    expect(lastPage).toMatchObject({ count: 25, hasMore: false });
    expect(lastPage.notifications).toHaveLength(5);
    expect((await listNotifications(ctx, { type: "follow" })).count).toBe(2);
    await markNotificationRead(ctx, firstPage.notifications[0].id);
    expect((await listNotifications(ctx, { unreadOnly: true })).count).toBe(24);
  });

  it("requires a signed-in user: 'No hay usuario autenticado'", async () => {
    expect(await refusalOf(listNotifications(testContext()))).toMatchObject({ status: 401, message: "No hay usuario autenticado" });
    expect(await refusalOf(unreadCount(testContext()))).toMatchObject({ status: 401 });
  });

  it("counts unread, marks one read with read_at, marks all read (optionally by type) and deletes", async () => {
    const { userId, ctx } = await member();
    const [first] = await give(userId, 3);
    await give(userId, 2, "follow");
    expect(await unreadCount(ctx)).toBe(5);
    await markNotificationRead(ctx, first.id);
    const [read] = await testDb().select().from(notifications).where(eq(notifications.id, first.id));
    expect(read).toMatchObject({ isRead: true });
    expect(read.readAt).toBeInstanceOf(Date);
    expect(await unreadCount(ctx)).toBe(4);
    expect(await markAllNotificationsRead(ctx, "follow")).toBe(2);
    expect(await unreadCount(ctx)).toBe(2);
    expect(await markAllNotificationsRead(ctx)).toBe(2);
    expect(await unreadCount(ctx)).toBe(0);
    await deleteNotification(ctx, first.id);
    expect((await listNotifications(ctx)).count).toBe(4);
  });

  it("a third user can neither read, mark nor delete someone else's notifications", async () => {
    const owner = await member();
    const intruder = await member();
    const [mine] = await give(owner.userId, 2);
    expect((await listNotifications(intruder.ctx)).count).toBe(0);
    expect(await unreadCount(intruder.ctx)).toBe(0);
    expect(await refusalOf(markNotificationRead(intruder.ctx, mine.id))).toMatchObject({ status: 404 });
    expect(await refusalOf(deleteNotification(intruder.ctx, mine.id))).toMatchObject({ status: 404 });
    expect(await markAllNotificationsRead(intruder.ctx)).toBe(0);
    expect(await unreadCount(owner.ctx)).toBe(2);
    expect((await listNotifications(owner.ctx)).count).toBe(2);
  });
});

describe("cleanup (spec §9)", () => {
  it("deletes notifications older than 60 days and returns how many", async () => {
    const { userId } = await member();
    // Today, not a far future: a later clock would also delete the rows other test files (sharing the database) just made.
    const now = new Date();
    const day = 24 * 60 * 60 * 1000;
    const [old, recent] = await give(userId, 2);
    await testDb()
      .update(notifications)
      .set({ createdAt: new Date(now.getTime() - 61 * day) })
      .where(eq(notifications.id, old.id));
    await testDb()
      .update(notifications)
      .set({ createdAt: new Date(now.getTime() - 59 * day) })
      .where(eq(notifications.id, recent.id));
    expect(await deleteOldNotifications(testDb(), now)).toBeGreaterThanOrEqual(1);
    const left = await testDb().select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, userId));
    expect(left.map((row) => row.id)).toEqual([recent.id]);
  });
});
