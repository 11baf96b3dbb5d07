import { randomInt } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { rawQuery } from "~/db/raw-query";
import { containsPattern } from "~/db/text-search";
import { type SearchWindow, searchWindow } from "~/features/availability/public";
import { type FreeDay, firmDaysInWindow, freeDaysIn, freeOnEveryDay, withoutHolds } from "~/features/availability/public.server";
import { visibleTo } from "~/features/moderation/public.server";
import { type Ctx, requireActor } from "~/lib/context.server";
import { serverI18n } from "~/lib/i18n/resources.server";
import { pageCount, pageParam, pageWindow } from "~/lib/paging";
import { searchText, textLength } from "~/lib/text";
import { skillParam } from "~/lib/vocabulary/av-categories";
import { countryParam } from "~/lib/vocabulary/countries";
import { shownBio } from "./bio";
import { cappedCount } from "./capped-count.server";
import type { CardProfile } from "./card-profile";
import { type TechnicianRow, technicianCard } from "./technician-card";
import { SKILL_OPTIONS } from "./technician-skills";

export const TECHNICIAN_PAGE_SIZE = 24;
/** Counting stops here: past it the page says 'más de 500', so a count never walks the whole network. */
export const TECHNICIAN_COUNT_CAP = 500;
const MAX_SEED = 2_147_483_647;

/** `withoutHolds`: with dates, only technicians no booking holds on any of them ('sin opciones en esas fechas', issue 39). */
export type TechnicianFilters = {
  q: string;
  skills: string[];
  country: string;
  city: string;
  page: number;
  seed: number;
  window?: SearchWindow | null;
  withoutHolds?: boolean;
};
/** A page of results; with a date filter, `free` names each technician's free days of the window (the cards' 'Disponible'). */
export type TechnicianPage = { technicians: CardProfile[]; count: number; capped: boolean; page: number; pages: number; free: Record<string, FreeDay[]> };

/** The visit's order from `orden`: a whole number in range, else (missing, blank, malformed) a fresh random one. */
function visitSeed(value: string | null): number {
  const seed = value !== null && /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
  return seed <= MAX_SEED ? seed : randomInt(MAX_SEED);
}

/**
 * The filters of a search URL (`q`, `habilidad` repeated, `pais`, `ciudad`, `pagina`, `orden`, and the
 * dates `desde`, `hasta`, `tentativos`, `sinOpciones`): unknown skills and unreadable dates are
 * dropped (and `sinOpciones` with them); a missing `orden` gets a fresh random one.
 */
export function technicianFilters(params: URLSearchParams): TechnicianFilters {
  return {
    q: searchText(params.get("q"), 100),
    skills: params
      .getAll("habilidad")
      .map((skill) => skillParam(skill) ?? skill)
      .filter((skill): skill is (typeof SKILL_OPTIONS)[number] => (SKILL_OPTIONS as readonly string[]).includes(skill)),
    country: searchText(countryParam(params.get("pais")), 80),
    city: searchText(params.get("ciudad"), 80),
    page: pageParam(params, 1000),
    seed: visitSeed(params.get("orden")),
    window: searchWindow(params),
    withoutHolds: params.get("sinOpciones") === "1" && searchWindow(params) !== null,
  };
}

/** Spec §5 Technician list: not admin, not trainer, both names set (the partial indexes share this predicate). */
const LISTED = sql`not p.is_admin and not p.is_trainer and p.first_name is not null and p.last_name is not null`;

/** The search's conditions on `p`; `free` is the viewer's condition on the calendar when the search has dates (`freeOnEveryDay`, and `withoutHolds` when asked). */
function conditions(filters: TechnicianFilters, free: SQL | null): SQL {
  const parts = [LISTED];
  if (textLength(filters.q) >= 2) {
    parts.push(sql`p.search_text like ${containsPattern(filters.q)}`);
  }
  if (filters.skills.length > 0) {
    parts.push(
      sql`p.skills && array[${sql.join(
        filters.skills.map((skill) => sql`${skill}`),
        sql`, `,
      )}]::text[]`,
    );
  }
  if (filters.country) parts.push(sql`p.country = ${filters.country}`);
  if (filters.city) parts.push(sql`p.city = ${filters.city}`);
  if (free) parts.push(free);
  return sql.join(parts, sql` and `);
}

const GOLD = sql`p.membership_level = 'gold'`;
const NOT_GOLD = sql`p.membership_level <> 'gold'`;

type Row = TechnicianRow & { bio: string | null; shuffle_key: number; gold: boolean; firm_days: string | null };

/** Filters that switch on every condition, for the database check of the search. */
const EVERY_FILTER: TechnicianFilters = {
  q: "sonido",
  skills: ["audio", "video"],
  country: "ES",
  city: "Madrid",
  page: 2,
  seed: 7,
  window: { from: "2026-01-01", to: "2026-01-07", tentative: false },
};

