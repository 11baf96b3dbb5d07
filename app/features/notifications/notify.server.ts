import type { Db } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import type { CatalogText } from "./notification-texts";
import { insertNotifications, type NotificationRow } from "./notifications.server";

/** True when every named field is present and not blank; otherwise the reaction is skipped with a warning (spec §5). */
export function hasRequiredFields(hook: string, data: Record<string, unknown>, fields: string[]): boolean {
  const missing = fields.filter((field) => data[field] === undefined || data[field] === null || String(data[field]).trim() === "");
  if (missing.length > 0) logger.warn({ hook, missing }, "Datos incompletos para notificación de sistema");
  return missing.length === 0;
}

/** What a feature asks the notifications service for: these users hear this catalog text, of this type, about this entity. */
export type NotifyRequest = {
  userIds: string[];
  text: CatalogText;
  notificationType: string;
  related: { type: string | null; id: string | null };
};

/**
 * Notifies users with a catalog text (the service other features call from their reactions): users
 * that no longer exist or muted the type are left out, e-mail digests follow each member's
 * preferences, and with a source event a user is notified once per event however often it runs.
 */
export async function notifyUsers(db: Db, request: NotifyRequest, sourceEventId?: number): Promise<NotificationRow[]> {
  return insertNotifications(
    db,
    request.userIds.map((userId) => ({
      userId,
      ...request.text,
      notificationType: request.notificationType,
      relatedEntityType: request.related.type,
      relatedEntityId: request.related.id,
    })),
    sourceEventId,
  );
}
