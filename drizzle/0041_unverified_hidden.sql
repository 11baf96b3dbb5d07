CREATE INDEX "user_unverified_idx" ON "user" USING btree ("id") WHERE not "user"."email_verified" and "user"."user_type" in ('individual', 'company');--> statement-breakpoint
-- Issue 35 §6: an account that never verified its e-mail is never suggested, like a suspended one or one being deleted.
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
        AND NOT EXISTS (SELECT 1 FROM "user" unverified WHERE unverified.id = p.id AND NOT unverified.email_verified)
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
        AND NOT EXISTS (SELECT 1 FROM "user" unverified WHERE unverified.id = p.id AND NOT unverified.email_verified)
      ORDER BY p.created_at DESC LIMIT p_size)
    ORDER BY rank, created_at DESC
    LIMIT p_size
  ) picked;
  RETURN found;
END
$$;
