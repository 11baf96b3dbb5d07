import { sql } from "drizzle-orm";
import { bigint, boolean, check, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { DATABASE_TEXT_LIMITS } from "../text-limits";
import { user } from "./auth";

const QUERY = DATABASE_TEXT_LIMITS["job_alerts.q"];

/**
 * Saved offer searches ('Avisarme de ofertas así', decision 019): the filters of a /jobs URL, a null
 * (or `remote = false`) meaning "any". One row per member and set of filters: the unique constraint
 * treats nulls as equal (NULLS NOT DISTINCT), and its index, led by user_id, serves a member's list
 * and the matching's pages. At least one filter is set; blanks are stored as null.
 */
export const jobAlerts = pgTable(
  "job_alerts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The text searched as /jobs searches it (2 to 100 characters, code points, NFC). */
    q: text("q"),
    /** One AV category, contained in the offer's categories. */
    category: text("category"),
    jobType: text("job_type"),
    experienceLevel: text("experience_level"),
    /** True: only offers that allow remote work; false: any (the list has no "on site only" filter). */
    remote: boolean("remote").notNull().default(false),
    country: text("country"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("job_alerts_filters_unique")
      .on(table.userId, table.q, table.category, table.jobType, table.experienceLevel, table.remote, table.country)
      .nullsNotDistinct(),
    check(
      "job_alerts_some_filter",
      sql`${table.q} is not null or ${table.category} is not null or ${table.jobType} is not null or ${table.experienceLevel} is not null or ${table.remote} or ${table.country} is not null`,
    ),
    check("job_alerts_q_length", sql`char_length(${table.q}) between ${sql.raw(String(QUERY.min))} and ${sql.raw(String(QUERY.max))}`),
    check("job_alerts_no_blank", sql`${table.category} <> '' and ${table.experienceLevel} <> '' and ${table.country} <> ''`),
    check("job_alerts_job_type", sql`${table.jobType} in ('full_time', 'part_time', 'freelance', 'temporary', 'internship')`),
  ],
);
