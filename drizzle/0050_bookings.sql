CREATE TABLE "availability_holds" (
	"booking_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"company_id" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"kind" text NOT NULL,
	"rank" integer NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "availability_holds_order" CHECK ("availability_holds"."starts_on" <= "availability_holds"."ends_on"),
	CONSTRAINT "availability_holds_kind" CHECK ("availability_holds"."kind" in ('option', 'confirmed'))
);
--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"booking_id" text NOT NULL,
	"side" text NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text,
	"author_side" text NOT NULL,
	"author_id" text,
	"subject_id" text NOT NULL,
	"scores" jsonb NOT NULL,
	"rating" numeric(3, 2) NOT NULL,
	"body" text,
	"production" text NOT NULL,
	"role" text NOT NULL,
	"job_ends_on" date NOT NULL,
	"published_at" timestamp with time zone,
	"reply" text,
	"replied_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_reviews_author_side" CHECK ("booking_reviews"."author_side" in ('company', 'technician')),
	CONSTRAINT "booking_reviews_rating" CHECK ("booking_reviews"."rating" between 1 and 5),
	CONSTRAINT "booking_reviews_body_length" CHECK (char_length("booking_reviews"."body") <= 1000),
	CONSTRAINT "booking_reviews_reply_length" CHECK (char_length("booking_reviews"."reply") <= 1000),
	CONSTRAINT "booking_reviews_hidden_reason_length" CHECK (char_length("booking_reviews"."hidden_reason") <= 500)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"technician_id" text NOT NULL,
	"offer_id" bigint,
	"source" text DEFAULT 'search' NOT NULL,
	"production" text NOT NULL,
	"role" text NOT NULL,
	"venue" text,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"time_zone" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"call_times" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"day_rate" integer,
	"currency" text,
	"notes" text,
	"asks_for" text DEFAULT 'option' NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"rank" integer,
	"held_at" timestamp with time zone,
	"expires_on" date NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"pre_accepted" boolean DEFAULT false NOT NULL,
	"challenge_deadline" timestamp with time zone,
	"challenged_by" text,
	"release_cause" text,
	"decline_reason" text,
	"cancel_reason" text,
	"cancelled_by" text,
	"late_cancellation" boolean DEFAULT false NOT NULL,
	"responded_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_days_order" CHECK ("bookings"."starts_on" <= "bookings"."ends_on"),
	CONSTRAINT "bookings_days_span" CHECK ("bookings"."ends_on" - "bookings"."starts_on" < 60),
	CONSTRAINT "bookings_status" CHECK ("bookings"."status" in ('requested', 'declined', 'withdrawn', 'option', 'confirming', 'confirmed', 'expired', 'released', 'cancelled', 'completed', 'no_show')),
	CONSTRAINT "bookings_asks_for" CHECK ("bookings"."asks_for" in ('option', 'confirmation')),
	CONSTRAINT "bookings_rate_pair" CHECK (("bookings"."day_rate" is null) = ("bookings"."currency" is null)),
	CONSTRAINT "bookings_rate_positive" CHECK ("bookings"."day_rate" is null or "bookings"."day_rate" > 0),
	CONSTRAINT "bookings_rank_when_holding" CHECK (("bookings"."rank" is not null) = ("bookings"."status" in ('option', 'confirming', 'confirmed'))),
	CONSTRAINT "bookings_not_self" CHECK ("bookings"."company_id" <> "bookings"."technician_id"),
	CONSTRAINT "bookings_production_length" CHECK (char_length("bookings"."production") >= 1 and char_length("bookings"."production") <= 120),
	CONSTRAINT "bookings_notes_length" CHECK (char_length("bookings"."notes") <= 1000),
	CONSTRAINT "bookings_decline_reason_length" CHECK (char_length("bookings"."decline_reason") <= 500),
	CONSTRAINT "bookings_cancel_reason_length" CHECK (char_length("bookings"."cancel_reason") <= 500)
);
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_target_type";--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "held_days" datemultirange;--> statement-breakpoint
ALTER TABLE "show_credits" ADD COLUMN "booking_id" text;--> statement-breakpoint
ALTER TABLE "show_credits" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "availability_holds" ADD CONSTRAINT "availability_holds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_holds" ADD CONSTRAINT "availability_holds_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_holds" ADD CONSTRAINT "availability_holds_company_id_user_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reviews" ADD CONSTRAINT "booking_reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reviews" ADD CONSTRAINT "booking_reviews_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reviews" ADD CONSTRAINT "booking_reviews_subject_id_user_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reviews" ADD CONSTRAINT "booking_reviews_hidden_by_user_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_company_id_user_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_technician_id_user_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_offer_id_job_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."job_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_holds_user_ends_idx" ON "availability_holds" USING btree ("user_id","ends_on");--> statement-breakpoint
CREATE INDEX "availability_holds_company_ends_idx" ON "availability_holds" USING btree ("company_id","ends_on");--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_reviews_once_idx" ON "booking_reviews" USING btree ("booking_id","author_side");--> statement-breakpoint
CREATE INDEX "booking_reviews_subject_idx" ON "booking_reviews" USING btree ("subject_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "booking_reviews_author_idx" ON "booking_reviews" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "booking_reviews_unpublished_idx" ON "booking_reviews" USING btree ("job_ends_on") WHERE "booking_reviews"."published_at" is null;--> statement-breakpoint
CREATE INDEX "bookings_technician_days_idx" ON "bookings" USING btree ("technician_id","ends_on");--> statement-breakpoint
CREATE INDEX "bookings_company_created_idx" ON "bookings" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_offer_idx" ON "bookings" USING btree ("offer_id") WHERE "bookings"."offer_id" is not null;--> statement-breakpoint
CREATE INDEX "bookings_due_idx" ON "bookings" USING btree ("expires_at") WHERE "bookings"."status" in ('requested', 'option', 'confirming');--> statement-breakpoint
CREATE INDEX "bookings_challenge_due_idx" ON "bookings" USING btree ("challenge_deadline") WHERE "bookings"."challenge_deadline" is not null;--> statement-breakpoint
ALTER TABLE "show_credits" ADD CONSTRAINT "show_credits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "show_credits_booking_idx" ON "show_credits" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_type" CHECK ("reports"."target_type" in ('message', 'profile', 'review'));