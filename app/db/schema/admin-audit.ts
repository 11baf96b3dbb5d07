import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Issue 25 §3: every admin action, written in the action's own transaction, append-only (migration
 * 0036's trigger refuses UPDATE, DELETE and TRUNCATE). Who (`actor_id`, no foreign key: the record
 * outlives accounts), what (`action`, a catalog key), on what (`target_type`, `target_id`), whom it
 * concerns (`subject_id`, the member, for filters and the member's export), before and after, when
 * and from which address.
 */
export const adminAudit = pgTable(
  "admin_audit",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: text("actor_id").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    subjectId: text("subject_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    ip: text("ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("admin_audit_recent_idx").on(table.createdAt.desc(), table.id.desc()),
    index("admin_audit_actor_idx").on(table.actorId, table.createdAt.desc()),
    index("admin_audit_subject_idx").on(table.subjectId, table.createdAt.desc()).where(sql`${table.subjectId} is not null`),
    index("admin_audit_action_idx").on(table.action, table.createdAt.desc()),
  ],
);
