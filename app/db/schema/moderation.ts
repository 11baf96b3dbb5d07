import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { DATABASE_TEXT_LIMITS } from "../text-limits";
import { user } from "./auth";

/** The reasons a member may give for a report (the form's select offers exactly these). */
export const REPORT_REASONS = ["spam", "harassment", "fake_profile", "inappropriate", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_TARGETS = ["message", "profile", "review", "course_review"] as const;
export const REPORT_STATUSES = ["open", "dismissed", "actioned"] as const;
/** The longest optional explanation a report keeps, in code points. */
export const REPORT_DETAILS_MAX = DATABASE_TEXT_LIMITS["reports.details"].max;

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/**
 * Who blocked whom (decision 016). One row per pair, never oneself. The primary key answers "did A
 * block B" in both directions with two probes and serves the blocker's exclusions; the blocker's list
 * is read newest first; the blocked side has its own index (lookups and the user cascade).
 */
export const userBlocks = pgTable(
  "user_blocks",
  {
    blockerId: text("blocker_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    blockedId: text("blocked_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "user_blocks_pair_pk", columns: [table.blockerId, table.blockedId] }),
    index("user_blocks_blocker_created_idx").on(table.blockerId, table.createdAt.desc().nullsFirst()),
    index("user_blocks_blocked_idx").on(table.blockedId, table.blockerId),
    check("user_blocks_not_self", sql`${table.blockerId} <> ${table.blockedId}`),
  ],
);

/**
 * Reports of a message or a profile for the moderation queue. `target_user_id` is the account
 * reported (a message's other party). One open report per reporter and target (a partial unique
 * index), so a double click never queues two.
 */
export const reports = pgTable(
  "reports",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    targetType: text("target_type", { enum: REPORT_TARGETS }).notNull(),
    targetId: text("target_id").notNull(),
    targetUserId: text("target_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    details: text("details"),
    status: text("status", { enum: REPORT_STATUSES }).notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: text("resolved_by").references(() => user.id, { onDelete: "set null" }),
  },
  (table) => [
    index("reports_status_created_idx").on(table.status, table.createdAt.desc().nullsFirst()),
    index("reports_created_idx").on(table.createdAt.desc().nullsFirst()),
    index("reports_target_user_idx").on(table.targetUserId),
    index("reports_reporter_idx").on(table.reporterId),
    uniqueIndex("reports_open_once_idx").on(table.reporterId, table.targetType, table.targetId).where(sql`${table.status} = 'open'`),
    check("reports_target_type", sql`${table.targetType} in (${inList(REPORT_TARGETS)})`),
    check("reports_reason", sql`${table.reason} in (${inList(REPORT_REASONS)})`),
    check("reports_status", sql`${table.status} in (${inList(REPORT_STATUSES)})`),
    check("reports_details_length", sql`char_length(${table.details}) <= ${sql.raw(String(REPORT_DETAILS_MAX))}`),
    check("reports_not_self", sql`${table.reporterId} <> ${table.targetUserId}`),
  ],
);

/**
 * Suspended accounts (decision 016): one row while an account is suspended, deleted when it is
 * reinstated. A suspended account cannot sign in, its sessions resolve to nobody (`session_actor`),
 * and its profile is hidden from everyone but admins.
 */
export const accountSuspensions = pgTable("account_suspensions", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  suspendedAt: timestamp("suspended_at", { withTimezone: true }).notNull().defaultNow(),
  suspendedBy: text("suspended_by").references(() => user.id, { onDelete: "set null" }),
  reportId: bigint("report_id", { mode: "number" }).references(() => reports.id, { onDelete: "set null" }),
  /** Issue 25 §4: why the admin suspended the account, told to the member by e-mail (null for suspensions older than the rule). */
  reason: text("reason"),
  /** SHA-256 of the token in the suspension e-mail's appeal link (the token itself is never stored); the link dies with the suspension. */
  appealTokenHash: text("appeal_token_hash").unique(),
});

export const APPEAL_STATUSES = ["open", "lifted", "upheld"] as const;

/**
 * Issue 25 §4: a suspended member's appeal, sent from the link in their suspension e-mail, for the
 * admins' queue. One open appeal per member at a time (the partial unique index); an admin lifts the
 * suspension or upholds it, with a reason the member is told.
 */
export const suspensionAppeals = pgTable(
  "suspension_appeals",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    status: text("status", { enum: APPEAL_STATUSES }).notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    decisionReason: text("decision_reason"),
  },
  (table) => [
    uniqueIndex("suspension_appeals_one_open_idx").on(table.userId).where(sql`${table.status} = 'open'`),
    index("suspension_appeals_queue_idx").on(table.status, table.createdAt),
    check("suspension_appeals_status", sql`${table.status} in (${inList(APPEAL_STATUSES)})`),
  ],
);
