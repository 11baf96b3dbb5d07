CREATE TABLE "account_suspensions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"suspended_at" timestamp with time zone DEFAULT now() NOT NULL,
	"suspended_by" text,
	"report_id" bigint
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reporter_id" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_user_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	CONSTRAINT "reports_target_type" CHECK ("reports"."target_type" in ('message', 'profile')),
	CONSTRAINT "reports_reason" CHECK ("reports"."reason" in ('spam', 'harassment', 'fake_profile', 'inappropriate', 'other')),
	CONSTRAINT "reports_status" CHECK ("reports"."status" in ('open', 'dismissed', 'actioned')),
	CONSTRAINT "reports_details_length" CHECK (char_length("reports"."details") <= 1000),
	CONSTRAINT "reports_not_self" CHECK ("reports"."reporter_id" <> "reports"."target_user_id")
);
--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"blocker_id" text NOT NULL,
	"blocked_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_pair_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "user_blocks_not_self" CHECK ("user_blocks"."blocker_id" <> "user_blocks"."blocked_id")
);
--> statement-breakpoint
ALTER TABLE "account_suspensions" ADD CONSTRAINT "account_suspensions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_suspensions" ADD CONSTRAINT "account_suspensions_suspended_by_user_id_fk" FOREIGN KEY ("suspended_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_suspensions" ADD CONSTRAINT "account_suspensions_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_user_id_user_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocker_id_user_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocked_id_user_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "reports" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_created_idx" ON "reports" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_target_user_idx" ON "reports" USING btree ("target_user_id");--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_once_idx" ON "reports" USING btree ("reporter_id","target_type","target_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "user_blocks_blocker_created_idx" ON "user_blocks" USING btree ("blocker_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_blocks_blocked_idx" ON "user_blocks" USING btree ("blocked_id","blocker_id");--> statement-breakpoint
-- Decision 016: a suspended account's sessions resolve to nobody at once, even one created while the
-- suspension was being written (the sign-in hook refuses new ones). Otherwise as in migration 0007.
CREATE OR REPLACE FUNCTION session_actor(p_token text) RETURNS json
LANGUAGE plpgsql STABLE AS $$
DECLARE
  found json;
BEGIN
  SELECT json_build_object(
    'id', u.id, 'email', u.email, 'name', u.name, 'userType', u.user_type, 'type', u.type,
    'metaIsAdmin', u.is_admin, 'twoFactorEnabled', u.two_factor_enabled,
    'firstName', up.first_name, 'lastName', up.last_name, 'membershipLevel', up.membership_level,
    'userIsAdmin', up.is_admin, 'isTrainer', up.is_trainer, 'userMemberNumber', up.member_number,
    'userMemberSince', up.member_since,
    'companyId', cp.id, 'companyName', cp.company_name, 'subscriptionTier', cp.subscription_tier,
    'companyIsAdmin', cp.is_admin, 'companyMemberNumber', cp.member_number, 'companyMemberSince', cp.member_since,
    'sessionId', s.id, 'expiresAt', s.expires_at, 'createdAt', s.created_at)
  INTO found
  FROM session s
  JOIN "user" u ON u.id = s.user_id
  LEFT JOIN user_profiles up ON up.id = u.id
  LEFT JOIN company_profiles cp ON cp.id = u.id
  WHERE s.token = p_token
    AND NOT EXISTS (SELECT 1 FROM account_suspensions sus WHERE sus.user_id = s.user_id)
  LIMIT 1;
  RETURN found;
END
$$;
--> statement-breakpoint
-- Decision 016: suggestions never offer a suspended account, nor anyone the viewer blocked or who
-- blocked the viewer (a follow between them would be refused). Otherwise as in migration 0014.
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
      ORDER BY p.created_at DESC LIMIT p_size)
    ORDER BY rank, created_at DESC
    LIMIT p_size
  ) picked;
  RETURN found;
END
$$;