/** A page of the technicians `where` selects: gold first, then from the visit's seed on, each tier in four index range scans. */
const TECHNICIANS = rawQuery(
  "profiles.technician-search",
  (where: SQL, filters: TechnicianFilters) => {
    const { offset } = pageWindow(filters.page, TECHNICIAN_PAGE_SIZE);
    const reach = offset + TECHNICIAN_PAGE_SIZE;
    const firm = filters.window ? firmDaysInWindow(filters.window) : sql`null`;
    const columns = sql`p.id, p.first_name, p.last_name, p.job_title, p.skills, p.city, p.country, left(p.bio, 200) as bio, p.membership_level, p.profile_image_path, p.is_founding_member, p.form_of_address, p.handle, p.page_visibility, p.shuffle_key, ${firm} as firm_days`;
    // Each tier's condition is written as its partial index's predicate (a literal, never a parameter), so each branch is one range of that index.
    const branch = (gold: boolean, afterSeed: boolean) =>
      sql`(select ${columns}, ${gold} as gold from user_profiles p
         where ${where} and ${gold ? GOLD : NOT_GOLD} and ${afterSeed ? sql`p.shuffle_key >= ${filters.seed}` : sql`p.shuffle_key < ${filters.seed}`}
         order by p.shuffle_key limit ${reach})`;
    return sql<Row>`select * from (${branch(true, true)} union all ${branch(true, false)} union all ${branch(false, true)} union all ${branch(false, false)}) listed
          order by gold desc, (shuffle_key < ${filters.seed}), shuffle_key offset ${offset} limit ${TECHNICIAN_PAGE_SIZE}`;
  },
  // Every filter on (the viewer's calendar condition, `freeOnEveryDay`, needs an actor: its own integration tests cover it).
  [
    [sql`${conditions(EVERY_FILTER, null)} and ${visibleTo("someone", sql`p.id`)}`, EVERY_FILTER],
    [sql`${conditions({ ...EVERY_FILTER, window: null }, null)} and ${visibleTo(null, sql`p.id`)}`, { ...EVERY_FILTER, window: null }],
  ],
);

const CITIES = rawQuery(
  "profiles.technician-cities",
  (country: string) =>
    sql<{ city: string }>`with recursive cities(city) as (
          (select p.city from user_profiles p where p.country = ${country} and p.city > '' and ${LISTED} order by p.city limit 1)
          union all
          select (select p.city from user_profiles p where p.country = ${country} and p.city > cities.city and ${LISTED} order by p.city limit 1)
          from cities where cities.city is not null
        )
        select city from cities where city is not null limit 200`,
  [["ES"]],
);

/**
 * Spec §5 Technician list for a signed-in member: the listed technicians that match the text (full
 * name, job title or bio, without regard to case or accents), any of the skills, the country and the
 * city; 24 a page; never a suspended account nor one the member blocked. Gold members come first
 * (the priority visibility /membership sells); within each tier the order is the network's random
 * order rotated from the visit's `seed`, so it differs between visits and stays put while paging and
 * filtering. Four range scans of two partial indexes (gold or not; after or before the seed) serve
 * it, each stopping at the page's reach. With dates, only technicians whose calendar the viewer may
 * see and that is free on every day of the window (decision 032), each with those days; with
 * `withoutHolds`, also none a booking holds on any day of the window (issue 39). That condition
 * carries the calendar's visibility rule itself (`withoutHolds`): a technician whose calendar the
 * viewer may not see is left out while it is on, so it never reveals their bookings.
 */
export async function searchTechnicians(ctx: Ctx, filters: TechnicianFilters): Promise<TechnicianPage> {
  const actor = requireActor(ctx);
  const window = filters.window;
  const freeCondition = window
    ? filters.withoutHolds
      ? sql`${freeOnEveryDay(actor, window)} and ${withoutHolds(actor, window)}`
      : freeOnEveryDay(actor, window)
    : null;
  const where = sql`${conditions(filters, freeCondition)} and ${visibleTo(actor.id, sql`p.id`)}`;
  const [rows, counted] = await Promise.all([TECHNICIANS.rows(ctx.db, where, filters), cappedCount(ctx.db, sql`user_profiles p`, where, TECHNICIAN_COUNT_CAP)]);
  const free = window ? Object.fromEntries(rows.map((row) => [row.id, freeDaysIn(window, row.firm_days)])) : {};
  return {
    technicians: rows.map((row) => technicianCard(row, shownBio(serverI18n(ctx.locale).t, row.bio))),
    free,
    count: counted.count,
    capped: counted.capped,
    page: filters.page,
    pages: pageCount(counted.count, TECHNICIAN_PAGE_SIZE),
  };
}

/**
 * The cities of the listed technicians of a country, for the city filter (at most 200, alphabetical).
 * A loose index scan on (country, city): one index probe per distinct city, however many technicians
 * live there.
 */
export async function technicianCities(ctx: Ctx, country: string): Promise<string[]> {
  if (!country) return [];
  const rows = await CITIES.rows(ctx.db, country);
  return rows.map((row) => row.city);
}
