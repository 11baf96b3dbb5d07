import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { BOOKING_ASKS, BOOKING_SIDES, BOOKING_STATUSES, RELEASE_CAUSES, REVIEW_AUTHORS } from "../booking-values";
import { DATABASE_TEXT_LIMITS } from "../text-limits";
import { user } from "./auth";

export {
  BOOKING_ASKS,
  BOOKING_SIDES,
  BOOKING_STATUSES,
  type BookingAsk,
  type BookingSide,
  type BookingStatus,
  HOLDING_STATUSES,
  RELEASE_CAUSES,
  REVIEW_AUTHORS,
  type ReviewAuthor,
} from "../booking-values";

import { jobOffers } from "./job-board";

/**
 * Issue 39 (decision 065): bookings the way crews work. A company asks a technician for dates; the
 * technician answers with an option (primera opción when nobody holds those days, segunda and so on
 * otherwise) or declines; the first option confirms; a lower option may challenge the first, who then
 * has a deadline to confirm or release; after the last day the company says the work was done (a
 * verified credit) or marks a no-show. Every change happens under the technician's lock (their days).
 */

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));
const limit = (key: keyof typeof DATABASE_TEXT_LIMITS) => sql.raw(String(DATABASE_TEXT_LIMITS[key].max));

export const bookings = pgTable(
  "bookings",
  {
    id: text("id").primaryKey(),
    companyId: text("company_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    technicianId: text("technician_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The dated offer the request came from, if any. */
    offerId: bigint("offer_id", { mode: "number" }).references(() => jobOffers.id, { onDelete: "set null" }),
    /** Where the request was started: search, page, offer, conversation (for the company's lists). */
    source: text("source").notNull().default("search"),
    production: text("production").notNull(),
    /** A code of app/lib/vocabulary/crew-roles.ts. */
    role: text("role").notNull(),
    venue: text("venue"),
    city: text("city").notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text("country").notNull(),
    /** The place's IANA time zone: a booking's days are the place's local days. */
    timeZone: text("time_zone").notNull(),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on").notNull(),
    /** Optional call time per day: { "2026-12-05": "08:00" }. */
    callTimes: jsonb("call_times").$type<Record<string, string>>().notNull().default({}),
    /** Optional day rate in whole units of `currency` (ISO 4217). */
    dayRate: integer("day_rate"),
    currency: text("currency"),
    notes: text("notes"),
    asksFor: text("asks_for", { enum: BOOKING_ASKS }).notNull().default("option"),
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default("requested"),
    /** 1 = primera opción… among the holds of overlapping days, by `held_at`; null when not holding. */
    rank: integer("rank"),
    /** When the technician accepted: the order of the options. */
    heldAt: timestamp("held_at", { withTimezone: true }),
    /** The last day the option (or the unanswered request) holds, in the place's time zone; at most 30 days from the request. */
    expiresOn: date("expires_on").notNull(),
    /** The first instant after `expires_on` in the place's time zone. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The technician accepted a confirmation in advance: the company's confirmation confirms at once. */
    preAccepted: boolean("pre_accepted").notNull().default(false),
    /** Set on a first option that a lower option challenged: confirm or release before it, or silence releases it. */
    challengeDeadline: timestamp("challenge_deadline", { withTimezone: true }),
    challengedBy: text("challenged_by"),
    releaseCause: text("release_cause", { enum: RELEASE_CAUSES }),
    declineReason: text("decline_reason"),
    cancelReason: text("cancel_reason"),
    cancelledBy: text("cancelled_by", { enum: BOOKING_SIDES }),
    /** A confirmed booking cancelled less than 72 hours before its first day (recorded, never shown publicly). */
    lateCancellation: boolean("late_cancellation").notNull().default(false),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** When the company said the work was done, or marked a no-show. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("bookings_technician_days_idx").on(table.technicianId, table.endsOn),
    index("bookings_company_created_idx").on(table.companyId, table.createdAt.desc()),
    index("bookings_offer_idx").on(table.offerId).where(sql`${table.offerId} is not null`),
    index("bookings_due_idx").on(table.expiresAt).where(sql`${table.status} in ('requested', 'option', 'confirming')`),
    index("bookings_challenge_due_idx").on(table.challengeDeadline).where(sql`${table.challengeDeadline} is not null`),
    check("bookings_days_order", sql`${table.startsOn} <= ${table.endsOn}`),
    check("bookings_days_span", sql`${table.endsOn} - ${table.startsOn} < 60`),
    check("bookings_status", sql`${table.status} in (${inList(BOOKING_STATUSES)})`),
    check("bookings_asks_for", sql`${table.asksFor} in (${inList(BOOKING_ASKS)})`),
    check("bookings_rate_pair", sql`(${table.dayRate} is null) = (${table.currency} is null)`),
    check("bookings_rate_positive", sql`${table.dayRate} is null or ${table.dayRate} > 0`),
    check("bookings_rank_when_holding", sql`(${table.rank} is not null) = (${table.status} in ('option', 'confirming', 'confirmed'))`),
    check("bookings_not_self", sql`${table.companyId} <> ${table.technicianId}`),
    check("bookings_production_length", sql`char_length(${table.production}) >= 1 and char_length(${table.production}) <= ${limit("bookings.production")}`),
    check("bookings_notes_length", sql`char_length(${table.notes}) <= ${limit("bookings.notes")}`),
    check("bookings_decline_reason_length", sql`char_length(${table.declineReason}) <= ${limit("bookings.decline_reason")}`),
    check("bookings_cancel_reason_length", sql`char_length(${table.cancelReason}) <= ${limit("bookings.cancel_reason")}`),
  ],
);

/**
 * A booking's history, oldest first: who did what when. `kind` is a catalog key of `bookings:history`
 * rendered in the reader's language with `params` (house rule 11).
 */
export const bookingEvents = pgTable(
  "booking_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    bookingId: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    side: text("side", { enum: BOOKING_SIDES }).notNull(),
    kind: text("kind").notNull(),
    params: jsonb("params").$type<Record<string, string | number>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("booking_events_booking_idx").on(table.bookingId, table.id)],
);

