CREATE TABLE "level_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "level_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"from_level" text NOT NULL,
	"requested_level" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "level_requests" ADD CONSTRAINT "level_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_requests" ADD CONSTRAINT "level_requests_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "level_requests_one_pending_idx" ON "level_requests" USING btree ("user_id") WHERE "level_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "level_requests_queue_idx" ON "level_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "level_requests_user_idx" ON "level_requests" USING btree ("user_id","created_at" DESC NULLS LAST);