import { type SQL, sql } from "drizzle-orm";
import { rawQuery } from "~/db/raw-query";
import { containsPattern } from "~/db/text-search";
import { notHidden } from "~/features/moderation/public.server";
import { parseArrayField } from "~/lib/array-field";
import type { Ctx } from "~/lib/context.server";
import { serverI18n } from "~/lib/i18n/resources.server";
import { pageCount, pageParam, pageWindow } from "~/lib/paging";
import { searchText, textLength } from "~/lib/text";
import { skillParam } from "~/lib/vocabulary/av-categories";
import { COMPANY_CATEGORIES, subcategoryLabel } from "~/lib/vocabulary/company";
import { countryParam } from "~/lib/vocabulary/countries";
import { displayName } from "~/lib/vocabulary/display-name";
import { logoUrl } from "./avatar";
import { cappedCount } from "./capped-count.server";
import type { CardProfile } from "./card-profile";
import { companiesWithPublishedSite } from "./published-sites.server";
import { type TechnicianRow, technicianCard } from "./technician-card";
import { SKILL_OPTIONS } from "./technician-skills";

export const EXPLORE_PAGE_SIZE = 12;
const COUNT_CAP = 1000;

export type ExploreKind = "tecnicos" | "empresas";
export type ExploreFilters = { kind: ExploreKind; q: string; country: string; category: string; page: number };
export type ExplorePage = { profiles: CardProfile[]; count: number; capped: boolean; page: number; pages: number };

/** The filters of an /explore URL (`tipo`, `q`, `pais`, `categoria`, `pagina`); a category that does not belong to the kind is dropped. */
export function exploreFilters(params: URLSearchParams): ExploreFilters {
  const kind: ExploreKind = params.get("tipo") === "empresas" ? "empresas" : "tecnicos";
  const category = (kind === "empresas" ? params.get("categoria") : skillParam(params.get("categoria")))?.trim() ?? "";
  const categories: readonly string[] = kind === "empresas" ? COMPANY_CATEGORIES : SKILL_OPTIONS;
  return {
    kind,
    q: searchText(params.get("q"), 100),
    country: searchText(countryParam(params.get("pais")), 80),
    category: categories.includes(category) ? category : "",
    page: pageParam(params, 1000),
  };
}

type CompanyRow = {
  id: string;
  company_name: string;
  main_category: string | null;
  subcategories: unknown;
  city: string | null;
  country: string | null;
  description: string | null;
  logo_path: string | null;
  is_founding_member: boolean;
  subscription_tier: string;
  slug: string | null;
};

/** The /explore technicians the filters select (page 'public', listed, not suspended), as SQL on `p`. */
function technicianWhere(filters: ExploreFilters): SQL {
  const parts = [
    sql`p.page_visibility = 'public' and not p.is_admin and not p.is_trainer and p.first_name is not null and p.last_name is not null`,
    notHidden(sql`p.id`),
  ];
  if (textLength(filters.q) >= 2) parts.push(sql`p.search_text like ${containsPattern(filters.q)}`);
  if (filters.country) parts.push(sql`p.country = ${filters.country}`);
  if (filters.category) parts.push(sql`p.skills && array[${filters.category}]::text[]`);
  return sql.join(parts, sql` and `);
}

/** The /explore companies the filters select (not hidden), as SQL on `c`. */
function companyWhere(filters: ExploreFilters): SQL {
  const parts = [notHidden(sql`c.id`)];
  if (textLength(filters.q) >= 2)
    parts.push(sql`redav_unaccent(lower(c.company_name || ' ' || coalesce(c.description, ''))) like ${containsPattern(filters.q)}`);
  if (filters.country) parts.push(sql`c.country = ${filters.country}`);
  if (filters.category) parts.push(sql`c.main_category = ${filters.category}`);
  return sql.join(parts, sql` and `);
}

/** Filters that switch on every condition, for the database check of the queries below. */
const EVERY_FILTER: ExploreFilters = { kind: "tecnicos", q: "sonido", country: "ES", category: "audio", page: 2 };

const PUBLIC_TECHNICIANS = rawQuery(
  "profiles.explore-technicians",
  (filters: ExploreFilters, offset: number) =>
    sql<TechnicianRow>`select p.id, p.first_name, p.last_name, p.job_title, p.skills, p.city, p.country, p.membership_level, p.profile_image_path, p.is_founding_member, p.form_of_address, p.handle, p.page_visibility
            from user_profiles p where ${technicianWhere(filters)} order by p.created_at desc, p.id limit ${EXPLORE_PAGE_SIZE} offset ${offset}`,
  [[EVERY_FILTER, 12]],
);

const PUBLIC_COMPANIES = rawQuery(
  "profiles.explore-companies",
  (filters: ExploreFilters, offset: number) =>
    sql<CompanyRow>`select c.id, c.company_name, c.main_category, c.subcategories, c.city, c.country, c.description, c.logo_path, c.is_founding_member, c.subscription_tier, c.slug
          from company_profiles c where ${companyWhere(filters)} order by c.created_at desc, c.id limit ${EXPLORE_PAGE_SIZE} offset ${offset}`,
  [[{ ...EVERY_FILTER, kind: "empresas" }, 12]],
);

/**
 * /explore, for visitors and members: technicians whose page is 'public' (issue 38; name, job title,
 * place, skills, photo; never contact details) or companies (public business information), newest
 * first, 12 a page, searched without regard to case or accents and filtered by country and category
 * (a skill for technicians, the main category for companies). Suspended accounts never show; a
 * company's subcategories are labelled in the visitor's language.
 */
export async function exploreNetwork(ctx: Pick<Ctx, "db" | "locale">, filters: ExploreFilters): Promise<ExplorePage> {
  const { offset } = pageWindow(filters.page, EXPLORE_PAGE_SIZE);
  if (filters.kind === "tecnicos") {
    const [rows, counted] = await Promise.all([
      PUBLIC_TECHNICIANS.rows(ctx.db, filters, offset),
      cappedCount(ctx.db, sql`user_profiles p`, technicianWhere(filters), COUNT_CAP),
    ]);
    return page(
      rows.map((row) => technicianCard(row)),
      counted,
      filters.page,
    );
  }
  const [rows, counted] = await Promise.all([
    PUBLIC_COMPANIES.rows(ctx.db, filters, offset),
    cappedCount(ctx.db, sql`company_profiles c`, companyWhere(filters), COUNT_CAP),
  ]);
  const { t } = serverI18n(ctx.locale);
  const withSite = await companiesWithPublishedSite(
    ctx,
    rows.map((row) => row.id),
  );
  return page(
    rows.map((row) => ({
      kind: "company",
      id: row.id,
      name: displayName(t, { company: true, companyName: row.company_name }),
      titles: [],
      skills: parseArrayField(row.subcategories).map((code) => subcategoryLabel(t, code)),
      city: row.city,
      country: row.country,
      text: row.description,
      gold: row.subscription_tier === "gold",
      foundingMember: row.is_founding_member,
      imageUrl: logoUrl(row.logo_path, 96),
      slug: row.slug,
      publishedSite: withSite.has(row.id),
    })),
    counted,
    filters.page,
  );
}

function page(profiles: CardProfile[], { count, capped }: { count: number; capped: boolean }, current: number): ExplorePage {
  return { profiles, count, capped, page: current, pages: pageCount(count, EXPLORE_PAGE_SIZE) };
}
