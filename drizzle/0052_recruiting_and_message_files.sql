CREATE TABLE "message_file_links" (
	"message_id" bigint NOT NULL,
	"file_id" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "message_file_links_message_id_file_id_pk" PRIMARY KEY("message_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "message_files" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attached_at" timestamp with time zone,
	CONSTRAINT "message_files_kind" CHECK ("message_files"."kind" in ('image', 'pdf', 'spreadsheet', 'document', 'text')),
	CONSTRAINT "message_files_name_length" CHECK (char_length("message_files"."file_name") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "talent_list_members" (
	"list_id" text NOT NULL,
	"technician_id" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"source" text DEFAULT 'search' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_list_members_list_id_technician_id_pk" PRIMARY KEY("list_id","technician_id"),
	CONSTRAINT "talent_list_members_note_length" CHECK (char_length("talent_list_members"."note") <= 1000),
	CONSTRAINT "talent_list_members_source" CHECK ("talent_list_members"."source" in ('search', 'page', 'application', 'booking', 'list'))
);
--> statement-breakpoint
CREATE TABLE "talent_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_lists_name_length" CHECK (char_length("talent_lists"."name") between 1 and 80)
);
--> statement-breakpoint
CREATE TABLE "talent_notes" (
	"company_id" text NOT NULL,
	"technician_id" text NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_notes_company_id_technician_id_pk" PRIMARY KEY("company_id","technician_id"),
	CONSTRAINT "talent_notes_note_length" CHECK (char_length("talent_notes"."note") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "talent_search_matches" (
	"search_id" text NOT NULL,
	"technician_id" text NOT NULL,
	"kind" text NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_search_matches_search_id_technician_id_kind_pk" PRIMARY KEY("search_id","technician_id","kind"),
	CONSTRAINT "talent_search_matches_kind" CHECK ("talent_search_matches"."kind" in ('new', 'free'))
);
--> statement-breakpoint
CREATE TABLE "talent_searches" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"q" text DEFAULT '' NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"from_date" date,
	"to_date" date,
	"alerts" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_searches_name_length" CHECK (char_length("talent_searches"."name") between 1 and 80),
	CONSTRAINT "talent_searches_q_length" CHECK (char_length("talent_searches"."q") <= 100),
	CONSTRAINT "talent_searches_dates" CHECK (("talent_searches"."from_date" is null) = ("talent_searches"."to_date" is null) and ("talent_searches"."from_date" is null or "talent_searches"."from_date" <= "talent_searches"."to_date"))
);
--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD COLUMN "held_about_member" jsonb;--> statement-breakpoint
ALTER TABLE "message_file_links" ADD CONSTRAINT "message_file_links_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_file_links" ADD CONSTRAINT "message_file_links_file_id_message_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."message_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_files" ADD CONSTRAINT "message_files_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_list_members" ADD CONSTRAINT "talent_list_members_list_id_talent_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."talent_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_list_members" ADD CONSTRAINT "talent_list_members_technician_id_user_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_lists" ADD CONSTRAINT "talent_lists_company_id_user_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_notes" ADD CONSTRAINT "talent_notes_company_id_user_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_notes" ADD CONSTRAINT "talent_notes_technician_id_user_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_search_matches" ADD CONSTRAINT "talent_search_matches_search_id_talent_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."talent_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_search_matches" ADD CONSTRAINT "talent_search_matches_technician_id_user_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_searches" ADD CONSTRAINT "talent_searches_company_id_user_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_file_links_file_idx" ON "message_file_links" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_files_key_idx" ON "message_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "message_files_owner_idx" ON "message_files" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "message_files_pending_idx" ON "message_files" USING btree ("created_at") WHERE "message_files"."attached_at" is null;--> statement-breakpoint
CREATE INDEX "talent_list_members_order_idx" ON "talent_list_members" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "talent_list_members_technician_idx" ON "talent_list_members" USING btree ("technician_id");--> statement-breakpoint
CREATE UNIQUE INDEX "talent_lists_company_name_idx" ON "talent_lists" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "talent_lists_company_idx" ON "talent_lists" USING btree ("company_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "talent_notes_technician_idx" ON "talent_notes" USING btree ("technician_id");--> statement-breakpoint
CREATE INDEX "talent_search_matches_recent_idx" ON "talent_search_matches" USING btree ("search_id","matched_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "talent_search_matches_technician_idx" ON "talent_search_matches" USING btree ("technician_id");--> statement-breakpoint
CREATE INDEX "talent_searches_company_idx" ON "talent_searches" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "talent_searches_alerts_idx" ON "talent_searches" USING btree ("id") WHERE "talent_searches"."alerts";