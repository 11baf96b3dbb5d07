import { sql } from "drizzle-orm";
import { type AnyPgColumn, bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/**
 * Spec §3 courses (only `id` is shown there; the rest is issue 22 §1). A course is public once
 * `published`; `min_level` is the membership level a member needs to enroll. `search_text` (title,
 * summary, description; lower-cased, unaccented) is kept by a trigger (migration 0026).
 */
export const courses = pgTable(
  "courses",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    description: text("description").notNull(),
    /** The cover's key in the public `course-covers` bucket, or null. */
    coverPath: text("cover_path"),
    /** The course's own folder in the storage buckets (random, so it is never shared with another course, even across databases). */
    filesFolder: text("files_folder").notNull().default(sql`'course-' || replace(gen_random_uuid()::text, '-', '')`),
    category: text("category").notNull(),
    level: text("level", { enum: ["beginner", "intermediate", "advanced"] }).notNull(),
    language: text("language", { enum: ["es", "en", "pt"] })
      .notNull()
      .default("es"),
    durationHours: integer("duration_hours").notNull(),
    /** Issue 40: years a certificate of this course is valid (null: no expiry). */
    certificateValidityYears: integer("certificate_validity_years"),
    /** Issue 40: the course whose passing renews this course's certificate (null: its own assessment again). */
    renewalCourseId: bigint("renewal_course_id", { mode: "number" }).references((): AnyPgColumn => courses.id, { onDelete: "set null" }),
    /** Issue 40: the visible reviews' count and sum of ratings, kept with every review change (the catalogue's average). */
    reviewCount: integer("review_count").notNull().default(0),
    reviewRatingSum: integer("review_rating_sum").notNull().default(0),
    trainerId: text("trainer_id").references(() => user.id, { onDelete: "set null" }),
    minLevel: text("min_level", { enum: ["bronze", "silver", "gold"] })
      .notNull()
      .default("bronze"),
    status: text("status", { enum: ["draft", "published"] })
      .notNull()
      .default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    searchText: text("search_text").notNull().default(""),
    ...timestamps,
  },
  (table) => [
    index("courses_published_idx").on(table.publishedAt.desc().nullsFirst(), table.id.desc().nullsFirst()).where(sql`${table.status} = 'published'`),
    index("courses_trainer_idx").on(table.trainerId),
    index("courses_search_trgm_idx").using("gin", table.searchText.op("gin_trgm_ops")),
    check("courses_level", sql`${table.level} in ('beginner', 'intermediate', 'advanced')`),
    check("courses_language", sql`${table.language} in ('es', 'en', 'pt')`),
    check("courses_min_level", sql`${table.minLevel} in ('bronze', 'silver', 'gold')`),
    check("courses_status", sql`${table.status} in ('draft', 'published')`),
    check("courses_duration", sql`${table.durationHours} between 1 and 1000`),
    check("courses_certificate_validity", sql`${table.certificateValidityYears} is null or ${table.certificateValidityYears} between 1 and 10`),
    check("courses_renewal_not_self", sql`${table.renewalCourseId} is null or ${table.renewalCourseId} <> ${table.id}`),
  ],
);

/** A lesson of a course, in `position` order: a sanitised HTML body, an optional video link and an optional PDF in the `course-files` bucket. */
export const courseLessons = pgTable(
  "course_lessons",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    courseId: bigint("course_id", { mode: "number" })
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    /** Sanitised HTML (only the tags the lesson renderer allows): cleaned when written. */
    body: text("body").notNull().default(""),
    videoUrl: text("video_url"),
    filePath: text("file_path"),
    fileName: text("file_name"),
    durationMinutes: integer("duration_minutes").notNull(),
    ...timestamps,
  },
  (table) => [
    index("course_lessons_course_idx").on(table.courseId, table.position),
    check("course_lessons_duration", sql`${table.durationMinutes} between 1 and 600`),
  ],
);

/** Spec §3 course_enrollments: one per member and course (the unique index holds under two clicks). */
export const courseEnrollments = pgTable(
  "course_enrollments",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    courseId: bigint("course_id", { mode: "number" })
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    enrolledAt: timestamp("enrolled_at", { withTimezone: true }).notNull().defaultNow(),
    /** The lesson the member last opened: 'Continuar' goes back to it. */
    lastLessonId: bigint("last_lesson_id", { mode: "number" }).references(() => courseLessons.id, { onDelete: "set null" }),
    /** When every lesson was first done; cleared again if a lesson is undone. */
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("course_enrollments_pair_idx").on(table.userId, table.courseId),
    index("course_enrollments_user_idx").on(table.userId, table.enrolledAt.desc().nullsFirst()),
  ],
);

