import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { DATABASE_TEXT_LIMITS } from "../text-limits";
import { user } from "./auth";

/**
 * Spec §3 job_offers plus what a job board needs (issue 11, decision 018). Only `active` offers are
 * public. `search_text` (title, description, requirements; lower-cased, unaccented) is kept by a
 * trigger (migration 0018) for the trigram search. Indexes are in the pages' exact order
 * (DESC NULLS FIRST, as ORDER BY ... DESC means): the public list, a country's list, a company's offers.
 */
export const jobOffers = pgTable(
  "job_offers",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    country: text("country").notNull(),
    city: text("city"),
    remoteAllowed: boolean("remote_allowed").notNull().default(false),
    /** Issue 36 §2: the whole work can be done remotely (implies remote_allowed); otherwise remote work is only partly allowed and the offer keeps its place. */
    fullyRemote: boolean("fully_remote").notNull().default(false),
    jobType: text("job_type").notNull(),
    experienceLevel: text("experience_level"),
    category: text("category").array().notNull().default(sql`'{}'::text[]`),
    requirements: text("requirements").array().notNull().default(sql`'{}'::text[]`),
    salaryMin: integer("salary_min"),
    salaryMax: integer("salary_max"),
    salaryCurrency: text("salary_currency"),
    validThrough: date("valid_through"),
    /** Issue 27: the days of the work itself (an event, a tour), both included, when the offer has them; the company sees who is free on them. */
    workStartsOn: date("work_starts_on"),
    workEndsOn: date("work_ends_on"),
    status: text("status", { enum: ["draft", "active", "closed"] })
      .notNull()
      .default("draft"),
    viewsCount: integer("views_count").notNull().default(0),
    creatorId: text("creator_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    creatorType: text("creator_type", { enum: ["company"] })
      .notNull()
      .default("company"),
    /** Title, description and requirements, lower-cased without accents: kept by a trigger (migration 0018). */
    searchText: text("search_text").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the offer first becomes active; the public list is ordered by it. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (table) => {
    const active = sql`${table.status} = 'active'`;
    return [
      index("job_offers_active_idx").on(table.publishedAt.desc().nullsFirst(), table.id.desc().nullsFirst()).where(active),
      index("job_offers_active_country_idx").on(table.country, table.publishedAt.desc().nullsFirst(), table.id.desc().nullsFirst()).where(active),
      index("job_offers_creator_idx").on(table.creatorId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
      index("job_offers_search_trgm_idx").using("gin", table.searchText.op("gin_trgm_ops")),
      index("job_offers_category_idx").using("gin", table.category),
      check("job_offers_status", sql`${table.status} in ('draft', 'active', 'closed')`),
      check("job_offers_creator_type", sql`${table.creatorType} = 'company'`),
      check("job_offers_job_type", sql`${table.jobType} in ('full_time', 'part_time', 'freelance', 'temporary', 'internship')`),
      check(
        "job_offers_salary_positive",
        sql`(${table.salaryMin} is null or ${table.salaryMin} >= 0) and (${table.salaryMax} is null or ${table.salaryMax} >= 0)`,
      ),
      check("job_offers_salary_range", sql`${table.salaryMin} is null or ${table.salaryMax} is null or ${table.salaryMin} <= ${table.salaryMax}`),
      check("job_offers_views_positive", sql`${table.viewsCount} >= 0`),
      check(
        "job_offers_work_dates",
        sql`(${table.workStartsOn} is null) = (${table.workEndsOn} is null) and (${table.workStartsOn} is null or ${table.workStartsOn} <= ${table.workEndsOn})`,
      ),
    ];
  },
);

/**
 * Spec §3 job_applications: one per applicant and offer (the unique index holds under concurrent
 * clicks). Indexed for an offer's applications and an applicant's, newest first.
 */
export const jobApplications = pgTable(
  "job_applications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    jobId: bigint("job_id", { mode: "number" })
      .notNull()
      .references(() => jobOffers.id, { onDelete: "cascade" }),
    applicantId: text("applicant_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "reviewed", "contacted", "accepted", "rejected"] })
      .notNull()
      .default("pending"),
    coverLetter: text("cover_letter").notNull().default(""),
    /** A copy of the applicant's CV at the time of applying, in the `cvs` bucket; null until copies are made. */
    cvPath: text("cv_path"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("job_applications_pair_idx").on(table.jobId, table.applicantId),
    index("job_applications_job_idx").on(table.jobId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index("job_applications_applicant_idx").on(table.applicantId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // The operator's morning counts read the applications of the last day.
    index("job_applications_created_idx").on(table.createdAt),
    check("job_applications_status", sql`${table.status} in ('pending', 'reviewed', 'contacted', 'accepted', 'rejected')`),
    check(
      "job_applications_cover_letter_length",
      sql`char_length(${table.coverLetter}) <= ${sql.raw(String(DATABASE_TEXT_LIMITS["job_applications.cover_letter"].max))}`,
    ),
  ],
);

/** Who has seen an offer on which UTC day: `views_count` grows once per visitor key and day; days before yesterday are deleted daily (by `day`). */
export const jobOfferViews = pgTable(
  "job_offer_views",
  {
    jobId: bigint("job_id", { mode: "number" })
      .notNull()
      .references(() => jobOffers.id, { onDelete: "cascade" }),
    viewerKey: text("viewer_key").notNull(),
    day: date("day").notNull(),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.viewerKey, table.day] }), index("job_offer_views_day_idx").on(table.day)],
);
