import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { ASSESSMENT_LIMITS, QUESTION_KINDS } from "../assessment-values";
import { DATABASE_TEXT_LIMITS } from "../text-limits";
import { user } from "./auth";
import { courseLessons, courses } from "./learning";

export { ASSESSMENT_LIMITS, QUESTION_KINDS, type QuestionKind } from "../assessment-values";

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));
const between = (column: unknown, bounds: { min: number; max: number }) =>
  sql`${column} between ${sql.raw(String(bounds.min))} and ${sql.raw(String(bounds.max))}`;

/** One answer option of a question as the trainer wrote it (`correct` never leaves the server before grading). */
export type QuestionOption = { id: string; text: string; correct: boolean };

/**
 * One drawn question as an attempt keeps it (issue 40): the text, the options in this attempt's
 * shuffled order, the right option ids and the explanation, copied when the attempt starts so a later
 * edit of the bank never changes a running or graded attempt. Only the server reads `correct` and
 * `explanation` before the attempt is graded.
 */
export type DrawnQuestion = {
  questionId: number;
  kind: (typeof QUESTION_KINDS)[number];
  prompt: string;
  options: { id: string; text: string }[];
  correct: string[];
  explanation: string;
};

/**
 * Issue 40: a graded assessment of a course (`lesson_id` null, at most one per course) or a short
 * quiz of one lesson (at most one per lesson). Each attempt draws `questions_per_attempt` questions
 * from the bank; `passing_percent` passes; `max_attempts` (null: unlimited), `wait_minutes` between
 * attempts and an optional `time_limit_minutes` kept by the server. `show_score_band`: the
 * certificate shows the band of the passing score.
 */
export const courseAssessments = pgTable(
  "course_assessments",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    courseId: bigint("course_id", { mode: "number" })
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    lessonId: bigint("lesson_id", { mode: "number" }).references(() => courseLessons.id, { onDelete: "cascade" }),
    questionsPerAttempt: integer("questions_per_attempt").notNull(),
    passingPercent: integer("passing_percent").notNull(),
    maxAttempts: integer("max_attempts"),
    waitMinutes: integer("wait_minutes").notNull().default(0),
    timeLimitMinutes: integer("time_limit_minutes"),
    showScoreBand: boolean("show_score_band").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("course_assessments_course_idx").on(table.courseId).where(sql`${table.lessonId} is null`),
    uniqueIndex("course_assessments_lesson_idx").on(table.lessonId).where(sql`${table.lessonId} is not null`),
    check("course_assessments_questions", between(table.questionsPerAttempt, ASSESSMENT_LIMITS.questionsPerAttempt)),
    check("course_assessments_passing", between(table.passingPercent, ASSESSMENT_LIMITS.passingPercent)),
    check("course_assessments_attempts", sql`${table.maxAttempts} is null or ${between(table.maxAttempts, ASSESSMENT_LIMITS.maxAttempts)}`),
    check("course_assessments_wait", between(table.waitMinutes, ASSESSMENT_LIMITS.waitMinutes)),
    check("course_assessments_time_limit", sql`${table.timeLimitMinutes} is null or ${between(table.timeLimitMinutes, ASSESSMENT_LIMITS.timeLimitMinutes)}`),
  ],
);

