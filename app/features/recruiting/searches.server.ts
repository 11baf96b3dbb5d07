import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { type TalentSearchFilters, talentSearches } from "~/db/schema/recruiting";
import { DATABASE_TEXT_LIMITS } from "~/db/text-limits";
import { freeOnEveryDay } from "~/features/availability/public.server";
import { technicianFilters } from "~/features/profiles/public.server";
import type { Actor } from "~/lib/actor";
import { type Ctx, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { textLength } from "~/lib/text";
import { cleanText } from "~/lib/text-input";
import { RECRUITING_LIMITS } from "./limits";
import { hasTalentFilter, TALENT_QUERY_MIN } from "./search-filters";
import { BASELINE, isSearchId, recruiter, summaryOf, type TalentSearchSummary, UNSEEN } from "./search-rows.server";

export { type TalentSearchMatchesPage, talentSearchMatches } from "./search-matches.server";
export type { TalentSearchSummary } from "./search-rows.server";
export { unsubscribeTalentSearch } from "./search-unsubscribe.server";

const NAME = DATABASE_TEXT_LIMITS["talent_searches.name"];

/** The filters of a technician search's query string, read by the search's own rules (`technicianFilters`); a text shorter than the search reads is none. */
export function savedFilters(query: string): TalentSearchFilters {
  const filters = technicianFilters(new URLSearchParams(query));
  return {
    q: textLength(filters.q) >= TALENT_QUERY_MIN ? filters.q : "",
    skills: [...new Set(filters.skills)],
    country: filters.country,
    city: filters.city,
    from: filters.window?.from ?? null,
    to: filters.window?.to ?? null,
  };
}

/** The search's name: 1–80 characters under the text rule. */
function searchName(value: unknown): string {
  const name = cleanText(value, "line", "name");
  if (textLength(name) < (NAME.min ?? 1) || textLength(name) > NAME.max)
    throw new AppError("TALENT_SEARCH_NAME_INVALID", 400, { min: NAME.min ?? 1, max: NAME.max }, "name");
  return name;
}

/**
 * Saves a technician search of the signed-in company (`name`; `query`: the search's query string, read
 * as /member/technicians reads it): at least one filter (else TALENT_SEARCH_EMPTY), at most 20 searches
 * a company (counted under the company's lock; else TALENT_SEARCHES_LIMIT). The technicians it selects
 * now (the first 1,000; and whether each is free on its dates as the company sees the calendar) are
 * recorded as its baseline, unannounced: only later changes alert.
 */
export async function saveTalentSearch(ctx: Ctx, input: Record<string, unknown>): Promise<{ id: string }> {
  const actor = recruiter(ctx);
  const name = searchName(input.name);
  const filters = savedFilters(typeof input.query === "string" ? input.query : "");
  if (!hasTalentFilter(filters)) throw new AppError("TALENT_SEARCH_EMPTY", 400);
  return withTransaction(ctx, async (tx) => {
    await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`talent-searches:${actor.id}`}))`);
    const [{ total }] = await tx.db.select({ total: count() }).from(talentSearches).where(eq(talentSearches.companyId, actor.id));
    if (total >= RECRUITING_LIMITS.searches) throw new AppError("TALENT_SEARCHES_LIMIT", 409, { max: RECRUITING_LIMITS.searches });
    const id = crypto.randomUUID();
    const now = tx.now();
    await tx.db.insert(talentSearches).values({
      id,
      companyId: actor.id,
      name,
      q: filters.q,
      skills: filters.skills,
      country: filters.country,
      city: filters.city,
      fromDate: filters.from,
      toDate: filters.to,
      createdAt: now,
      seenAt: now,
    });
    await recordBaseline(tx.db, actor, id, filters, now);
    return { id };
  });
}

/** The technicians the new search selects now, recorded as already matched ('new'; 'free' too when free on its dates), announced to nobody. */
async function recordBaseline(db: Db, actor: Actor, searchId: string, filters: TalentSearchFilters, now: Date): Promise<void> {
  await BASELINE.run(db, searchId, "new", sql`true`, now);
  if (filters.from && filters.to)
    await BASELINE.run(db, searchId, "free", freeOnEveryDay(actor, { from: filters.from, to: filters.to, tentative: false }), now);
}

/** The signed-in company's saved searches, newest first, each with its count of unseen matches. */
export async function myTalentSearches(ctx: Ctx): Promise<TalentSearchSummary[]> {
  const actor = recruiter(ctx);
  const rows = await ctx.db
    .select()
    .from(talentSearches)
    .where(eq(talentSearches.companyId, actor.id))
    .orderBy(desc(talentSearches.createdAt), talentSearches.id)
    .limit(RECRUITING_LIMITS.searches);
  const unseen = await unseenCounts(ctx.db, actor.id);
  return rows.map((row) => summaryOf(row, unseen.get(row.id) ?? 0));
}

/** Unseen matches per search of the company (technicians still listed and visible to it), in one query. */
async function unseenCounts(db: Db, companyId: string): Promise<Map<string, number>> {
  const rows = await UNSEEN.rows(db, companyId);
  return new Map(rows.map((row) => [row.search_id, Number(row.unseen)]));
}

/** Deletes one of the company's saved searches with its matches (TALENT_SEARCH_NOT_FOUND for anyone else's). */
export async function deleteTalentSearch(ctx: Ctx, input: { searchId?: unknown }): Promise<void> {
  const actor = recruiter(ctx);
  if (!isSearchId(input.searchId)) throw new AppError("TALENT_SEARCH_NOT_FOUND", 404);
  const deleted = await ctx.db
    .delete(talentSearches)
    .where(and(eq(talentSearches.id, input.searchId), eq(talentSearches.companyId, actor.id)))
    .returning({ id: talentSearches.id });
  if (deleted.length === 0) throw new AppError("TALENT_SEARCH_NOT_FOUND", 404);
}

/** Turns one of the company's saved searches' alerts on or off (`alerts`: 'on'/'true'/'1' is on); TALENT_SEARCH_NOT_FOUND for anyone else's. */
export async function setTalentSearchAlerts(ctx: Ctx, input: { searchId?: unknown; alerts?: unknown }): Promise<void> {
  const actor = recruiter(ctx);
  if (!isSearchId(input.searchId)) throw new AppError("TALENT_SEARCH_NOT_FOUND", 404);
  const alerts = input.alerts === true || input.alerts === "on" || input.alerts === "true" || input.alerts === "1";
  const changed = await ctx.db
    .update(talentSearches)
    .set({ alerts })
    .where(and(eq(talentSearches.id, input.searchId), eq(talentSearches.companyId, actor.id)))
    .returning({ id: talentSearches.id });
  if (changed.length === 0) throw new AppError("TALENT_SEARCH_NOT_FOUND", 404);
}