/** Spec §3 course_progress: one row per member and lesson, upserted with `completed` and `completed_at` (null when not completed). */
export const courseProgress = pgTable(
  "course_progress",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    courseId: bigint("course_id", { mode: "number" })
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    lessonId: bigint("lesson_id", { mode: "number" })
      .notNull()
      .references(() => courseLessons.id, { onDelete: "cascade" }),
    completed: boolean("completed").notNull().default(false),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.lessonId] }),
    index("course_progress_user_course_idx").on(table.userId, table.courseId),
    check(
      "course_progress_completed_at",
      sql`(${table.completed} and ${table.completedAt} is not null) or (not ${table.completed} and ${table.completedAt} is null)`,
    ),
  ],
);

/**
 * A course completed: issued once per member and course, with what it certifies copied at issue
 * time (a later rename of the course does not change a certificate). `id` is random and public.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    courseId: bigint("course_id", { mode: "number" })
      .notNull()
      .references(() => courses.id, { onDelete: "restrict" }),
    holderName: text("holder_name").notNull(),
    courseTitle: text("course_title").notNull(),
    durationHours: integer("duration_hours").notNull(),
    trainerName: text("trainer_name"),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
    /** Set when an admin corrected the holder's name (allowed once); the name as first issued is kept beside it. */
    nameCorrectedAt: timestamp("name_corrected_at", { withTimezone: true }),
    originalHolderName: text("original_holder_name"),
    /** The admin who revoked it or corrected the name, for the record. */
    changedBy: text("changed_by").references(() => user.id, { onDelete: "set null" }),
    /** Issue 40: the passing attempt's score in percent (null: a course without an assessment). */
    scorePercent: integer("score_percent"),
    /** Issue 40: whether the certificate shows its score band (the course's choice when issued). */
    showScoreBand: boolean("show_score_band").notNull().default(false),
    /** Issue 40: the end of its validity (null: no expiry). */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** Issue 40: the certificate that renewed this one, and when. */
    supersededBy: text("superseded_by"),
    supersededAt: timestamp("superseded_at", { withTimezone: true }),
    /** Issue 40: when the holder was reminded of the expiry 60 and 7 days before. */
    reminded60At: timestamp("reminded_60_at", { withTimezone: true }),
    reminded7At: timestamp("reminded_7_at", { withTimezone: true }),
    /** Issue 40: the signed Open Badges 3.0 credential (null until first signed; signed again after a name correction). */
    credential: jsonb("credential").$type<Record<string, unknown>>(),
  },
  (table) => [
    uniqueIndex("certificates_current_idx").on(table.userId, table.courseId).where(sql`${table.supersededAt} is null`),
    index("certificates_user_idx").on(table.userId, table.issuedAt.desc().nullsFirst()),
    index("certificates_expiry_idx")
      .on(table.expiresAt)
      .where(sql`${table.expiresAt} is not null and ${table.supersededAt} is null and ${table.revokedAt} is null`),
    check("certificates_score", sql`${table.scorePercent} is null or ${table.scorePercent} between 0 and 100`),
    check("certificates_superseded", sql`(${table.supersededAt} is null) = (${table.supersededBy} is null)`),
    check("certificates_revocation", sql`(${table.revokedAt} is null) = (${table.revokedReason} is null)`),
  ],
);

/** Spec §3 saved_items: what a member or company saved: courses, events, documents, and (issue 23 §1, 'save and share') news articles. */
export const savedItems = pgTable(
  "saved_items",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    saverId: text("saver_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    saverType: text("saver_type", { enum: ["user", "company"] }).notNull(),
    itemType: text("item_type", { enum: ["course", "event", "document", "news"] }).notNull(),
    itemId: text("item_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("saved_items_item_idx").on(table.saverId, table.saverType, table.itemType, table.itemId),
    index("saved_items_list_idx").on(table.saverId, table.saverType, table.itemType, table.createdAt.desc().nullsFirst()),
    check("saved_items_saver_type", sql`${table.saverType} in ('user', 'company')`),
    check("saved_items_item_type", sql`${table.itemType} in ('course', 'event', 'document', 'news')`),
  ],
);
