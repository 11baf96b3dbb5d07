CREATE TABLE "job_alerts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"q" text,
	"category" text,
	"job_type" text,
	"experience_level" text,
	"remote" boolean DEFAULT false NOT NULL,
	"country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alerts_filters_unique" UNIQUE NULLS NOT DISTINCT("user_id","q","category","job_type","experience_level","remote","country"),
	CONSTRAINT "job_alerts_some_filter" CHECK ("job_alerts"."q" is not null or "job_alerts"."category" is not null or "job_alerts"."job_type" is not null or "job_alerts"."experience_level" is not null or "job_alerts"."remote" or "job_alerts"."country" is not null),
	CONSTRAINT "job_alerts_q_length" CHECK (char_length("job_alerts"."q") between 2 and 100),
	CONSTRAINT "job_alerts_no_blank" CHECK ("job_alerts"."category" <> '' and "job_alerts"."experience_level" <> '' and "job_alerts"."country" <> ''),
	CONSTRAINT "job_alerts_job_type" CHECK ("job_alerts"."job_type" in ('full_time', 'part_time', 'freelance', 'temporary', 'internship'))
);
--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_offer_views_day_idx" ON "job_offer_views" USING btree ("day");