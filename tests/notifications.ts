import type { ClientNotification } from "~/features/notifications/client-notification";
import { notificationFeed } from "~/features/notifications/feed.server";
import { notificationText, type StoredText } from "~/features/notifications/notification-texts";
import type { Locale } from "~/lib/i18n/locales";
import { serverI18n } from "~/lib/i18n/resources.server";
import { actingAs } from "./context";

/** A member's notifications as they read them in a language (newest first, optionally of one type): what the list and the bell show. */
export async function notificationsOf(userId: string, options: { locale?: Locale; type?: string } = {}): Promise<ClientNotification[]> {
  const params = new URLSearchParams({ limit: "100" });
  if (options.type) params.set("type", options.type);
  return (await notificationFeed(await actingAs(userId, { locale: options.locale ?? "es" }), params)).notifications;
}

/** A stored notification's title and message as a reader in this language reads them (Spanish unless told). */
export function readAs(row: StoredText, locale: Locale = "es"): { title: string; message: string } {
  return notificationText(row, serverI18n(locale).t);
}
