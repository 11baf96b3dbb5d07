import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { companyProfiles } from "./profiles";

/**
 * Spec §3 company_websites (issue 24): one per company. `data` is what `/empresa/{slug}` shows once
 * `is_published`; `draft` is the editor's copy, autosaved, copied into `data` on publishing.
 * `slug` follows the company profile's (migration 0035's trigger), so the spec's lookup by slug
 * stays one row. `preview_token` opens the draft to whoever has the private link.
 */
export const companyWebsites = pgTable(
  "company_websites",
  {
    companyId: text("company_id")
      .primaryKey()
      .references(() => companyProfiles.id, { onDelete: "cascade" }),
    slug: text("slug").unique(),
    isPublished: boolean("is_published").notNull().default(false),
    data: jsonb("data").notNull().default(sql`'{}'::jsonb`),
    draft: jsonb("draft").notNull().default(sql`'{}'::jsonb`),
    previewToken: text("preview_token").notNull(),
    /** The language the site speaks (decision 045): es, en or pt, chosen in the editor; new sites take it from the company's country. */
    language: text("language").notNull().default("es"),
    draftSavedAt: timestamp("draft_saved_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The sitemap lists published sites, newest first.
  (table) => [
    index("company_websites_published_idx").on(table.publishedAt.desc()).where(sql`${table.isPublished}`),
    check("company_websites_language_check", sql`${table.language} in ('es', 'en', 'pt')`),
  ],
);

/** A company's former address: `/empresa/{old_slug}` answers 301 to its current one for a year (issue 24 §2). */
export const companyWebsiteRedirects = pgTable("company_website_redirects", {
  oldSlug: text("old_slug").primaryKey(),
  companyId: text("company_id")
    .notNull()
    .references(() => companyProfiles.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
