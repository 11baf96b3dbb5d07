import { and, count, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { notifications } from "~/db/schema/notifications";
import type { Ctx } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { CHANNELS, notifyEach } from "~/lib/live/hub.server";
import { logger } from "~/lib/logger.server";
import { countedWindow } from "~/lib/paging";
import { checkedText } from "~/lib/text-input";
import { DEFAULT_PAGE_SIZE, NOTIFICATION_MAX, RETENTION_DAYS } from "./constants";
import { scheduleDigests } from "./email-digest.server";
import type { CatalogText } from "./notification-texts";
import { notificationsPolicy } from "./policy";
import { mutedTypes } from "./preferences.server";
import { schedulePushes } from "./push-delivery.server";

export type NotificationRow = typeof notifications.$inferSelect;

/** Spec §3: snake_case or the camel-case form (userId, notificationType or type, relatedEntityType or entityType, …). */
export type NotificationInput = {
  user_id?: string;
  userId?: string;
  title?: string;
  message?: string;
  notification_type?: string;
  notificationType?: string;
  type?: string;
  related_entity_type?: string | null;
  relatedEntityType?: string | null;
  entityType?: string | null;
  related_entity_id?: string | null;
  relatedEntityId?: string | null;
  entityId?: string | null;
};

type NewNotification = typeof notifications.$inferInsert;

/** The input in the table's shape (a person's literal title and message), checked: 'Se requiere ID de usuario', '… título …', '… mensaje …'; the type defaults to system. */
export function normalizeNotification(input: NotificationInput): Omit<NewNotification, "id"> {
  const userId = (input.user_id ?? input.userId ?? "").trim();
  const title = checkedText(input.title, { max: NOTIFICATION_MAX.title, tooLong: "NOTIFICATION_TOO_LONG" }, "title");
  const message = checkedText(input.message, { max: NOTIFICATION_MAX.message, shape: "multiline", tooLong: "NOTIFICATION_TOO_LONG" }, "message");
  if (!userId) throw new AppError("NOTIFICATION_USER_REQUIRED", 400, {}, "userId");
  if (!title) throw new AppError("NOTIFICATION_TITLE_REQUIRED", 400, {}, "title");
  if (!message) throw new AppError("NOTIFICATION_MESSAGE_REQUIRED", 400, {}, "message");
  return {
    userId,
    title,
    message,
    notificationType: (input.notification_type ?? input.notificationType ?? input.type ?? "").trim() || "system",
    relatedEntityType: input.related_entity_type ?? input.relatedEntityType ?? input.entityType ?? null,
    relatedEntityId: input.related_entity_id ?? input.relatedEntityId ?? input.entityId ?? null,
  };
}

/**
 * Inserts notifications for the server's own consumers: rows for users that no longer exist or of a
 * type the user muted are left out, and with
 * a source event a row exists once per event and user (a consumer run twice creates nothing twice).
 * The digest e-mail and the push to the members' devices are asked for in the same transaction.
 * Returns the rows created now.
 */
export async function insertNotifications(db: Db, rows: Omit<NewNotification, "id">[], sourceEventId?: number): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const existing = new Set((await db.select({ id: user.id }).from(user).where(inArray(user.id, userIds))).map((row) => row.id));
  const muted = await mutedTypes(db, [...existing]);
  const wanted = rows.filter((row) => existing.has(row.userId) && !muted.inApp.has(`${row.userId}:${row.notificationType ?? "system"}`));
  if (wanted.length === 0) return [];
  const created = await db
    .insert(notifications)
    .values(wanted.map((row) => ({ ...row, sourceEventId: row.sourceEventId ?? sourceEventId ?? null })))
    .onConflictDoNothing()
    .returning();
  // Every instance's live streams of these users read what is new (ids only).
  await notifyEach(
    db,
    CHANNELS.notifications,
    created.map((row) => row.userId),
  );
  await scheduleDigests(db, created, muted.byEmail, new Date());
  await schedulePushes(db, created, muted.byPush);
  return created;
}

/** Creates one notification for another user: only an admin may (the server's consumers use insertNotifications). Returns the row. */
export async function createNotification(ctx: Ctx, input: NotificationInput): Promise<NotificationRow | null> {
  notificationsPolicy.authorize(ctx.actor, "notifyOthers");
  const [row] = await insertNotifications(ctx.db, [normalizeNotification(input)]);
  return row ?? null;
}

/** A bulk request: the title and message a person wrote, or (`text`) the catalog text the app's own consumers store. */
export type BulkInput = {
  userIds?: string[];
  title?: string;
  message?: string;
  text?: CatalogText;
  notificationType?: string;
  /** What every notification of the batch is about (an article), so it links there. */
  related?: { type: string; id: string };
};
export type BulkResult = { created: number; failedBatches: number };
const BULK_BATCH = 100;
const BULK_PAUSE_MS = 500;

function bulkRecipients(input: BulkInput): string[] {
  const userIds = [...new Set((input.userIds ?? []).map((id) => id.trim()).filter(Boolean))];
  if (userIds.length === 0) throw new AppError("NOTIFICATION_RECIPIENTS_REQUIRED", 400, {}, "userIds");
  return userIds;
}

