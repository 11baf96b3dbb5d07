-- The unread count hides messages from suspended accounts (a filter on sender_id): with sender_id in
-- the partial unread index the count stays an index-only scan of the member's unread messages.
DROP INDEX "messages_unread_idx";--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("recipient_id") INCLUDE ("sender_id") WHERE not "messages"."is_read" and not "messages"."recipient_deleted";
