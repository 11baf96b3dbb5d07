import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { bookings } from "./bookings";
import { userProfiles } from "./profiles";

/**
 * Issue 38 (decision 059): the parts of a technician's public page, /tecnicos/{handle}, beyond the
 * profile's own columns (handle, visibility, layout, headline and languages live on user_profiles).
 */

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** A technician's former handle: /tecnicos/{handle} answers 301 to the current one; nobody else may take it. */
export const profileHandleRedirects = pgTable(
  "profile_handle_redirects",
  {
    handle: text("handle").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => userProfiles.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("profile_handle_redirects_user_idx").on(table.userId)],
);

/**
 * A show credit: a production or event the technician worked, in a role, at a venue, on a date or range.
 * `position` is the member's order (0 first; new credits take their place newest first). `company_id`
 * names the RedAV company when the member picked one; `verified_at` is set only by that company's
 * confirmation (the bookings issue): until then the credit is self-declared and says so.
 */
export const showCredits = pgTable(
  "show_credits",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => userProfiles.id, { onDelete: "cascade" }),
    production: text("production").notNull(),
    /** A code of app/lib/vocabulary/crew-roles.ts ('foh', 'monitors', 'lighting'…), labelled in the reader's language. */
    role: text("role").notNull(),
    venue: text("venue"),
    city: text("city"),
    /** ISO 3166-1 alpha-2, as the profile's country. */
    country: text("country"),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on"),
    companyName: text("company_name"),
    companyId: text("company_id").references(() => user.id, { onDelete: "set null" }),
    link: text("link"),
    position: integer("position").notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    /** The technician lets the company show this credit among its confirmed crew on its site. */
    showOnCompanySite: boolean("show_on_company_site").notNull().default(true),
    /** Issue 39: the done booking this verified credit came from (one credit per booking). */
    bookingId: text("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    /** The technician keeps the credit off their page (a verified credit cannot be edited, only hidden). */
    hidden: boolean("hidden").notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index("show_credits_user_position_idx").on(table.userId, table.position),
    index("show_credits_company_idx").on(table.companyId, table.startsOn.desc()).where(sql`${table.companyId} is not null`),
    uniqueIndex("show_credits_booking_idx").on(table.bookingId),
    check("show_credits_dates_check", sql`${table.endsOn} is null or ${table.endsOn} >= ${table.startsOn}`),
  ],
);

/**
 * A photo (a stored file in the public `profile-media` bucket, with its alt text) or a video link
 * (YouTube or Vimeo, played in privacy-enhanced mode) on the technician's page, in the member's order.
 */
export const profileMedia = pgTable(
  "profile_media",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => userProfiles.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** The photo's key in the `profile-media` bucket ({userId}/…); null for a video. */
    fileKey: text("file_key"),
    /** The video's address as the member pasted it; null for a photo. */
    videoUrl: text("video_url"),
    /** What the photo shows, read aloud by screen readers (required for photos); a video's title. */
    alt: text("alt").notNull(),
    caption: text("caption"),
    width: integer("width"),
    height: integer("height"),
    position: integer("position").notNull(),
    ...timestamps,
  },
  (table) => [
    index("profile_media_user_position_idx").on(table.userId, table.position),
    check("profile_media_kind_check", sql`${table.kind} in ('photo', 'video')`),
    check(
      "profile_media_source_check",
      sql`(${table.kind} = 'photo' and ${table.fileKey} is not null) or (${table.kind} = 'video' and ${table.videoUrl} is not null)`,
    ),
  ],
);

/** Equipment the technician owns and can bring: a category code, brand, model and how many. */
export const kitItems = pgTable(
  "kit_items",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => userProfiles.id, { onDelete: "cascade" }),
    /** A code of app/lib/vocabulary/kit-categories.ts ('audio', 'lighting', 'rigging'…). */
    category: text("category").notNull(),
    brand: text("brand").notNull(),
    model: text("model").notNull(),
    quantity: integer("quantity").notNull().default(1),
    position: integer("position").notNull(),
    ...timestamps,
  },
  (table) => [
    index("kit_items_user_position_idx").on(table.userId, table.position),
    check("kit_items_quantity_check", sql`${table.quantity} between 1 and 999`),
  ],
);
