import { type SQL, sql } from "drizzle-orm";
import { rawQuery } from "~/db/raw-query";
import { containsPattern } from "~/db/text-search";
import { visibleTo } from "~/features/moderation/public.server";
import { parseArrayField } from "~/lib/array-field";
import { type Ctx, requireActor } from "~/lib/context.server";
import { searchText, textLength } from "~/lib/text";
import { personName } from "~/lib/vocabulary/display-name";
import { avatarUrl } from "./avatar";
import type { CardProfile } from "./card-profile";

export const PEOPLE_SEARCH_LIMIT = 20;

/** First name, last name, the full name or the specialization contain the pattern (the trigram index on search_text narrows first). */
function namesMatch(pattern: SQL): SQL {
  return sql`(redav_unaccent(lower(p.first_name)) like ${pattern} or redav_unaccent(lower(coalesce(p.last_name, ''))) like ${pattern} or redav_unaccent(lower(coalesce(p.specialization, ''))) like ${pattern}
               or redav_unaccent(lower(p.first_name || ' ' || coalesce(p.last_name, ''))) like ${pattern})`;
}

/**
 * Which fields a search reads: `names` is spec §5 User search (first name, last name or
 * specialization); `profile` reads what the technician search reads (full name, job titles,
 * specialization and bio), for finding someone to write to by what they do ('Técnico').
 */
export type PeopleSearchFields = "names" | "profile";

const PEOPLE = rawQuery(
  "profiles.people-search",
  (fields: PeopleSearchFields, pattern: SQL, viewerId: string, limit: number) =>
    sql<{
      id: string;
      first_name: string;
      last_name: string | null;
      specialization: string | null;
      job_title: unknown;
      city: string | null;
      country: string | null;
      profile_image_path: string | null;
    }>`select p.id, p.first_name, p.last_name, p.specialization, p.job_title, p.city, p.country, p.profile_image_path
        from user_profiles p
        where p.first_name is not null
          and ${fields === "names" ? namesMatch(pattern) : sql`true`}
          and p.search_text like ${pattern}
          and ${visibleTo(viewerId, sql`p.id`)}
        order by p.first_name, p.last_name, p.id
        limit ${Math.min(Math.max(1, limit), PEOPLE_SEARCH_LIMIT)}`,
  [
    ["names", containsPattern("ana"), "someone", PEOPLE_SEARCH_LIMIT],
    ["profile", containsPattern("ana"), "someone", PEOPLE_SEARCH_LIMIT],
  ],
);

/**
 * Spec §5 User search: ignored (no results) below 2 characters; matches the chosen fields without
 * regard to case or accents; only profiles with a first name; 20 results; never a suspended account
 * nor one the member blocked.
 */
export async function searchPeople(ctx: Ctx, term: string, fields: PeopleSearchFields = "names", limit = PEOPLE_SEARCH_LIMIT): Promise<CardProfile[]> {
  const actor = requireActor(ctx);
  const text = searchText(term, 100);
  if (textLength(text) < 2) return [];
  const pattern = containsPattern(text);
  const rows = await PEOPLE.rows(ctx.db, fields, pattern, actor.id, limit);
  return rows.map((row) => ({
    kind: "individual",
    id: row.id,
    name: personName(row.first_name, row.last_name),
    titles: parseArrayField(row.job_title),
    skills: row.specialization ? [row.specialization] : [],
    city: row.city,
    country: row.country,
    text: null,
    gold: false,
    foundingMember: false,
    imageUrl: avatarUrl(row.profile_image_path, 96),
    slug: null,
    publishedSite: false,
  }));
}
