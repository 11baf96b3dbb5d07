import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * Spec §3 messages. Deletion is soft and per side. Indexes serve the inbox and the sent list (newest
 * first, without the side's deleted rows), the unread count, and the daily count of a sender's
 * distinct recipients (only the messages that count toward the quota).
 */
export const messages = pgTable(
  "messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    senderId: text("sender_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    recipientId: text("recipient_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    content: text("content").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    readAt: timestamp("read_at", { withTimezone: true }),
    senderDeleted: boolean("sender_deleted").notNull().default(false),
    recipientDeleted: boolean("recipient_deleted").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Spec §5: whether this message used one of the sender's daily recipients (an individual writing first); replies and companies' messages never do. */
    countsTowardQuota: boolean("counts_toward_quota").notNull().default(true),
  },
  (table) => [
    // In the pages' exact order (created_at, then id; DESC NULLS FIRST as ORDER BY ... DESC means): a page is an index range, never a sort of the
    // user's whole list. Migration 0017 adds INCLUDE columns (not expressible here) so the
    // conversation list reads only the indexes (decision 017).
    index("messages_inbox_idx")
      .on(table.recipientId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`not ${table.recipientDeleted}`),
    index("messages_sent_idx").on(table.senderId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()).where(sql`not ${table.senderDeleted}`),
    // Migration 0019 adds INCLUDE (sender_id), for the suspended-sender filter of the unread count.
    index("messages_unread_idx").on(table.recipientId).where(sql`not ${table.isRead} and not ${table.recipientDeleted}`),
    index("messages_pair_idx").on(table.senderId, table.recipientId),
    index("messages_quota_idx").on(table.senderId, table.createdAt).where(sql`${table.countsTowardQuota}`),
    // The operator's morning counts read the messages of the last day.
    index("messages_created_idx").on(table.createdAt),
    check("messages_not_self", sql`${table.senderId} <> ${table.recipientId}`),
  ],
);