/** A question of an assessment's bank, in `position` order: single choice, multiple choice or true/false, with the explanation shown after grading. */
export const assessmentQuestions = pgTable(
  "assessment_questions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    assessmentId: bigint("assessment_id", { mode: "number" })
      .notNull()
      .references(() => courseAssessments.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: text("kind", { enum: QUESTION_KINDS }).notNull(),
    prompt: text("prompt").notNull(),
    explanation: text("explanation").notNull().default(""),
    options: jsonb("options").$type<QuestionOption[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("assessment_questions_assessment_idx").on(table.assessmentId, table.position),
    check("assessment_questions_kind", sql`${table.kind} in (${inList(QUESTION_KINDS)})`),
    check(
      "assessment_questions_prompt",
      sql`char_length(${table.prompt}) >= ${sql.raw(String(DATABASE_TEXT_LIMITS["assessment_questions.prompt"].min))} and char_length(${table.prompt}) <= ${sql.raw(String(DATABASE_TEXT_LIMITS["assessment_questions.prompt"].max))}`,
    ),
    check(
      "assessment_questions_explanation",
      sql`char_length(${table.explanation}) <= ${sql.raw(String(DATABASE_TEXT_LIMITS["assessment_questions.explanation"].max))}`,
    ),
  ],
);

/**
 * A member's attempt at an assessment (issue 40): numbered per member and assessment, the drawn
 * questions copied at the start, a server-kept `deadline_at` when timed, and the grade written once
 * (`graded_at`; the update that sets it is conditional, so two submissions grade once). At most one
 * open (ungraded) attempt per member and assessment.
 */
export const assessmentAttempts = pgTable(
  "assessment_attempts",
  {
    id: text("id").primaryKey(),
    assessmentId: bigint("assessment_id", { mode: "number" })
      .notNull()
      .references(() => courseAssessments.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    questions: jsonb("questions").$type<DrawnQuestion[]>().notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp("deadline_at", { withTimezone: true }),
    /** The member's answers as graded: option ids per question id. */
    answers: jsonb("answers").$type<Record<string, string[]>>(),
    gradedAt: timestamp("graded_at", { withTimezone: true }),
    scorePercent: integer("score_percent"),
    passed: boolean("passed"),
    /** True when the server graded it at its deadline (the answers saved so far, as submitted). */
    timedOut: boolean("timed_out").notNull().default(false),
  },
  (table) => [
    uniqueIndex("assessment_attempts_number_idx").on(table.assessmentId, table.userId, table.number),
    uniqueIndex("assessment_attempts_open_idx").on(table.assessmentId, table.userId).where(sql`${table.gradedAt} is null`),
    index("assessment_attempts_user_idx").on(table.userId, table.startedAt.desc().nullsFirst()),
    index("assessment_attempts_deadline_idx").on(table.deadlineAt).where(sql`${table.gradedAt} is null and ${table.deadlineAt} is not null`),
    check("assessment_attempts_score", sql`${table.scorePercent} is null or ${table.scorePercent} between 0 and 100`),
    check(
      "assessment_attempts_graded",
      sql`(${table.gradedAt} is null) = (${table.scorePercent} is null) and (${table.gradedAt} is null) = (${table.passed} is null)`,
    ),
  ],
);

/**
 * Issue 40: a member's rating (1–5) and short text of a course they finished; one per member and
 * course; the trainer may reply once (editable); an admin may hide it after a report.
 */
export const courseReviews = pgTable(
  "course_reviews",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    courseId: bigint("course_id", { mode: "number" })
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    body: text("body").notNull(),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    repliedBy: text("replied_by").references(() => user.id, { onDelete: "set null" }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    hiddenBy: text("hidden_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("course_reviews_pair_idx").on(table.courseId, table.userId),
    index("course_reviews_course_idx").on(table.courseId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index("course_reviews_user_idx").on(table.userId),
    check("course_reviews_rating", sql`${table.rating} between 1 and 5`),
    check(
      "course_reviews_body",
      sql`char_length(${table.body}) >= ${sql.raw(String(DATABASE_TEXT_LIMITS["course_reviews.body"].min))} and char_length(${table.body}) <= ${sql.raw(String(DATABASE_TEXT_LIMITS["course_reviews.body"].max))}`,
    ),
    check(
      "course_reviews_reply",
      sql`${table.reply} is null or char_length(${table.reply}) <= ${sql.raw(String(DATABASE_TEXT_LIMITS["course_reviews.reply"].max))}`,
    ),
    check(
      "course_reviews_hidden_reason",
      sql`${table.hiddenReason} is null or char_length(${table.hiddenReason}) <= ${sql.raw(String(DATABASE_TEXT_LIMITS["course_reviews.hidden_reason"].max))}`,
    ),
    check("course_reviews_hidden", sql`(${table.hiddenAt} is null) = (${table.hiddenReason} is null)`),
  ],
);

/** Issue 40: a member's transcript ('Mi formación'), public at /formacion/{share_id} while `share_id` is set (the member chooses; a new link replaces the old one). */
export const learningTranscripts = pgTable("learning_transcripts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  shareId: text("share_id").unique(),
  sharedAt: timestamp("shared_at", { withTimezone: true }),
});
