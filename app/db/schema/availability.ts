import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { DATABASE_TEXT_LIMITS } from "../text-limits";

export {
  AVAILABILITY_STATUSES,
  AVAILABILITY_VISIBILITIES,
  type AvailabilityStatus,
  type AvailabilityVisibility,
  HOLD_KINDS,
  type HoldKind,
} from "../availability-values";

import { AVAILABILITY_STATUSES, AVAILABILITY_VISIBILITIES, HOLD_KINDS } from "../availability-values";
import { user } from "./auth";
import { bookings } from "./bookings";

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/**
 * A technician's marks (issue 27, decision 032): one row per run of days with the same status,
 * places and note, the days being the technician's local calendar days, both ends included. A
 * technician's rows never overlap (the use cases split and merge under the settings row's lock), so
 * "covered on every day of [a, b]" is the sum of the overlaps of at most b − a + 1 rows, read from
 * (user_id, ends_on) in order. Days before yesterday (UTC) are deleted daily.
 */
export const availabilityRanges = pgTable(
  "availability_ranges",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on").notNull(),
    status: text("status", { enum: AVAILABILITY_STATUSES }).notNull(),
    /** Cities or countries where the technician can work on these days, as written (empty: wherever the profile says). */
    places: text("places").array().notNull().default(sql`'{}'::text[]`),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("availability_ranges_user_ends_idx").on(table.userId, table.endsOn),
    index("availability_ranges_ends_idx").on(table.endsOn),
    check("availability_ranges_order", sql`${table.startsOn} <= ${table.endsOn}`),
    check("availability_ranges_status", sql`${table.status} in (${inList(AVAILABILITY_STATUSES)})`),
    check("availability_ranges_note_length", sql`char_length(${table.note}) <= ${sql.raw(String(DATABASE_TEXT_LIMITS["availability_ranges.note"].max))}`),
  ],
);

/**
 * A technician's calendar settings: who sees it, the time zone that says which day is "today" for
 * them, when they last changed a mark (the 30-day reminder reads it) and when they were last reminded.
 * The row exists once they open or change their calendar; its lock serialises their changes.
 */
export const availabilitySettings = pgTable(
  "availability_settings",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    visibility: text("visibility", { enum: AVAILABILITY_VISIBILITIES }).notNull().default("companies"),
    timeZone: text("time_zone").notNull(),
    calendarUpdatedAt: timestamp("calendar_updated_at", { withTimezone: true }),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    /** Whether the marked days go into the technician's private 'Mi agenda' feed (issue 36; they do unless the technician leaves them out). */
    inAgendaFeed: boolean("in_agenda_feed").notNull().default(true),
  },
  (table) => [
    index("availability_settings_updated_idx").on(table.calendarUpdatedAt),
    check("availability_settings_visibility", sql`${table.visibility} in (${inList(AVAILABILITY_VISIBILITIES)})`),
  ],
);

/**
 * Issue 39: the days a booking holds in its technician's calendar, written by the bookings feature
 * through availability's door in the booking's transaction. The calendar shows options and confirmed
 * days apart from the technician's own marks; confirmed days are busy whatever the marks say, and the
 * search's copy (user_profiles.held_days, available_days) follows them.
 */
export const availabilityHolds = pgTable(
  "availability_holds",
  {
    bookingId: text("booking_id")
      .primaryKey()
      .references(() => bookings.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The company the days are held for: confirmed work is in its 'Mi agenda' too. */
    companyId: text("company_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on").notNull(),
    kind: text("kind", { enum: HOLD_KINDS }).notNull(),
    /** 1 = primera opción… (1 for confirmed work). */
    rank: integer("rank").notNull(),
    /** What the technician's own calendar and agenda call it: the production's name. */
    label: text("label").notNull(),
  },
  (table) => [
    index("availability_holds_user_ends_idx").on(table.userId, table.endsOn),
    index("availability_holds_company_ends_idx").on(table.companyId, table.endsOn),
    check("availability_holds_order", sql`${table.startsOn} <= ${table.endsOn}`),
    check("availability_holds_kind", sql`${table.kind} in (${inList(HOLD_KINDS)})`),
  ],
);
