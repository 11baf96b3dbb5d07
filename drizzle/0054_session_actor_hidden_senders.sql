-- Issue 43: the header's unread messages, read with the session, leave out the same senders as
-- messages.unreadMessageCount (notHidden: suspended, on their way out, or a member account that never
-- verified its e-mail), so /api/messages/unread can answer from the session's one planned call.
-- Otherwise as in migration 0025.
CREATE OR REPLACE FUNCTION session_actor(p_token text, p_counts boolean) RETURNS json
LANGUAGE plpgsql STABLE AS $$
DECLARE
  found json;
  v_user text;
BEGIN
  SELECT json_build_object(
    'id', u.id, 'email', u.email, 'name', u.name, 'userType', u.user_type, 'type', u.type,
    'metaIsAdmin', u.is_admin, 'twoFactorEnabled', u.two_factor_enabled,
    'firstName', up.first_name, 'lastName', up.last_name, 'membershipLevel', up.membership_level,
    'userIsAdmin', up.is_admin, 'isTrainer', up.is_trainer, 'userMemberNumber', up.member_number,
    'userMemberSince', up.member_since,
    'companyId', cp.id, 'companyName', cp.company_name, 'subscriptionTier', cp.subscription_tier,
    'companyIsAdmin', cp.is_admin, 'companyMemberNumber', cp.member_number, 'companyMemberSince', cp.member_since,
    'sessionId', s.id, 'expiresAt', s.expires_at, 'createdAt', s.created_at), u.id
  INTO found, v_user
  FROM session s
  JOIN "user" u ON u.id = s.user_id
  LEFT JOIN user_profiles up ON up.id = u.id
  LEFT JOIN company_profiles cp ON cp.id = u.id
  WHERE s.token = p_token
    AND NOT EXISTS (SELECT 1 FROM account_suspensions sus WHERE sus.user_id = s.user_id)
  LIMIT 1;
  -- Each statement keeps its own plan: the counts are planned and run only when asked for.
  IF found IS NOT NULL AND p_counts THEN
    found := (found::jsonb || jsonb_build_object(
      'unreadNotifications', (SELECT count(*) FROM notifications n WHERE n.user_id = v_user AND NOT n.is_read),
      'unreadMessages', (SELECT count(*) FROM messages m
                          WHERE m.recipient_id = v_user AND NOT m.is_read AND NOT m.recipient_deleted
                            AND m.sender_id NOT IN (SELECT suspended.user_id FROM account_suspensions suspended
                                                    UNION ALL SELECT leaving.user_id FROM account_deletions leaving
                                                    UNION ALL SELECT unverified.id FROM "user" unverified
                                                              WHERE NOT unverified.email_verified
                                                                AND unverified.user_type IN ('individual', 'company')))))::json;
  END IF;
  RETURN found;
END
$$;
