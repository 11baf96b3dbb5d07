import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * Spec §3 events (their fields are not shown there; issue 23 §2). Times are instants (`starts_at`,
 * `ends_at`) with the IANA zone they are shown in. `approval` is 'approved' for an admin's event and
 * 'pending' for a company's proposal until an admin approves it (or 'rejected'). `sequence` grows
 * with each change, as RFC 5545 wants of calendar files.
 */
export const events = pgTable(
  "events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    eventType: text("event_type").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    timeZone: text("time_zone").notNull(),
    venue: text("venue"),
    city: text("city"),
    country: text("country"),
    onlineUrl: text("online_url"),
    /** The company that organises it, or null for RedAV. */
    organizerId: text("organizer_id").references(() => user.id, { onDelete: "set null" }),
    capacity: integer("capacity"),
    minLevel: text("min_level", { enum: ["bronze", "silver", "gold"] })
      .notNull()
      .default("bronze"),
    status: text("status", { enum: ["scheduled", "cancelled"] })
      .notNull()
      .default("scheduled"),
    approval: text("approval", { enum: ["approved", "pending", "rejected"] })
      .notNull()
      .default("approved"),
    coverPath: text("cover_path"),
    filesFolder: text("files_folder").notNull().default(sql`('event-' || replace(gen_random_uuid()::text, '-', ''))`),
    sequence: integer("sequence").notNull().default(0),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("events_upcoming_idx").on(table.startsAt, table.id).where(sql`${table.approval} = 'approved'`),
    index("events_organizer_idx").on(table.organizerId, table.startsAt),
    check("events_status_check", sql`${table.status} in ('scheduled', 'cancelled')`),
    check("events_approval_check", sql`${table.approval} in ('approved', 'pending', 'rejected')`),
    check("events_min_level_check", sql`${table.minLevel} in ('bronze', 'silver', 'gold')`),
    check("events_times_check", sql`${table.endsAt} > ${table.startsAt}`),
    check("events_capacity_check", sql`${table.capacity} is null or ${table.capacity} > 0`),
  ],
);

/**
 * 'Asistiré': a member's place at an event, `registered` within the capacity or `waitlisted` after it,
 * in the order they asked (`id`). Cancelling a registered place promotes the first on the list.
 */
export const eventRegistrations = pgTable(
  "event_registrations",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: bigint("event_id", { mode: "number" })
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["registered", "waitlisted"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("event_registrations_member_idx").on(table.eventId, table.userId),
    index("event_registrations_queue_idx").on(table.eventId, table.status, table.id),
    index("event_registrations_user_idx").on(table.userId),
    check("event_registrations_status_check", sql`${table.status} in ('registered', 'waitlisted')`),
  ],
);

/** 'Mi agenda': each member's secret calendar-feed token (reset gives a new one; the old address stops working). */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId] }), uniqueIndex("calendar_feeds_token_idx").on(table.token)],
);
