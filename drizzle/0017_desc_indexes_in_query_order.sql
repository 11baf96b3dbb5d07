-- Drizzle's .desc() wrote DESC NULLS LAST, which cannot serve ORDER BY ... DESC (NULLS FIRST): every list sorted
-- its rows instead of reading an index range. The messages lists also carry INCLUDE columns (decision 017).
DROP INDEX "cv_downloads_owner_idx";--> statement-breakpoint
DROP INDEX "user_follows_following_idx";--> statement-breakpoint
DROP INDEX "user_follows_follower_idx";--> statement-breakpoint
DROP INDEX "mail_log_created_at_idx";--> statement-breakpoint
DROP INDEX "messages_inbox_idx";--> statement-breakpoint
DROP INDEX "messages_sent_idx";--> statement-breakpoint
DROP INDEX "reports_status_created_idx";--> statement-breakpoint
DROP INDEX "reports_created_idx";--> statement-breakpoint
DROP INDEX "user_blocks_blocker_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
DROP INDEX "company_profiles_created_at_idx";--> statement-breakpoint
DROP INDEX "user_profiles_created_at_idx";--> statement-breakpoint
DROP INDEX "user_profiles_country_created_idx";--> statement-breakpoint
CREATE INDEX "cv_downloads_owner_idx" ON "cv_downloads" USING btree ("owner_id","downloaded_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_follows_following_idx" ON "user_follows" USING btree ("following_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_follows_follower_idx" ON "user_follows" USING btree ("follower_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mail_log_created_at_idx" ON "mail_log" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_inbox_idx" ON "messages" USING btree ("recipient_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("sender_id","is_read") WHERE not "messages"."recipient_deleted";--> statement-breakpoint
CREATE INDEX "messages_sent_idx" ON "messages" USING btree ("sender_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("recipient_id") WHERE not "messages"."sender_deleted";--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "reports" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reports_created_idx" ON "reports" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_blocks_blocker_created_idx" ON "user_blocks" USING btree ("blocker_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "company_profiles_created_at_idx" ON "company_profiles" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_profiles_created_at_idx" ON "user_profiles" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_profiles_country_created_idx" ON "user_profiles" USING btree ("country","created_at" DESC NULLS FIRST);