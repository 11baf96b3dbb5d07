CREATE TABLE "news" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"cover_path" text,
	"files_folder" text DEFAULT ('news-' || replace(gen_random_uuid()::text, '-', '')) NOT NULL,
	"category" text NOT NULL,
	"author_id" text,
	"audience" text DEFAULT 'public' NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_slug_unique" UNIQUE("slug"),
	CONSTRAINT "news_audience_check" CHECK ("news"."audience" in ('public', 'members', 'silver', 'gold'))
);
--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "news"."is_published";--> statement-breakpoint
CREATE INDEX "news_category_published_idx" ON "news" USING btree ("category","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "news"."is_published";