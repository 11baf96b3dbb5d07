CREATE TABLE "suspension_appeals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suspension_appeals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"decision_reason" text,
	CONSTRAINT "suspension_appeals_status" CHECK ("suspension_appeals"."status" in ('open', 'lifted', 'upheld'))
);
--> statement-breakpoint
CREATE TABLE "account_deletions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delete_after" timestamp with time zone NOT NULL,
	"paused" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"file_key" text,
	"size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "data_exports_status" CHECK ("data_exports"."status" in ('pending', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "privacy_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"details" text NOT NULL,
	"country" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"answer" text,
	CONSTRAINT "privacy_requests_kind" CHECK ("privacy_requests"."kind" in ('access', 'correction', 'objection')),
	CONSTRAINT "privacy_requests_status" CHECK ("privacy_requests"."status" in ('open', 'answered'))
);
--> statement-breakpoint
ALTER TABLE "account_suspensions" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "account_suspensions" ADD COLUMN "appeal_token_hash" text;--> statement-breakpoint
ALTER TABLE "suspension_appeals" ADD CONSTRAINT "suspension_appeals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspension_appeals" ADD CONSTRAINT "suspension_appeals_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_answered_by_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "suspension_appeals_one_open_idx" ON "suspension_appeals" USING btree ("user_id") WHERE "suspension_appeals"."status" = 'open';--> statement-breakpoint
CREATE INDEX "suspension_appeals_queue_idx" ON "suspension_appeals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "account_deletions_due_idx" ON "account_deletions" USING btree ("delete_after");--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "data_exports_expiry_idx" ON "data_exports" USING btree ("expires_at") WHERE "data_exports"."file_key" is not null;--> statement-breakpoint
CREATE INDEX "privacy_requests_queue_idx" ON "privacy_requests" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_user_idx" ON "privacy_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "account_suspensions" ADD CONSTRAINT "account_suspensions_appeal_token_hash_unique" UNIQUE("appeal_token_hash");--> statement-breakpoint
-- Issue 25 §1: the audit log stays append-only, with one exception. When a member's account is erased,
-- the erasure (and only it: it sets redav.erasing to 'old-id new-id' for its own transaction) replaces
-- their id by the ex-member's random one in the rows that name them, and changes nothing else.
CREATE OR REPLACE FUNCTION admin_audit_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  erasing text := coalesce(current_setting('redav.erasing', true), '');
  old_id text := split_part(erasing, ' ', 1);
  new_id text := split_part(erasing, ' ', 2);
BEGIN
  IF TG_OP = 'UPDATE' AND old_id <> '' AND new_id <> ''
     AND NEW.id = OLD.id AND NEW.action = OLD.action AND NEW.target_type = OLD.target_type
     AND NEW.ip = OLD.ip AND NEW.created_at = OLD.created_at
     AND NEW.actor_id = (CASE WHEN OLD.actor_id = old_id THEN new_id ELSE OLD.actor_id END)
     AND NEW.target_id = (CASE WHEN OLD.target_id = old_id THEN new_id ELSE OLD.target_id END)
     AND NEW.subject_id IS NOT DISTINCT FROM (CASE WHEN OLD.subject_id = old_id THEN new_id ELSE OLD.subject_id END)
     AND NEW.before IS NOT DISTINCT FROM replace(OLD.before::text, old_id, new_id)::jsonb
     AND NEW.after IS NOT DISTINCT FROM replace(OLD.after::text, old_id, new_id)::jsonb
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'admin_audit is append-only';
END
$$;
