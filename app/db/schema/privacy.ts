import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * Issue 25 §1: an account whose owner asked for its deletion. While the row exists (the 14-day grace
 * period) the account has no sessions, gets none, and is hidden from searches, lists and suggestions;
 * deleting the row (the owner cancels) restores it. `paused` remembers what the request switched off
 * (a company's published website and its open offers) so a cancellation puts it back.
 */
export const accountDeletions = pgTable(
  "account_deletions",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    deleteAfter: timestamp("delete_after", { withTimezone: true }).notNull(),
    paused: jsonb("paused").notNull().default(sql`'{}'::jsonb`),
  },
  (table) => [index("account_deletions_due_idx").on(table.deleteAfter)],
);

export const EXPORT_STATUSES = ["pending", "ready", "failed"] as const;

/**
 * Issue 25 §1: a member's data export, prepared in the background into a ZIP of the private
 * `data-exports` bucket; downloadable by its owner until `expires_at` (7 days), one per 24 hours.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status", { enum: EXPORT_STATUSES }).notNull().default("pending"),
    fileKey: text("file_key"),
    size: integer("size"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (table) => [
    index("data_exports_user_idx").on(table.userId, table.createdAt.desc()),
    index("data_exports_expiry_idx").on(table.expiresAt).where(sql`${table.fileKey} is not null`),
    check("data_exports_status", sql`${table.status} in ('pending', 'ready', 'failed')`),
  ],
);

export const PRIVACY_REQUEST_KINDS = ["access", "correction", "objection"] as const;
/** Sections of what other accounts keep about a member, each a list of plain rows (issue 41). */
export type HeldAboutMember = { section: string; rows: Record<string, string | null>[] }[];

export const PRIVACY_REQUEST_STATUSES = ["open", "answered"] as const;

/**
 * Issue 25 §1: a member's access, correction or objection request, with the deadline it must be
 * answered by (five business days, Uruguay's term, the strictest of the region, for everyone) and
 * the admin's answer.
 */
export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: PRIVACY_REQUEST_KINDS }).notNull(),
    details: text("details").notNull(),
    /** The member's country when they filed it (ISO code or the profile's text), for the legal term shown beside the deadline. */
    country: text("country"),
    status: text("status", { enum: PRIVACY_REQUEST_STATUSES }).notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredBy: text("answered_by").references(() => user.id, { onDelete: "set null" }),
    answer: text("answer"),
    /** Issue 41: what other accounts keep about the member (companies' notes), given with the answer to an access request; read when it was answered. */
    heldAboutMember: jsonb("held_about_member").$type<HeldAboutMember>(),
  },
  (table) => [
    index("privacy_requests_queue_idx").on(table.status, table.dueAt),
    index("privacy_requests_user_idx").on(table.userId, table.createdAt.desc()),
    check("privacy_requests_kind", sql`${table.kind} in ('access', 'correction', 'objection')`),
    check("privacy_requests_status", sql`${table.status} in ('open', 'answered')`),
  ],
);
