CREATE SEQUENCE "public"."credential_status_seq" INCREMENT BY 1 MINVALUE 0 MAXVALUE 9223372036854775807 START WITH 0 CACHE 1;--> statement-breakpoint
CREATE TABLE "assessment_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"assessment_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	"number" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone,
	"answers" jsonb,
	"graded_at" timestamp with time zone,
	"score_percent" integer,
	"passed" boolean,
	"timed_out" boolean DEFAULT false NOT NULL,
	CONSTRAINT "assessment_attempts_score" CHECK ("assessment_attempts"."score_percent" is null or "assessment_attempts"."score_percent" between 0 and 100),
	CONSTRAINT "assessment_attempts_graded" CHECK (("assessment_attempts"."graded_at" is null) = ("assessment_attempts"."score_percent" is null) and ("assessment_attempts"."graded_at" is null) = ("assessment_attempts"."passed" is null))
);
--> statement-breakpoint
CREATE TABLE "assessment_questions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assessment_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"assessment_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"prompt" text NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"options" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_questions_kind" CHECK ("assessment_questions"."kind" in ('single', 'multiple', 'true_false')),
	CONSTRAINT "assessment_questions_prompt" CHECK (char_length("assessment_questions"."prompt") >= 3 and char_length("assessment_questions"."prompt") <= 500),
	CONSTRAINT "assessment_questions_explanation" CHECK (char_length("assessment_questions"."explanation") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "course_assessments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_assessments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"course_id" bigint NOT NULL,
	"lesson_id" bigint,
	"questions_per_attempt" integer NOT NULL,
	"passing_percent" integer NOT NULL,
	"max_attempts" integer,
	"wait_minutes" integer DEFAULT 0 NOT NULL,
	"time_limit_minutes" integer,
	"show_score_band" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_assessments_questions" CHECK ("course_assessments"."questions_per_attempt" between 1 and 50),
	CONSTRAINT "course_assessments_passing" CHECK ("course_assessments"."passing_percent" between 1 and 100),
	CONSTRAINT "course_assessments_attempts" CHECK ("course_assessments"."max_attempts" is null or "course_assessments"."max_attempts" between 1 and 20),
	CONSTRAINT "course_assessments_wait" CHECK ("course_assessments"."wait_minutes" between 0 and 43200),
	CONSTRAINT "course_assessments_time_limit" CHECK ("course_assessments"."time_limit_minutes" is null or "course_assessments"."time_limit_minutes" between 1 and 300)
);
--> statement-breakpoint
CREATE TABLE "course_reviews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"course_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	"rating" integer NOT NULL,
	"body" text NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"replied_by" text,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_reviews_rating" CHECK ("course_reviews"."rating" between 1 and 5),
	CONSTRAINT "course_reviews_body" CHECK (char_length("course_reviews"."body") >= 10 and char_length("course_reviews"."body") <= 1000),
	CONSTRAINT "course_reviews_reply" CHECK ("course_reviews"."reply" is null or char_length("course_reviews"."reply") <= 1000),
	CONSTRAINT "course_reviews_hidden_reason" CHECK ("course_reviews"."hidden_reason" is null or char_length("course_reviews"."hidden_reason") <= 500),
	CONSTRAINT "course_reviews_hidden" CHECK (("course_reviews"."hidden_at" is null) = ("course_reviews"."hidden_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "learning_transcripts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"share_id" text,
	"shared_at" timestamp with time zone,
	CONSTRAINT "learning_transcripts_share_id_unique" UNIQUE("share_id")
);
--> statement-breakpoint
CREATE TABLE "credential_signing_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"public_key_multibase" text NOT NULL,
	"sealed_private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "credential_status_lists" (
	"id" integer PRIMARY KEY NOT NULL,
	"credential" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credential_statuses" (
	"list_id" integer NOT NULL,
	"position" integer NOT NULL,
	"certificate_id" text,
	"revoked" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credential_statuses_pk" PRIMARY KEY("list_id","position"),
	CONSTRAINT "credential_statuses_certificate_id_unique" UNIQUE("certificate_id"),
	CONSTRAINT "credential_statuses_position" CHECK ("credential_statuses"."position" between 0 and 131071)
);
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_target_type";--> statement-breakpoint
DROP INDEX "certificates_pair_idx";--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "score_percent" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "show_score_band" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "superseded_by" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "reminded_60_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "reminded_7_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "credential" jsonb;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "certificate_validity_years" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "renewal_course_id" bigint;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "review_rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_assessment_id_course_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."course_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD CONSTRAINT "assessment_questions_assessment_id_course_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."course_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_assessments" ADD CONSTRAINT "course_assessments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_assessments" ADD CONSTRAINT "course_assessments_lesson_id_course_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."course_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD CONSTRAINT "course_reviews_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD CONSTRAINT "course_reviews_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD CONSTRAINT "course_reviews_replied_by_user_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_reviews" ADD CONSTRAINT "course_reviews_hidden_by_user_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_transcripts" ADD CONSTRAINT "learning_transcripts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_statuses" ADD CONSTRAINT "credential_statuses_list_id_credential_status_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."credential_status_lists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_statuses" ADD CONSTRAINT "credential_statuses_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_attempts_number_idx" ON "assessment_attempts" USING btree ("assessment_id","user_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_attempts_open_idx" ON "assessment_attempts" USING btree ("assessment_id","user_id") WHERE "assessment_attempts"."graded_at" is null;--> statement-breakpoint
CREATE INDEX "assessment_attempts_user_idx" ON "assessment_attempts" USING btree ("user_id","started_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "assessment_attempts_deadline_idx" ON "assessment_attempts" USING btree ("deadline_at") WHERE "assessment_attempts"."graded_at" is null and "assessment_attempts"."deadline_at" is not null;--> statement-breakpoint
CREATE INDEX "assessment_questions_assessment_idx" ON "assessment_questions" USING btree ("assessment_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "course_assessments_course_idx" ON "course_assessments" USING btree ("course_id") WHERE "course_assessments"."lesson_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "course_assessments_lesson_idx" ON "course_assessments" USING btree ("lesson_id") WHERE "course_assessments"."lesson_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "course_reviews_pair_idx" ON "course_reviews" USING btree ("course_id","user_id");--> statement-breakpoint
CREATE INDEX "course_reviews_course_idx" ON "course_reviews" USING btree ("course_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "course_reviews_user_idx" ON "course_reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "credential_signing_keys_created_idx" ON "credential_signing_keys" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_renewal_course_id_courses_id_fk" FOREIGN KEY ("renewal_course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_current_idx" ON "certificates" USING btree ("user_id","course_id") WHERE "certificates"."superseded_at" is null;--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id","issued_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "certificates_expiry_idx" ON "certificates" USING btree ("expires_at") WHERE "certificates"."expires_at" is not null and "certificates"."superseded_at" is null and "certificates"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_score" CHECK ("certificates"."score_percent" is null or "certificates"."score_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_superseded" CHECK (("certificates"."superseded_at" is null) = ("certificates"."superseded_by" is null));--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_certificate_validity" CHECK ("courses"."certificate_validity_years" is null or "courses"."certificate_validity_years" between 1 and 10);--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_renewal_not_self" CHECK ("courses"."renewal_course_id" is null or "courses"."renewal_course_id" <> "courses"."id");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_type" CHECK ("reports"."target_type" in ('message', 'profile', 'review', 'course_review'));