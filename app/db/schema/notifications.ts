import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * Spec §3 notifications. The id is a growing number, so a live stream can resume after the last id
 * a client saw (`Last-Event-ID`). `source_event_id` is the outbox event that produced the row: one
 * notification per event and user, so a consumer run twice creates nothing twice.
 *
 * A notification the app writes stores catalog keys (`title_key`, `message_key`: keys of
 * `catalog:notifications`) and their `params`, rendered in the reader's language when read (house
 * rule 11); `title` and `message` stay empty. A text a person wrote (an admin's notice, the spec §7
 * create API) is stored as typed in `title` and `message`, with no key: a key present means a catalog text.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title"),
    message: text("message"),
    titleKey: text("title_key"),
    messageKey: text("message_key"),
    params: jsonb("params").$type<Record<string, string | number>>().notNull().default({}),
    notificationType: text("notification_type").notNull().default("system"),
    relatedEntityType: text("related_entity_type"),
    relatedEntityId: text("related_entity_id"),
    isRead: boolean("is_read").notNull().default(false),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sourceEventId: bigint("source_event_id", { mode: "number" }),
    /** When an e-mail digest included it (each notification is mailed at most once). */
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
  },
  (table) => [
    index("notifications_user_created_idx").on(table.userId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index("notifications_user_unread_idx").on(table.userId, table.notificationType).where(sql`${table.isRead} = false`),
    index("notifications_created_idx").on(table.createdAt),
    uniqueIndex("notifications_source_user_idx").on(table.sourceEventId, table.userId),
    check("notifications_title_present", sql`${table.title} is not null or ${table.titleKey} is not null`),
    check("notifications_message_present", sql`${table.message} is not null or ${table.messageKey} is not null`),
  ],
);

/** A member's choice per notification type: shown in the app, and sent by e-mail. No row means the type's default. */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    notificationType: text("notification_type").notNull(),
    inApp: boolean("in_app").notNull(),
    byEmail: boolean("by_email").notNull(),
    /** Sent to the member's devices by Web Push (issue 42); null (a choice made before push existed) means the type's default. */
    byPush: boolean("by_push"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.notificationType] })],
);

/** When a member's last notification digest was mailed (at most one an hour). */
export const notificationEmailState = pgTable("notification_email_state", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
});
