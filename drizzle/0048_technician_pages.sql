CREATE TABLE "kit_items" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"category" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kit_items_quantity_check" CHECK ("kit_items"."quantity" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "profile_handle_redirects" (
	"handle" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_media" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"file_key" text,
	"video_url" text,
	"alt" text NOT NULL,
	"caption" text,
	"width" integer,
	"height" integer,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_media_kind_check" CHECK ("profile_media"."kind" in ('photo', 'video')),
	CONSTRAINT "profile_media_source_check" CHECK (("profile_media"."kind" = 'photo' and "profile_media"."file_key" is not null) or ("profile_media"."kind" = 'video' and "profile_media"."video_url" is not null))
);
--> statement-breakpoint
CREATE TABLE "show_credits" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"production" text NOT NULL,
	"role" text NOT NULL,
	"venue" text,
	"city" text,
	"country" text,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"company_name" text,
	"company_id" text,
	"link" text,
	"position" integer NOT NULL,
	"verified_at" timestamp with time zone,
	"show_on_company_site" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "show_credits_dates_check" CHECK ("show_credits"."ends_on" is null or "show_credits"."ends_on" >= "show_credits"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "handle" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "page_visibility" text DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "page_layout" jsonb;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "headline" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "kit_items" ADD CONSTRAINT "kit_items_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_handle_redirects" ADD CONSTRAINT "profile_handle_redirects_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_media" ADD CONSTRAINT "profile_media_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_credits" ADD CONSTRAINT "show_credits_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "show_credits" ADD CONSTRAINT "show_credits_company_id_user_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kit_items_user_position_idx" ON "kit_items" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "profile_handle_redirects_user_idx" ON "profile_handle_redirects" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profile_media_user_position_idx" ON "profile_media" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "show_credits_user_position_idx" ON "show_credits" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "show_credits_company_idx" ON "show_credits" USING btree ("company_id","starts_on" DESC NULLS LAST) WHERE "show_credits"."company_id" is not null;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_handle_unique" UNIQUE("handle");--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_page_visibility_check" CHECK ("user_profiles"."page_visibility" in ('public', 'members', 'hidden'));--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_handle_check" CHECK ("user_profiles"."handle" ~ '^[a-z][a-z0-9-]{2,29}$');--> statement-breakpoint
-- Issue 38 (decision 059): a member who switched on 'Perfil público' chose to be seen by visitors; everyone else starts members only.
UPDATE "user_profiles" SET "page_visibility" = 'public' WHERE "is_public";