/** Checks a bulk request with a literal text: 'Se requiere al menos un ID de usuario', 'Se requieren título y mensaje'. */
export function checkBulkInput(input: BulkInput): { userIds: string[]; title: string; message: string; notificationType: string } {
  const userIds = bulkRecipients(input);
  const title = checkedText(input.title, { max: NOTIFICATION_MAX.title, tooLong: "NOTIFICATION_TOO_LONG" }, "title");
  const message = checkedText(input.message, { max: NOTIFICATION_MAX.message, shape: "multiline", tooLong: "NOTIFICATION_TOO_LONG" }, "message");
  if (!title || !message) throw new AppError("NOTIFICATION_TITLE_AND_MESSAGE_REQUIRED", 400);
  return { userIds, title, message, notificationType: input.notificationType?.trim() || "system" };
}

/**
 * Sends one notification to many users, in batches of 100 with a 500 ms pause between them; a
 * failed batch is logged and skipped, the others are kept. With a source event, a rerun adds only
 * what is missing. A catalog text is stored as its keys; a person's title and message as written.
 */
export async function bulkCreateNotifications(
  db: Db,
  input: BulkInput,
  options: { sourceEventId?: number; pause?: (ms: number) => Promise<void> } = {},
): Promise<BulkResult> {
  const { userIds, notificationType, ...content } = input.text
    ? { userIds: bulkRecipients(input), notificationType: input.notificationType?.trim() || "system", ...input.text }
    : checkBulkInput(input);
  const pause = options.pause ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const result: BulkResult = { created: 0, failedBatches: 0 };
  for (let start = 0; start < userIds.length; start += BULK_BATCH) {
    if (start > 0) await pause(BULK_PAUSE_MS);
    const batch = userIds.slice(start, start + BULK_BATCH);
    try {
      const created = await insertNotifications(
        db,
        batch.map((userId) => ({
          userId,
          notificationType,
          ...content,
          ...(input.related ? { relatedEntityType: input.related.type, relatedEntityId: input.related.id } : {}),
        })),
        options.sourceEventId,
      );
      result.created += created.length;
    } catch (error) {
      result.failedBatches += 1;
      logger.error({ err: error, batch: start / BULK_BATCH }, "notification batch failed");
    }
  }
  return result;
}

function signedInUser(ctx: Pick<Ctx, "actor">): string {
  if (!ctx.actor) throw new AppError("NO_AUTHENTICATED_USER", 401);
  return ctx.actor.id;
}

export type ListOptions = { unreadOnly?: boolean; type?: string; offset?: number; limit?: number };
export type NotificationPage = { notifications: NotificationRow[]; count: number; hasMore: boolean };

/** The signed-in user's notifications, newest first, with the exact count of the filter and whether more follow. */
export async function listNotifications(ctx: Ctx, options: ListOptions = {}): Promise<NotificationPage> {
  const userId = signedInUser(ctx);
  const offset = Math.max(0, Math.trunc(options.offset ?? 0));
  const limit = Math.min(100, Math.max(1, Math.trunc(options.limit ?? DEFAULT_PAGE_SIZE)));
  const filter = and(
    eq(notifications.userId, userId),
    options.unreadOnly ? eq(notifications.isRead, false) : undefined,
    options.type ? eq(notifications.notificationType, options.type) : undefined,
  );
  const listed = await countedWindow(
    { limit, offset },
    {
      rows: (window) =>
        ctx.db
          .select()
          .from(notifications)
          .where(filter)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .offset(window.offset)
          .limit(window.limit),
      count: () => ctx.db.select({ total: count() }).from(notifications).where(filter),
    },
  );
  return { notifications: listed.rows, count: listed.total, hasMore: listed.hasMore };
}

/** How many of the signed-in user's notifications are unread. */
export async function unreadCount(ctx: Ctx): Promise<number> {
  const userId = signedInUser(ctx);
  const [{ total }] = await ctx.db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return total;
}

/** The signed-in user's notifications created after `afterId` (oldest first, at most `limit`): what a live stream missed. */
export async function notificationsAfter(db: Db, userId: string, afterId: number, limit = 100): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), sql`${notifications.id} > ${afterId}`))
    .orderBy(notifications.id)
    .limit(limit);
}

/** Marks one of the user's own notifications read (read_at set once); anyone else's is 'not found'. */
export async function markNotificationRead(ctx: Ctx, id: number): Promise<void> {
  const userId = signedInUser(ctx);
  const [row] = await ctx.db
    .select({ isRead: notifications.isRead })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!row) throw new AppError("NOTIFICATION_NOT_FOUND", 404);
  if (!row.isRead)
    await ctx.db
      .update(notifications)
      .set({ isRead: true, readAt: ctx.now() })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
}

/** Marks every unread notification of the user read, optionally only of one type; returns how many changed. */
export async function markAllNotificationsRead(ctx: Ctx, type?: string): Promise<number> {
  const userId = signedInUser(ctx);
  const changed = await ctx.db
    .update(notifications)
    .set({ isRead: true, readAt: ctx.now() })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false), type ? eq(notifications.notificationType, type) : undefined))
    .returning({ id: notifications.id });
  return changed.length;
}

/** Deletes one of the user's own notifications; anyone else's is 'not found'. */
export async function deleteNotification(ctx: Ctx, id: number): Promise<void> {
  const userId = signedInUser(ctx);
  const deleted = await ctx.db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (deleted.length === 0) throw new AppError("NOTIFICATION_NOT_FOUND", 404);
}

/** Deletes notifications older than 60 days; returns how many. */
export async function deleteOldNotifications(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const deleted = await db.delete(notifications).where(lt(notifications.createdAt, cutoff)).returning({ id: notifications.id });
  return deleted.length;
}
