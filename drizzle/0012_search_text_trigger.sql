-- unaccent() is not immutable (it reads a dictionary), so an index or trigger cannot call it through
-- the search path safely: this wrapper names the dictionary and is declared immutable.
CREATE OR REPLACE FUNCTION redav_unaccent(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $$;
--> statement-breakpoint
-- The technician search text: full name, job titles, specialization and bio, lower-cased and
-- without accents ('tecnico' finds 'Técnico'), kept on every insert and update by any writer.
CREATE OR REPLACE FUNCTION user_profiles_search_text() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := redav_unaccent(lower(concat_ws(' ', NEW.first_name, NEW.last_name, array_to_string(NEW.job_title, ' '), NEW.specialization, NEW.bio)));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_profiles_search_text_trigger
BEFORE INSERT OR UPDATE OF first_name, last_name, job_title, specialization, bio ON user_profiles
FOR EACH ROW EXECUTE FUNCTION user_profiles_search_text();
--> statement-breakpoint
UPDATE user_profiles SET first_name = first_name;
