ALTER TABLE "company_profiles" ADD COLUMN "logo_path" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "cv_path" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;