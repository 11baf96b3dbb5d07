ALTER TABLE "messages" ADD COLUMN "counts_toward_quota" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_quota_idx" ON "messages" USING btree ("sender_id","created_at") WHERE "messages"."counts_toward_quota";--> statement-breakpoint
-- Messages sent before this column existed: a company's message, or a reply to someone who had written first, never counted.
UPDATE "messages" m SET "counts_toward_quota" = false
WHERE EXISTS (SELECT 1 FROM "company_profiles" c WHERE c."id" = m."sender_id")
   OR EXISTS (SELECT 1 FROM "messages" earlier WHERE earlier."sender_id" = m."recipient_id" AND earlier."recipient_id" = m."sender_id" AND earlier."created_at" < m."created_at");
