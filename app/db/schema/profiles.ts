import { sql } from "drizzle-orm";
import { boolean, check, customType, date, index, integer, jsonb, pgSequence, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** One sequence for individuals and companies: no two accounts can ever share a member number. */
export const memberNumberSeq = pgSequence("member_number_seq", { startWith: 100001, minValue: 100001 });

/** A set of date ranges (PostgreSQL 14+), written and read as its text form ('{[2027-01-30,2027-02-01)}'). */
const dateMultirange = customType<{ data: string }>({ dataType: () => "datemultirange" });

const memberNumber = () => integer("member_number").notNull().unique().default(sql`nextval('member_number_seq')`);

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const userProfiles = pgTable(
  "user_profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    email: text("email").notNull().unique(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImage: text("profile_image"),
    profileImageUrl: text("profile_image_url"),
    profileImagePath: text("profile_image_path"),
    specialization: text("specialization"),
    jobTitle: text("job_title").array().notNull().default(sql`'{}'::text[]`),
    city: text("city"),
    country: text("country"),
    /** Null when the member wrote none: the profile shows spec §3's default ('Sin biografía disponible') from the catalog, in the reader's language. */
    bio: text("bio"),
    birthdate: date("birthdate"),
    membershipLevel: text("membership_level").notNull().default("bronze"),
    isAdmin: boolean("is_admin").notNull().default(false),
    isTrainer: boolean("is_trainer").notNull().default(false),
    hasCvEnabled: boolean("has_cv_enabled").notNull().default(false),
    /** The CV's key in the private `cvs` bucket (served only through the download rule). */
    cvPath: text("cv_path"),
    /**
     * Issue 38 (decision 059): the address of the technician's public page, /tecnicos/{handle}: chosen by the
     * member, lower-case ASCII, unique; null until chosen. A former handle answers 301 (profile_handle_redirects).
     */
    handle: text("handle").unique(),
    /**
     * Who sees the public page, and who finds the technician on /explore as a visitor: 'public' (anyone, search
     * engines), 'members' (the page asks a visitor to sign in; the default) or 'hidden'. Replaced 'Perfil público'.
     */
    pageVisibility: text("page_visibility").notNull().default("members"),
    /** The page's parts in the member's order, each shown or hidden ([{ "part": "credits", "shown": true }…]); null: the default order, all shown. */
    pageLayout: jsonb("page_layout"),
    /** A one-line pitch under the name on the public page ('Ingeniero de monitores para giras'). */
    headline: text("headline"),
    /** The languages the technician works in: ISO 639-1 codes (es, en, pt…), labelled from the catalog in the reader's language. */
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    /** Name, job titles, specialization and bio, lower-cased without accents: kept by a trigger (migration 0012) for the trigram search. */
    searchText: text("search_text").notNull().default(""),
    /** A random position fixed at insert: the technician search shows the list rotated from a point the visit picks (decision 015). */
    shuffleKey: integer("shuffle_key").notNull().default(sql`floor(random() * 2147483647)::int`),
    experienceLevel: text("experience_level"),
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    /**
     * Issue 27, decision 032: the technician's calendar as the search reads it, kept by the availability
     * feature on every change: who may see it (null: no calendar), the days marked available, and the
     * days marked available or tentative, each merged into one multirange, so "free on every day of
     * [a, b]" is `@> daterange(a, b, '[]')` on the row the search already reads.
     */
    availabilityVisibility: text("availability_visibility"),
    availableDays: dateMultirange("available_days"),
    maybeDays: dateMultirange("maybe_days"),
    /** Issue 39: the days the technician's bookings hold (options and confirmed work), for the search's 'sin opciones en esas fechas'. */
    heldDays: dateMultirange("held_days"),
    memberNumber: memberNumber(),
    memberSince: date("member_since").notNull().defaultNow(),
    isFoundingMember: boolean("is_founding_member").notNull().default(false),
    /** How the member asks to be addressed (decision 044): feminine, masculine or neutral; null when they did not say (neutral wording). */
    formOfAddress: text("form_of_address"),
    interestAudio: boolean("interest_audio").notNull().default(false),
    interestVideo: boolean("interest_video").notNull().default(false),
    interestLighting: boolean("interest_lighting").notNull().default(false),
    interestMixing: boolean("interest_mixing").notNull().default(false),
    interestRecording: boolean("interest_recording").notNull().default(false),
    interestStreaming: boolean("interest_streaming").notNull().default(false),
    interestLiveevents: boolean("interest_liveevents").notNull().default(false),
    interestProduction: boolean("interest_production").notNull().default(false),
    interestInstallation: boolean("interest_installation").notNull().default(false),
    ...timestamps,
  },
  (table) => {
    const listed = sql`not ${table.isAdmin} and not ${table.isTrainer} and ${table.firstName} is not null and ${table.lastName} is not null`;
    return [
      index("user_profiles_created_at_idx").on(table.createdAt.desc().nullsFirst()),
      index("user_profiles_country_city_idx").on(table.country, table.city),
      index("user_profiles_country_created_idx").on(table.country, table.createdAt.desc().nullsFirst()),
      // The technician list: gold members first (the /membership promise), each tier in the visit's rotation of shuffle_key.
      index("user_profiles_listed_gold_shuffle_idx").on(table.shuffleKey).where(sql`${listed} and ${table.membershipLevel} = 'gold'`),
      index("user_profiles_listed_others_shuffle_idx").on(table.shuffleKey).where(sql`${listed} and ${table.membershipLevel} <> 'gold'`),
      index("user_profiles_search_trgm_idx").using("gin", table.searchText.op("gin_trgm_ops")),
      index("user_profiles_skills_idx").using("gin", table.skills),
      check("user_profiles_page_visibility_check", sql`${table.pageVisibility} in ('public', 'members', 'hidden')`),
      check("user_profiles_handle_check", sql`${table.handle} ~ '^[a-z][a-z0-9-]{2,29}$'`),
    ];
  },
);

export const companyProfiles = pgTable(
  "company_profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    email: text("email").notNull().unique(),
    companyName: text("company_name").notNull(),
    logo: text("logo"),
    /** The logo's base key in the `company-logos` bucket (every size derives from it). */
    logoPath: text("logo_path"),
    description: text("description"),
    city: text("city"),
    country: text("country"),
    companySize: text("company_size", { enum: ["micro", "small", "medium", "large"] }),
    subscriptionTier: text("subscription_tier").notNull().default("bronze"),
    hasFranchises: boolean("has_franchises").notNull().default(false),
    mainCategory: text("main_category"),
    industry: text("industry"),
    subcategories: text("subcategories").array().notNull().default(sql`'{}'::text[]`),
    slug: text("slug").unique(),
    website: text("website"),
    isAdmin: boolean("is_admin").notNull().default(false),
    memberNumber: memberNumber(),
    memberSince: date("member_since").notNull().defaultNow(),
    isFoundingMember: boolean("is_founding_member").notNull().default(false),
    ...timestamps,
  },
  (table) => [index("company_profiles_created_at_idx").on(table.createdAt.desc().nullsFirst())],
);
