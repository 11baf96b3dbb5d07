CREATE TABLE "library_documents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "library_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"doc_type" text NOT NULL,
	"brand" text,
	"model" text,
	"file_path" text,
	"file_name" text,
	"file_type" text,
	"file_size" integer,
	"external_url" text,
	"files_folder" text DEFAULT ('doc-' || replace(gen_random_uuid()::text, '-', '')) NOT NULL,
	"min_level" text DEFAULT 'bronze' NOT NULL,
	"uploaded_by" text,
	"download_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_documents_min_level_check" CHECK ("library_documents"."min_level" in ('bronze', 'silver', 'gold')),
	CONSTRAINT "library_documents_source_check" CHECK (("library_documents"."file_path" is null) <> ("library_documents"."external_url" is null))
);
--> statement-breakpoint
ALTER TABLE "library_documents" ADD CONSTRAINT "library_documents_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_documents_recent_idx" ON "library_documents" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "library_documents_category_idx" ON "library_documents" USING btree ("category","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "library_documents_search_trgm_idx" ON "library_documents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The document search text: title, brand, model and description, lower-cased and without accents
-- ('consola yamaha' finds 'Consola Yamaha CL5'), kept on every insert and update by any writer.
CREATE OR REPLACE FUNCTION library_documents_search_text() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := redav_unaccent(lower(concat_ws(' ', NEW.title, NEW.brand, NEW.model, NEW.description)));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER library_documents_search_text_trigger
BEFORE INSERT OR UPDATE OF title, brand, model, description ON library_documents
FOR EACH ROW EXECUTE FUNCTION library_documents_search_text();