/**
 * A review of one side of a done booking by the other (double-blind): hidden from everyone but its
 * author until both have written or 14 days after the job's last day, then published and never
 * editable; the reviewed side may reply once. `author_id` becomes null when the author's account is
 * erased (the review stays, by 'Ex-miembro de RedAV'); the reviewed member's erasure takes the review.
 * The booking's facts are copied (production, role, last day) so a review outlives its booking.
 */
export const bookingReviews = pgTable(
  "booking_reviews",
  {
    id: text("id").primaryKey(),
    bookingId: text("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    authorSide: text("author_side", { enum: REVIEW_AUTHORS }).notNull(),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    subjectId: text("subject_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** One score 1–5 per criterion of the author's side (review-criteria.ts). */
    scores: jsonb("scores").$type<Record<string, number>>().notNull(),
    /** The mean of the scores, kept for the averages. */
    rating: numeric("rating", { precision: 3, scale: 2, mode: "number" }).notNull(),
    body: text("body"),
    production: text("production").notNull(),
    role: text("role").notNull(),
    jobEndsOn: date("job_ends_on").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    hiddenBy: text("hidden_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("booking_reviews_once_idx").on(table.bookingId, table.authorSide),
    index("booking_reviews_subject_idx").on(table.subjectId, table.publishedAt.desc()),
    index("booking_reviews_author_idx").on(table.authorId),
    index("booking_reviews_unpublished_idx").on(table.jobEndsOn).where(sql`${table.publishedAt} is null`),
    check("booking_reviews_author_side", sql`${table.authorSide} in (${inList(REVIEW_AUTHORS)})`),
    check("booking_reviews_rating", sql`${table.rating} between 1 and 5`),
    check("booking_reviews_body_length", sql`char_length(${table.body}) <= ${limit("booking_reviews.body")}`),
    check("booking_reviews_reply_length", sql`char_length(${table.reply}) <= ${limit("booking_reviews.reply")}`),
    check("booking_reviews_hidden_reason_length", sql`char_length(${table.hiddenReason}) <= ${limit("booking_reviews.hidden_reason")}`),
  ],
);
