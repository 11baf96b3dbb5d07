-- Every way a session ends (sign-out, suspension, a password change or reset, revoking another
-- session, expiry, a deleted user) deletes its row: this trigger tells every instance, at commit,
-- which sessions ended, so their live streams close at once (decision 020). Payloads are session ids.
CREATE OR REPLACE FUNCTION session_ended_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('redav_session_ended', ended.id) FROM ended;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER session_ended_trigger
AFTER DELETE ON session
REFERENCING OLD TABLE AS ended
FOR EACH STATEMENT EXECUTE FUNCTION session_ended_notify();
