import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { DATABASE_TEXT_LIMITS } from "../text-limits";
import { user } from "./auth";

/**
 * Issue 41 (decision 070): a company's recruiting tools. Lists of technicians with a note each, a
 * private note per technician, and saved talent searches whose alerts tell the company of new
 * matches. Everything here belongs to one company's account and is read by nobody else.
 */

const limit = (key: keyof typeof DATABASE_TEXT_LIMITS) => sql.raw(String(DATABASE_TEXT_LIMITS[key].max));
const minimum = (key: keyof typeof DATABASE_TEXT_LIMITS) => sql.raw(String((DATABASE_TEXT_LIMITS[key] as { min?: number }).min ?? 0));

/** Where a technician was added to a list from. */
export const TALENT_LIST_SOURCES = ["search", "page", "application", "booking", "list"] as const;
export type TalentListSource = (typeof TALENT_LIST_SOURCES)[number];

export const talentLists = pgTable(
  "talent_lists",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("talent_lists_company_name_idx").on(table.companyId, sql`lower(${table.name})`),
    index("talent_lists_company_idx").on(table.companyId, table.updatedAt.desc()),
    check("talent_lists_name_length", sql`char_length(${table.name}) between ${minimum("talent_lists.name")} and ${limit("talent_lists.name")}`),
  ],
);

export const talentListMembers = pgTable(
  "talent_list_members",
  {
    listId: text("list_id")
      .notNull()
      .references(() => talentLists.id, { onDelete: "cascade" }),
    technicianId: text("technician_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The company's note on this technician in this list ('' when none). */
    note: text("note").notNull().default(""),
    /** The order the company gave the list (ascending; new ones go last). */
    position: integer("position").notNull(),
    source: text("source", { enum: TALENT_LIST_SOURCES }).notNull().default("search"),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.listId, table.technicianId] }),
    index("talent_list_members_order_idx").on(table.listId, table.position),
    index("talent_list_members_technician_idx").on(table.technicianId),
    check("talent_list_members_note_length", sql`char_length(${table.note}) <= ${limit("talent_list_members.note")}`),
    check("talent_list_members_source", sql`${table.source} in ('search', 'page', 'application', 'booking', 'list')`),
  ],
);

/** A company's private note on a technician: one per company and technician, shown only to that company. */
export const talentNotes = pgTable(
  "talent_notes",
  {
    companyId: text("company_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    technicianId: text("technician_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    note: text("note").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.technicianId] }),
    index("talent_notes_technician_idx").on(table.technicianId),
    check("talent_notes_note_length", sql`char_length(${table.note}) between ${minimum("talent_notes.note")} and ${limit("talent_notes.note")}`),
  ],
);

/** The filters of a saved technician search, as the search's URL carries them (blank: any). */
export type TalentSearchFilters = { q: string; skills: string[]; country: string; city: string; from: string | null; to: string | null };

export const talentSearches = pgTable(
  "talent_searches",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The text searched, as /technicians searches it ('' when none). */
    q: text("q").notNull().default(""),
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    country: text("country").notNull().default(""),
    city: text("city").notNull().default(""),
    /** The dates the technicians should be free on (both or neither). */
    fromDate: date("from_date"),
    toDate: date("to_date"),
    /** Whether new matches are announced (the one-click unsubscribe turns it off). */
    alerts: boolean("alerts").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the company last opened the search's matches (new ones are those after it). */
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("talent_searches_company_idx").on(table.companyId, table.createdAt.desc()),
    index("talent_searches_alerts_idx").on(table.id).where(sql`${table.alerts}`),
    check("talent_searches_name_length", sql`char_length(${table.name}) between ${minimum("talent_searches.name")} and ${limit("talent_searches.name")}`),
    check("talent_searches_q_length", sql`char_length(${table.q}) <= ${limit("talent_searches.q")}`),
    check(
      "talent_searches_dates",
      sql`(${table.fromDate} is null) = (${table.toDate} is null) and (${table.fromDate} is null or ${table.fromDate} <= ${table.toDate})`,
    ),
  ],
);

/** Why a technician matched a saved search: a new technician (or a changed profile) who matches, or one who became free on its dates. */
export const TALENT_MATCH_KINDS = ["new", "free"] as const;
export type TalentMatchKind = (typeof TALENT_MATCH_KINDS)[number];

/** Each match of a saved search, recorded once: the primary key makes announcing it exactly once. */
export const talentSearchMatches = pgTable(
  "talent_search_matches",
  {
    searchId: text("search_id")
      .notNull()
      .references(() => talentSearches.id, { onDelete: "cascade" }),
    technicianId: text("technician_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: TALENT_MATCH_KINDS }).notNull(),
    matchedAt: timestamp("matched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.searchId, table.technicianId, table.kind] }),
    index("talent_search_matches_recent_idx").on(table.searchId, table.matchedAt.desc()),
    index("talent_search_matches_technician_idx").on(table.technicianId),
    check("talent_search_matches_kind", sql`${table.kind} in ('new', 'free')`),
  ],
);
