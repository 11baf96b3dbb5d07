import { and, eq, sql } from "drizzle-orm";
import { rawQuery } from "~/db/raw-query";
import { talentSearchMatches as matchRows, type TalentMatchKind, talentSearches } from "~/db/schema/recruiting";
import { type CardProfile, type TechnicianRow, technicianCard } from "~/features/profiles/public";
import type { Ctx } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { pageCount, pageWindow } from "~/lib/paging";
import { isSearchId, recruiter, shownMatch, summaryOf, type TalentSearchSummary } from "./search-rows.server";

/** Matches a page of a saved search shows. */
export const MATCHES_PAGE_SIZE = 20;

/** One page of a saved search's matches, newest first, with whether each is new since the company last looked. */
export type TalentSearchMatchesPage = {
  search: TalentSearchSummary;
  matches: { card: CardProfile; kind: "new" | "free"; matchedAt: string; unseen: boolean }[];
  page: number;
  pages: number;
};

type MatchRow = TechnicianRow & { kind: TalentMatchKind; matched_at: string | Date; unseen: boolean; total: number };

/** A page of a search's matches shown to its company, newest first, each with whether it came after the company last looked, and the total. */
const MATCHES = rawQuery(
  "recruiting.search-matches",
  (searchId: string, companyId: string, offset: number) =>
    sql<MatchRow>`select p.id, p.first_name, p.last_name, p.job_title, p.skills, p.city, p.country, p.membership_level, p.profile_image_path,
        p.is_founding_member, p.form_of_address, p.handle, p.page_visibility, m.kind, m.matched_at, m.matched_at > s.seen_at as unseen,
        count(*) over ()::int as total
      from talent_searches s join talent_search_matches m on m.search_id = s.id join user_profiles p on p.id = m.technician_id
      where s.id = ${searchId} and s.company_id = ${companyId} and ${shownMatch(companyId)}
      order by m.matched_at desc, m.technician_id, m.kind
      limit ${MATCHES_PAGE_SIZE} offset ${offset}`,
  [["someone", "someone", 0]],
);

/** A saved search's matches, a page (20) at a time, newest first; opening it marks them seen (the unseen ones still say so on this page). TALENT_SEARCH_NOT_FOUND for anyone else's search. */
export async function talentSearchMatches(ctx: Ctx, input: { searchId?: unknown; page?: number }): Promise<TalentSearchMatchesPage> {
  const actor = recruiter(ctx);
  if (!isSearchId(input.searchId)) throw new AppError("TALENT_SEARCH_NOT_FOUND", 404);
  const searchId = input.searchId;
  const [search] = await ctx.db
    .select()
    .from(talentSearches)
    .where(and(eq(talentSearches.id, searchId), eq(talentSearches.companyId, actor.id)));
  if (!search) throw new AppError("TALENT_SEARCH_NOT_FOUND", 404);
  const page = Number.isSafeInteger(input.page) && (input.page ?? 0) >= 1 ? Math.min(input.page ?? 1, 1000) : 1;
  const rows = await MATCHES.rows(ctx.db, searchId, actor.id, pageWindow(page, MATCHES_PAGE_SIZE).offset);
  const unseenHere = rows.filter((row) => row.unseen).length;
  await ctx.db
    .update(talentSearches)
    .set({
      seenAt: sql`greatest(${talentSearches.seenAt}, ${ctx.now().toISOString()}::timestamptz,
        (select max(${matchRows.matchedAt}) from ${matchRows} where ${matchRows.searchId} = ${searchId}))`,
    })
    .where(eq(talentSearches.id, searchId));
  return {
    search: summaryOf(search, Math.max(0, unseenHere)),
    matches: rows.map((row) => ({
      card: technicianCard(row),
      kind: row.kind,
      matchedAt: new Date(row.matched_at).toISOString(),
      unseen: row.unseen,
    })),
    page,
    pages: pageCount(rows[0]?.total ?? 0, MATCHES_PAGE_SIZE),
  };
}
