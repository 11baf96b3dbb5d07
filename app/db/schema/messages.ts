import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { DATABASE_TEXT_LIMITS } from "../text-limits";
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

/** Issue 41: the kinds of file a message may carry, each checked by its content. */
export const MESSAGE_FILE_KINDS = ["image", "pdf", "spreadsheet", "document", "text"] as const;
export type MessageFileKind = (typeof MESSAGE_FILE_KINDS)[number];

/**
 * Files sent with messages (issue 41, decision 071), stored in the private `message-files` bucket under
 * the sender's folder (so they count in the sender's quota). A file is uploaded first (pending:
 * no link yet) and then linked to one message, or to several when a company writes to a list at
 * once. It is removed when no message links it any more (both sides deleted each message, or the
 * sender's account was erased), and a pending one after a day.
 */
export const messageFiles = pgTable(
  "message_files",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The stored file's key (for an image, the base of its sizes). */
    storageKey: text("storage_key").notNull(),
    /** The name the sender's file had, cleaned (shown and offered when downloading). */
    fileName: text("file_name").notNull(),
    kind: text("kind", { enum: MESSAGE_FILE_KINDS }).notNull(),
    contentType: text("content_type").notNull(),
    /** Bytes stored (every size of an image together). */
    size: integer("size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When it was first sent with a message; null while pending. */
    attachedAt: timestamp("attached_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("message_files_key_idx").on(table.storageKey),
    index("message_files_owner_idx").on(table.ownerId, table.createdAt),
    index("message_files_pending_idx").on(table.createdAt).where(sql`${table.attachedAt} is null`),
    check("message_files_kind", sql`${table.kind} in ('image', 'pdf', 'spreadsheet', 'document', 'text')`),
    check(
      "message_files_name_length",
      sql`char_length(${table.fileName}) between ${sql.raw(String(DATABASE_TEXT_LIMITS["message_files.file_name"].min))} and ${sql.raw(String(DATABASE_TEXT_LIMITS["message_files.file_name"].max))}`,
    ),
  ],
);

/** Which files each message carries, in the order they were attached (at most 5 a message). */
export const messageFileLinks = pgTable(
  "message_file_links",
  {
    messageId: bigint("message_id", { mode: "number" })
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    fileId: text("file_id")
      .notNull()
      .references(() => messageFiles.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.fileId] }), index("message_file_links_file_idx").on(table.fileId)],
);
