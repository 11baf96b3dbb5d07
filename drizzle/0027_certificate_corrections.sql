ALTER TABLE "certificates" ADD COLUMN "original_holder_name" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "changed_by" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_changed_by_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;