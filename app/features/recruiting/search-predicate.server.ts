import { type SQL, sql } from "drizzle-orm";
import { notHidden } from "~/features/moderation/public.server";

/** A saved search's filters as SQL: columns of a talent_searches row, or bound values of filters being saved. */
export type SearchTerms = { q: SQL; skills: SQL; country: SQL; city: SQL; companyId: SQL };

/** The terms of the talent_searches row `s`. */
export const SAVED_TERMS: SearchTerms = { q: sql`s.q`, skills: sql`s.skills`, country: sql`s.country`, city: sql`s.city`, companyId: sql`s.company_id` };

/**
 * SQL true when the technician `p` is selected by the search's filters as /member/technicians selects:
 * listed (the search's LISTED: not admin, not trainer, both names set), the text (two characters or
 * more) found in `search_text` escaped and normalised as `containsPattern` does, any of the skills, the
 * country and the city; neither the technician nor the company hidden (suspended, leaving, unverified),
 * and no block between them either way. Dates are not part of it (`freeOnEveryDay` is the caller's).
 */
export function searchSelects(terms: SearchTerms): SQL {
  const escaped = sql`replace(replace(replace(${terms.q}, ${"\\"}, ${"\\\\"}), ${"%"}, ${"\\%"}), ${"_"}, ${"\\_"})`;
  return sql`not p.is_admin and not p.is_trainer and p.first_name is not null and p.last_name is not null
    and (char_length(${terms.q}) < 2 or p.search_text like '%' || redav_unaccent(lower(${escaped})) || '%')
    and (cardinality(${terms.skills}) = 0 or p.skills && ${terms.skills})
    and (${terms.country} = '' or p.country = ${terms.country})
    and (${terms.city} = '' or p.city = ${terms.city})
    and p.id <> ${terms.companyId}
    and ${notHidden(sql`p.id`)} and ${notHidden(terms.companyId)}
    and not exists (select 1 from user_blocks b where (b.blocker_id = ${terms.companyId} and b.blocked_id = p.id) or (b.blocker_id = p.id and b.blocked_id = ${terms.companyId}))`;
}
