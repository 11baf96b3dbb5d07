ALTER TABLE "user_profiles" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "shuffle_key" integer DEFAULT floor(random() * 2147483647)::int NOT NULL;--> statement-breakpoint
CREATE INDEX "user_profiles_listed_shuffle_idx" ON "user_profiles" USING btree ("shuffle_key") WHERE not "user_profiles"."is_admin" and not "user_profiles"."is_trainer" and "user_profiles"."first_name" is not null and "user_profiles"."last_name" is not null;--> statement-breakpoint
CREATE INDEX "user_profiles_search_trgm_idx" ON "user_profiles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_profiles_skills_idx" ON "user_profiles" USING gin ("skills");