ALTER TABLE "request_limits" ADD COLUMN "window_end" timestamp with time zone;--> statement-breakpoint
UPDATE "request_limits" SET "window_end" = "window_start" + interval '1 day';--> statement-breakpoint
ALTER TABLE "request_limits" ALTER COLUMN "window_end" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "request_limits_window_end_idx" ON "request_limits" USING btree ("window_end");
