import { notifications } from "~/db/schema/notifications";
import type { Ctx } from "~/lib/context.server";
import type { CatalogText } from "./notification-texts";

/** A past notification as bulk data (the demo seed) brings it in: a catalog text or an admin's literal notice, read or not. */
export type ImportedNotification = (CatalogText | { title: string; message: string }) & {
  userId: string;
  notificationType: string;
  relatedEntityType: string | null;
  relatedEntityId: string | null;
  isRead: boolean;
  createdAt: Date;
};

/** Inserts past notifications as they stand (a read one read when it arrived), with no source event, so nothing is sent again; answers how many. */
export async function importNotifications(ctx: Pick<Ctx, "db">, list: ImportedNotification[]): Promise<number> {
  if (list.length === 0) return 0;
  await ctx.db.insert(notifications).values(list.map((item) => ({ ...item, readAt: item.isRead ? item.createdAt : null })));
  return list.length;
}
