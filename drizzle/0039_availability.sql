CREATE TABLE "availability_ranges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "availability_ranges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"status" text NOT NULL,
	"places" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_ranges_order" CHECK ("availability_ranges"."starts_on" <= "availability_ranges"."ends_on"),
	CONSTRAINT "availability_ranges_status" CHECK ("availability_ranges"."status" in ('available', 'tentative', 'busy')),
	CONSTRAINT "availability_ranges_note_length" CHECK (char_length("availability_ranges"."note") <= 120)
);
--> statement-breakpoint
CREATE TABLE "availability_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"visibility" text DEFAULT 'companies' NOT NULL,
	"time_zone" text NOT NULL,
	"calendar_updated_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "availability_settings_visibility" CHECK ("availability_settings"."visibility" in ('companies', 'members', 'nobody'))
);
--> statement-breakpoint
ALTER TABLE "job_offers" ADD COLUMN "work_starts_on" date;--> statement-breakpoint
ALTER TABLE "job_offers" ADD COLUMN "work_ends_on" date;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "availability_visibility" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "available_days" datemultirange;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "maybe_days" datemultirange;--> statement-breakpoint
ALTER TABLE "availability_ranges" ADD CONSTRAINT "availability_ranges_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_settings" ADD CONSTRAINT "availability_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_ranges_user_ends_idx" ON "availability_ranges" USING btree ("user_id","ends_on");--> statement-breakpoint
CREATE INDEX "availability_ranges_ends_idx" ON "availability_ranges" USING btree ("ends_on");--> statement-breakpoint
CREATE INDEX "availability_settings_updated_idx" ON "availability_settings" USING btree ("calendar_updated_at");--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_work_dates" CHECK (("job_offers"."work_starts_on" is null) = ("job_offers"."work_ends_on" is null) and ("job_offers"."work_starts_on" is null or "job_offers"."work_starts_on" <= "job_offers"."work_ends_on"));