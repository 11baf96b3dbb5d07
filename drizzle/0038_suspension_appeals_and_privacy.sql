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
-- the erasure (and only it: it sets redav.erasing for its own transaction to
-- {"id": old id, "replacement": the ex-member's random id, "texts": [[from, to], ...]}) replaces their id
-- in the id columns, and their id, name and e-mail inside before/after, and changes nothing else.
CREATE OR REPLACE FUNCTION admin_audit_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  erasing jsonb := nullif(coalesce(current_setting('redav.erasing', true), ''), '')::jsonb;
  old_id text;
  new_id text;
  before_text text;
  after_text text;
  pair jsonb;
BEGIN
  IF TG_OP = 'UPDATE' AND erasing IS NOT NULL THEN
    old_id := coalesce(erasing->>'id', '');
    new_id := coalesce(erasing->>'replacement', '');
    before_text := OLD.before::text;
    after_text := OLD.after::text;
    FOR pair IN SELECT value FROM jsonb_array_elements(coalesce(erasing->'texts', '[]'::jsonb)) LOOP
      before_text := replace(before_text, pair->>0, pair->>1);
      after_text := replace(after_text, pair->>0, pair->>1);
    END LOOP;
    IF old_id <> '' AND new_id <> ''
       AND NEW.id = OLD.id AND NEW.action = OLD.action AND NEW.target_type = OLD.target_type
       AND NEW.ip = OLD.ip AND NEW.created_at = OLD.created_at
       AND NEW.actor_id = (CASE WHEN OLD.actor_id = old_id THEN new_id ELSE OLD.actor_id END)
       AND NEW.target_id = (CASE WHEN OLD.target_id = old_id THEN new_id ELSE OLD.target_id END)
       AND NEW.subject_id IS NOT DISTINCT FROM (CASE WHEN OLD.subject_id = old_id THEN new_id ELSE OLD.subject_id END)
       AND NEW.before IS NOT DISTINCT FROM before_text::jsonb
       AND NEW.after IS NOT DISTINCT FROM after_text::jsonb
    THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'admin_audit is append-only';
END
$$;
--> statement-breakpoint
-- Issue 25 §1: an account whose deletion is scheduled is never suggested, like a suspended one.
CREATE OR REPLACE FUNCTION suggested_technicians(p_viewer text, p_size integer) RETURNS json
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_country text;
  found json;
BEGIN
  SELECT country INTO v_country FROM (
    SELECT country FROM user_profiles WHERE id = p_viewer
    UNION ALL
    SELECT country FROM company_profiles WHERE id = p_viewer
  ) viewer LIMIT 1;
  SELECT coalesce(json_agg(picked ORDER BY picked.rank, picked.created_at DESC), '[]'::json) INTO found FROM (
    (SELECT p.id, p.first_name, p.last_name, p.job_title, p.skills, p.city, p.country, p.profile_image_path, p.membership_level, p.created_at, 1 AS rank
       FROM user_profiles p
      WHERE NOT p.is_admin AND NOT p.is_trainer AND p.first_name IS NOT NULL AND p.last_name IS NOT NULL AND p.id <> p_viewer
        AND p.country = v_country
        AND NOT EXISTS (SELECT 1 FROM user_follows f WHERE f.follower_id = p_viewer AND f.following_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM user_blocks b WHERE b.blocker_id = p_viewer AND b.blocked_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM user_blocks b WHERE b.blocker_id = p.id AND b.blocked_id = p_viewer)
        AND NOT EXISTS (SELECT 1 FROM account_suspensions sus WHERE sus.user_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM account_deletions leaving WHERE leaving.user_id = p.id)
      ORDER BY p.created_at DESC LIMIT p_size)
    UNION ALL
    (SELECT p.id, p.first_name, p.last_name, p.job_title, p.skills, p.city, p.country, p.profile_image_path, p.membership_level, p.created_at, 2 AS rank
       FROM user_profiles p
      WHERE NOT p.is_admin AND NOT p.is_trainer AND p.first_name IS NOT NULL AND p.last_name IS NOT NULL AND p.id <> p_viewer
        AND p.country IS DISTINCT FROM v_country
        AND NOT EXISTS (SELECT 1 FROM user_follows f WHERE f.follower_id = p_viewer AND f.following_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM user_blocks b WHERE b.blocker_id = p_viewer AND b.blocked_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM user_blocks b WHERE b.blocker_id = p.id AND b.blocked_id = p_viewer)
        AND NOT EXISTS (SELECT 1 FROM account_suspensions sus WHERE sus.user_id = p.id)
        AND NOT EXISTS (SELECT 1 FROM account_deletions leaving WHERE leaving.user_id = p.id)
      ORDER BY p.created_at DESC LIMIT p_size)
    ORDER BY rank, created_at DESC
    LIMIT p_size
  ) picked;
  RETURN found;
END
$$;
