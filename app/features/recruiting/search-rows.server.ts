import { type SQL, sql } from "drizzle-orm";
import { rawQuery } from "~/db/raw-query";
import type { TalentMatchKind, TalentSearchFilters, talentSearches } from "~/db/schema/recruiting";
import { visibleTo } from "~/features/moderation/public.server";
import type { Actor } from "~/lib/actor";
import { type Ctx, requireActor } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { recruitingPolicy } from "./policy";
import { talentSearchUrl } from "./search-filters";
import { SAVED_TERMS, searchSelects } from "./search-predicate.server";

/** How many technicians a new search records as already matched (its baseline). */
export const BASELINE_MAX = 1000;

/** A saved talent search as the company's page lists it. */
export type TalentSearchSummary = {
  id: string;
  name: string;
  filters: TalentSearchFilters;
  alerts: boolean;
  newMatches: number;
  createdAt: string;
  searchUrl: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value is a well-formed search id (a malformed one is a 404, never a query). */
export const isSearchId = (value: unknown): value is string => typeof value === "string" && UUID.test(value);

/** The signed-in company, or the recruiting tools' 404 for anyone else (a visitor included). */
export function recruiter(ctx: Ctx): Actor {
  if (!recruitingPolicy.can(ctx.actor, "recruit")) throw new AppError("NOT_FOUND", 404);
  return recruitingPolicy.authorize(requireActor(ctx), "recruit");
}

/** The filters of a talent_searches row. */
export function filtersOf(row: typeof talentSearches.$inferSelect): TalentSearchFilters {
  return { q: row.q, skills: row.skills, country: row.country, city: row.city, from: row.fromDate, to: row.toDate };
}

/** The summary of a talent_searches row with its count of unseen matches. */
export function summaryOf(row: typeof talentSearches.$inferSelect, newMatches: number): TalentSearchSummary {
  const filters = filtersOf(row);
  return {
    id: row.id,
    name: row.name,
    filters,
    alerts: row.alerts,
    newMatches,
    createdAt: row.createdAt.toISOString(),
    searchUrl: talentSearchUrl(filters),
  };
}

/** SQL true when the match `m` of the search `s` is one to show its company: after the baseline, of a technician still selectable and visible to it. */
export function shownMatch(companyId: string): SQL {
  return sql`m.matched_at > s.created_at
    and not p.is_admin and not p.is_trainer and p.first_name is not null and p.last_name is not null
    and ${visibleTo(companyId, sql`p.id`)}
    and not exists (select 1 from user_blocks b where b.blocker_id = p.id and b.blocked_id = ${companyId})`;
}

/** Records the technicians the search `searchId` selects now (and `extra` holds for) as matched with `kind`: at most BASELINE_MAX. */
export const BASELINE = rawQuery(
  "recruiting.search-baseline",
  (searchId: string, kind: TalentMatchKind, extra: SQL, now: Date) =>
    sql`insert into talent_search_matches (search_id, technician_id, kind, matched_at)
      select s.id, p.id, ${kind}, ${now.toISOString()}::timestamptz from talent_searches s join user_profiles p on ${searchSelects(SAVED_TERMS)} and ${extra}
      where s.id = ${searchId}
      limit ${BASELINE_MAX}
      on conflict do nothing`,
  [["someone", "new", sql`true`, new Date(0)]],
);

/** The company's searches' counts of matches it has not seen (since it last opened each), in one query. */
export const UNSEEN = rawQuery(
  "recruiting.search-unseen",
  (companyId: string) =>
    sql<{ search_id: string; unseen: number }>`select s.id as search_id, count(*)::int as unseen
      from talent_searches s join talent_search_matches m on m.search_id = s.id and m.matched_at > s.seen_at
      join user_profiles p on p.id = m.technician_id
      where s.company_id = ${companyId} and ${shownMatch(companyId)}
      group by s.id`,
  [["someone"]],
);
