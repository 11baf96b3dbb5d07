import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Domain events written in the transaction of the change that causes them (app/lib/outbox). A
 * worker claims due rows, runs every consumer, and marks them processed; a row whose consumers keep
 * failing is parked (parked_at) for an admin to see. `locked_until` is the claim's lease: a worker
 * that dies mid-run leaves the row to be claimed again once the lease is over.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    type: text("type").notNull(),
    payload: jsonb("payload").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    availableAt: timestamp("available_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    parkedAt: timestamp("parked_at", { withTimezone: true }),
  },
  (table) => [
    index("outbox_due_idx").on(table.availableAt, table.id).where(sql`${table.processedAt} is null and ${table.parkedAt} is null`),
    index("outbox_parked_idx").on(table.parkedAt).where(sql`${table.parkedAt} is not null`),
    index("outbox_processed_idx").on(table.processedAt).where(sql`${table.processedAt} is not null`),
  ],
);
