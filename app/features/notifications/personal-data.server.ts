import { sql } from "drizzle-orm";
import { rawQuery } from "~/db/raw-query";
import { serverI18n } from "~/lib/i18n/resources.server";
import type { PersonalDataPart } from "~/lib/personal-data.server";
import { notificationText } from "./notification-texts";

/** The member's own notifications, newest first, as stored (texts or catalog keys). */
const OWN_NOTIFICATIONS = rawQuery(
  "notifications.own-for-export",
  (ownerId: string) =>
    sql<{
      title: string | null;
      message: string | null;
      title_key: string | null;
      message_key: string | null;
      params: unknown;
      notification_type: string;
      is_read: boolean;
      created_at: Date | string;
    }>`select title, message, title_key, message_key, params, notification_type, is_read, created_at from notifications where user_id = ${ownerId} order by created_at desc, id desc`,
  [["someone"]],
);

/**
 * A member's notifications (rendered in their language: they are stored as catalog keys),
 * preferences and push devices, as the privacy centre exports them; others' notifications that named the member name
 * the ex-member once the account is erased.
 */
export const notificationsPersonalData: PersonalDataPart = {
  feature: "notifications",
  exportSections: [
    {
      name: "notificationPreferences",
      query: ({ id }) => sql`select notification_type, in_app, by_email, by_push, updated_at from notification_preferences where user_id = ${id}`,
    },
    {
      // The devices that receive the member's notifications by Web Push: what the settings page shows, never the endpoint or keys.
      name: "pushDevices",
      query: ({ id }) => sql`select label, created_at, last_success_at from push_subscriptions where user_id = ${id} order by created_at desc, id desc`,
    },
  ],
  exportNotifications: async (db, ownerId, locale) => {
    const { t } = serverI18n(locale);
    const rows = await OWN_NOTIFICATIONS.rows(db, ownerId);
    return rows.map((row) => ({
      ...notificationText({ title: row.title, message: row.message, titleKey: row.title_key, messageKey: row.message_key, params: row.params }, t),
      type: row.notification_type,
      read: row.is_read,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  },
  erasure: [
    {
      // Others' notifications that named the member (a follow, a message, an application) name the ex-member; the member's own go with the account.
      name: "notifications",
      tables: ["notifications"],
      erase: async ({ db, person, formerId, jsonPairs, needles, jsonText, replaced, mentions }) => {
        await db.execute(sql`update notifications
          set params = ${replaced(sql`params::text`, jsonPairs)}::jsonb,
              related_entity_id = case when related_entity_id = ${person.id} then ${formerId} else related_entity_id end
          where user_id <> ${person.id} and (related_entity_id = ${person.id} or ${mentions(sql`params::text`, needles.map(jsonText))})`);
      },
    },
  ],
  goesWithAccount: ["notification_preferences", "notification_email_state", "push_subscriptions"],
};
