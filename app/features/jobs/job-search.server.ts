import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { rawQuery } from "~/db/raw-query";
import { jobOffers } from "~/db/schema/job-board";
import { companyProfiles } from "~/db/schema/profiles";
import { containsPattern } from "~/db/text-search";
import { notHidden } from "~/features/moderation/public.server";
import type { Ctx } from "~/lib/context.server";
import { pagedList, pageParam } from "~/lib/paging";
import { searchText, textLength } from "~/lib/text";
import { skillParam } from "~/lib/vocabulary/av-categories";
import { COUNTRY_CODES, countryParam } from "~/lib/vocabulary/countries";
import { EXPERIENCE_LEVELS } from "~/lib/vocabulary/experience-levels";
import { ALERT_QUERY_MAX, ALERT_QUERY_MIN } from "./job-alerts-options";
import { JOB_CATEGORIES, JOB_TYPES, JOBS_COUNT_CAP, JOBS_PAGE_SIZE, type JobType } from "./job-options";
import type { OfferPage, OfferSummary } from "./job-views";
import { offerSummary, onTheBoard, summaryColumns } from "./offer-access.server";

/** The pager goes no further than the capped count: deeper pages would sort every offer on the board (bench/jobs.ts). */
const MAX_PAGE = JOBS_COUNT_CAP / JOBS_PAGE_SIZE;

/** The filters of the public list (spec §7 plus text and country), as the URL carries them. */
export type JobFilters = { q: string; category: string; jobType: JobType | ""; experienceLevel: string; remote: boolean; country: string; page: number };

const oneOf = (choices: readonly string[], value: string | null): string => (value && choices.includes(value) ? value : "");

/**
 * The filters of a /jobs URL (`q`, `categoria`, `tipo`, `experiencia`, `remoto=1`, `pais`, `pagina`):
 * values outside their lists are dropped (an old link's Spanish country or category is read as its code), the text is a search term (`searchText`, at most 100 code points); the page
 * is kept within the 25 the capped count can show.
 */
export function jobFilters(params: URLSearchParams): JobFilters {
  return {
    q: searchText(params.get("q"), ALERT_QUERY_MAX),
    category: oneOf(JOB_CATEGORIES, skillParam(params.get("categoria"))),
    jobType: oneOf(JOB_TYPES, params.get("tipo")) as JobType | "",
    experienceLevel: oneOf(EXPERIENCE_LEVELS, params.get("experiencia")),
    remote: ["1", "true", "si", "on"].includes(params.get("remoto") ?? ""),
    country: oneOf(COUNTRY_CODES, countryParam(params.get("pais"))),
    page: pageParam(params, MAX_PAGE),
  };
}

function conditions(filters: JobFilters, now: Date): SQL {
  const parts: SQL[] = [onTheBoard(now), notHidden(sql`${jobOffers.creatorId}`)];
  if (textLength(filters.q) >= ALERT_QUERY_MIN) {
    parts.push(sql`${jobOffers.searchText} like ${containsPattern(filters.q)}`);
  }
  if (filters.category) parts.push(sql`${jobOffers.category} @> array[${filters.category}]::text[]`);
  if (filters.jobType) parts.push(eq(jobOffers.jobType, filters.jobType));
  if (filters.experienceLevel) parts.push(eq(jobOffers.experienceLevel, filters.experienceLevel));
  if (filters.remote) parts.push(eq(jobOffers.remoteAllowed, true));
  if (filters.country) parts.push(eq(jobOffers.country, filters.country));
  return and(...parts) ?? sql`true`;
}

/** How many offers the filters find, counting no further than one past the cap. */
const BOARD_COUNT = rawQuery(
  "jobs.board-count",
  (filters: JobFilters, now: Date) =>
    sql<{
      count: number | string;
    }>`select count(*)::int as count from (select 1 from ${jobOffers} where ${conditions(filters, now)} limit ${JOBS_COUNT_CAP + 1}) capped`,
  [
    [
      { q: "sonido", category: JOB_CATEGORIES[0], jobType: JOB_TYPES[0], experienceLevel: EXPERIENCE_LEVELS[0], remote: true, country: "ES", page: 1 },
      new Date(0),
    ],
  ],
);

/**
 * Spec §7 Jobs, public: the offers on the board (active, closing date not past, from a company not
 * suspended), newest published first, 20 a page, filtered by category (contains), job type,
 * experience level, remote, country and text (title, description, requirements; without regard to
 * case or accents), each with its company's name, logo and slug in the same query. The count stops at 500.
 */
export async function listOffers(ctx: Ctx, filters: JobFilters): Promise<OfferPage> {
  const where = conditions(filters, ctx.now());
  const listed = await pagedList({
    page: filters.page,
    size: JOBS_PAGE_SIZE,
    cap: JOBS_COUNT_CAP,
    rows: ({ limit, offset }) =>
      ctx.db
        .select(summaryColumns)
        .from(jobOffers)
        .innerJoin(companyProfiles, eq(companyProfiles.id, jobOffers.creatorId))
        .where(where)
        .orderBy(desc(jobOffers.publishedAt), desc(jobOffers.id))
        .limit(limit)
        .offset(offset),
    count: () => BOARD_COUNT.rows(ctx.db, filters, ctx.now()),
  });
  return {
    offers: listed.rows.map(offerSummary),
    count: listed.total,
    capped: listed.capped,
    page: listed.page,
    pages: listed.pages,
  };
}

/** The `limit` (at most 20) newest offers on the board, as the first page of the unfiltered list shows them, without counting. */
export async function latestOffers(ctx: Ctx, limit: number): Promise<OfferSummary[]> {
  const rows = await ctx.db
    .select(summaryColumns)
    .from(jobOffers)
    .innerJoin(companyProfiles, eq(companyProfiles.id, jobOffers.creatorId))
    .where(conditions(jobFilters(new URLSearchParams()), ctx.now()))
    .orderBy(desc(jobOffers.publishedAt), desc(jobOffers.id))
    .limit(Math.min(JOBS_PAGE_SIZE, Math.max(1, Math.floor(limit))));
  return rows.map(offerSummary);
}
