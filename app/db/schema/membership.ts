import { sql } from "drizzle-orm";
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * Issue 25 §2: a member's request for a higher membership level, and the admin's decision. At most
 * one pending request per member (the partial unique index), so two clicks at once make one.
 */
export const levelRequests = pgTable(
  "level_requests",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    fromLevel: text("from_level").notNull(),
    requestedLevel: text("requested_level", { enum: ["silver", "gold"] }).notNull(),
    note: text("note"),
    status: text("status", { enum: ["pending", "approved", "refused"] })
      .notNull()
      .default("pending"),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("level_requests_one_pending_idx").on(table.userId).where(sql`${table.status} = 'pending'`),
    index("level_requests_queue_idx").on(table.status, table.createdAt),
    index("level_requests_user_idx").on(table.userId, table.createdAt.desc()),
  ],
);
