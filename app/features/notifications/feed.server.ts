import type { Ctx } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { serverI18n } from "~/lib/i18n/resources.server";
import { type ClientNotification, toClientNotification } from "./client-notification";
import { deleteNotification, listNotifications, markAllNotificationsRead, markNotificationRead, unreadCount } from "./notifications.server";

export type NotificationFeed = { notifications: ClientNotification[]; count: number; hasMore: boolean; unread: number };

function integer(value: string | null | undefined, fallback: number): number {
  return value && /^\d{1,6}$/.test(value) ? Number(value) : fallback;
}

/** The signed-in user's page of notifications for the list and the bell (`unread=1`, `type`, `offset`, `limit`), in their language, with the unread count. */
export async function notificationFeed(ctx: Ctx, params: URLSearchParams): Promise<NotificationFeed> {
  const [page, unread] = await Promise.all([
    listNotifications(ctx, {
      unreadOnly: params.get("unread") === "1",
      type: params.get("type")?.trim() || undefined,
      offset: integer(params.get("offset"), 0),
      limit: integer(params.get("limit"), 20),
    }),
    unreadCount(ctx),
  ]);
  return {
    notifications: page.notifications.map((row) => toClientNotification(row, serverI18n(ctx.locale).t)),
    count: page.count,
    hasMore: page.hasMore,
    unread,
  };
}

/** Applies one change the user asked for (`intent`: read, read-all, delete) and returns the new unread count. */
export async function changeNotifications(ctx: Ctx, values: Record<string, string>): Promise<{ ok: true; unread: number }> {
  const id = integer(values.id, -1);
  switch (values.intent) {
    case "read":
      if (id < 0) throw new AppError("NOTIFICATION_NOT_FOUND", 404);
      await markNotificationRead(ctx, id);
      break;
    case "read-all":
      await markAllNotificationsRead(ctx, values.type?.trim() || undefined);
      break;
    case "delete":
      if (id < 0) throw new AppError("NOTIFICATION_NOT_FOUND", 404);
      await deleteNotification(ctx, id);
      break;
    default:
      throw new AppError("BAD_REQUEST", 400);
  }
  return { ok: true, unread: await unreadCount(ctx) };
}
