CREATE TABLE "company_website_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_websites" (
	"company_id" text PRIMARY KEY NOT NULL,
	"slug" text,
	"is_published" boolean DEFAULT false NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"draft" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"preview_token" text NOT NULL,
	"draft_saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_websites_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "company_website_redirects" ADD CONSTRAINT "company_website_redirects_company_id_company_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_websites" ADD CONSTRAINT "company_websites_company_id_company_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_websites_published_idx" ON "company_websites" USING btree ("published_at" DESC NULLS LAST) WHERE "company_websites"."is_published";--> statement-breakpoint
-- A site's address is its company profile's: when the profile's slug changes, the site follows,
-- the old address is kept as a redirect (a year, read by the public page), and a redirect of the
-- new address (the company took an old name back, or another company took a free one) is dropped.
CREATE OR REPLACE FUNCTION company_profiles_slug_follow() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.slug IS DISTINCT FROM OLD.slug THEN
    UPDATE company_websites SET slug = NEW.slug WHERE company_id = NEW.id;
    IF NEW.slug IS NOT NULL THEN
      DELETE FROM company_website_redirects WHERE old_slug = NEW.slug;
    END IF;
    IF OLD.slug IS NOT NULL THEN
      INSERT INTO company_website_redirects (old_slug, company_id, created_at) VALUES (OLD.slug, NEW.id, now())
      ON CONFLICT (old_slug) DO UPDATE SET company_id = EXCLUDED.company_id, created_at = EXCLUDED.created_at;
    END IF;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER company_profiles_slug_follow_trigger
AFTER UPDATE OF slug ON company_profiles
FOR EACH ROW EXECUTE FUNCTION company_profiles_slug_follow();
--> statement-breakpoint
-- The sender of the messages a company's website contact form delivers: an account nobody signs in
-- to (no credentials, no profile), so the form's visitors reach the company's inbox.
-- Its address is on .invalid (never deliverable) and unverified, so no broadcast, digest or reset reaches it.
INSERT INTO "user" (id, name, email, email_verified, user_type, type) VALUES ('redav-sitio-web', 'Formulario de sitio web', 'sitio-web@redav.invalid', false, 'system', 'system')
ON CONFLICT (id) DO NOTHING;
