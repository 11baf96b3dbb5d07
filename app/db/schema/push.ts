import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { DATABASE_TEXT_LIMITS } from "../text-limits";
import { session, user } from "./auth";
import { notifications } from "./notifications";

/**
 * Issue 42: one browser's Web Push subscription (a device), made by a member who pressed 'Activar en
 * este dispositivo'. It belongs to the session that made it, so signing out of that device (the session
 * row deleted) removes it, as does deleting the account. The endpoint is unique: a device that a second
 * member turns on passes to them. A push service answering 404/410 deletes the row.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    sessionId: text("session_id")
      .notNull()
      .references(() => session.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    /** The browser's P-256 public key (base64url, RFC 8291 `ua_public`). */
    p256dh: text("p256dh").notNull(),
    /** The browser's authentication secret (base64url, 16 bytes). */
    auth: text("auth").notNull(),
    /** What the member sees in the device list, e.g. 'Chrome en Android' (from the browser's user agent). */
    label: text("label").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
    /** Failed sends in a row (reset by a success); shown to the member when a device stops answering. */
    failures: integer("failures").notNull().default(0),
  },
  (table) => [
    index("push_subscriptions_user_idx").on(table.userId, table.createdAt),
    index("push_subscriptions_session_idx").on(table.sessionId),
    check(
      "push_subscriptions_endpoint_length",
      sql`char_length(${table.endpoint}) <= ${sql.raw(String(DATABASE_TEXT_LIMITS["push_subscriptions.endpoint"].max))}`,
    ),
    check("push_subscriptions_label_length", sql`char_length(${table.label}) <= ${sql.raw(String(DATABASE_TEXT_LIMITS["push_subscriptions.label"].max))}`),
  ],
);

/**
 * A notification handed to one device's push service: the row is written before the send (so a retry
 * never sends it twice) and removed again when the push service could not take it (so a retry sends it).
 */
export const pushDeliveries = pgTable(
  "push_deliveries",
  {
    notificationId: bigint("notification_id", { mode: "number" })
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    subscriptionId: text("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.notificationId, table.subscriptionId] }), index("push_deliveries_subscription_idx").on(table.subscriptionId)],
);
