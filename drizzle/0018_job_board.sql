CREATE TABLE "job_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job_id" bigint NOT NULL,
	"applicant_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"cover_letter" text DEFAULT '' NOT NULL,
	"cv_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_status" CHECK ("job_applications"."status" in ('pending', 'reviewed', 'contacted', 'accepted', 'rejected')),
	CONSTRAINT "job_applications_cover_letter_length" CHECK (char_length("job_applications"."cover_letter") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "job_offer_views" (
	"job_id" bigint NOT NULL,
	"viewer_key" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "job_offer_views_job_id_viewer_key_day_pk" PRIMARY KEY("job_id","viewer_key","day")
);
--> statement-breakpoint
CREATE TABLE "job_offers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text NOT NULL,
	"country" text NOT NULL,
	"city" text,
	"remote_allowed" boolean DEFAULT false NOT NULL,
	"job_type" text NOT NULL,
	"experience_level" text,
	"category" text[] DEFAULT '{}'::text[] NOT NULL,
	"requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"salary_min" integer,
	"salary_max" integer,
	"salary_currency" text,
	"valid_through" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"views_count" integer DEFAULT 0 NOT NULL,
	"creator_id" text NOT NULL,
	"creator_type" text DEFAULT 'company' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "job_offers_status" CHECK ("job_offers"."status" in ('draft', 'active', 'closed')),
	CONSTRAINT "job_offers_creator_type" CHECK ("job_offers"."creator_type" = 'company'),
	CONSTRAINT "job_offers_job_type" CHECK ("job_offers"."job_type" in ('full_time', 'part_time', 'freelance', 'temporary', 'internship')),
	CONSTRAINT "job_offers_salary_positive" CHECK (("job_offers"."salary_min" is null or "job_offers"."salary_min" >= 0) and ("job_offers"."salary_max" is null or "job_offers"."salary_max" >= 0)),
	CONSTRAINT "job_offers_salary_range" CHECK ("job_offers"."salary_min" is null or "job_offers"."salary_max" is null or "job_offers"."salary_min" <= "job_offers"."salary_max"),
	CONSTRAINT "job_offers_views_positive" CHECK ("job_offers"."views_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_job_offers_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_applicant_id_user_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offer_views" ADD CONSTRAINT "job_offer_views_job_id_job_offers_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_offers" ADD CONSTRAINT "job_offers_creator_id_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_pair_idx" ON "job_applications" USING btree ("job_id","applicant_id");--> statement-breakpoint
CREATE INDEX "job_applications_job_idx" ON "job_applications" USING btree ("job_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_applications_applicant_idx" ON "job_applications" USING btree ("applicant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_offers_active_idx" ON "job_offers" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "job_offers"."status" = 'active';--> statement-breakpoint
CREATE INDEX "job_offers_active_country_idx" ON "job_offers" USING btree ("country","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "job_offers"."status" = 'active';--> statement-breakpoint
CREATE INDEX "job_offers_creator_idx" ON "job_offers" USING btree ("creator_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_offers_search_trgm_idx" ON "job_offers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_offers_category_idx" ON "job_offers" USING gin ("category");--> statement-breakpoint
-- The job search text: title, description and requirements, lower-cased and without accents
-- ('tecnico' finds 'Técnico'), kept on every insert and update by any writer (decision 018).
CREATE OR REPLACE FUNCTION job_offers_search_text() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := redav_unaccent(lower(concat_ws(' ', NEW.title, NEW.description, array_to_string(NEW.requirements, ' '))));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER job_offers_search_text_trigger
BEFORE INSERT OR UPDATE OF title, description, requirements ON job_offers
FOR EACH ROW EXECUTE FUNCTION job_offers_search_text();
