import type { TalentSearchFilters } from "~/db/schema/recruiting";

/** The shortest text the technician search searches for (a shorter one is no filter). */
export const TALENT_QUERY_MIN = 2;

/** True when the filters narrow the search at all (a text of two or more characters, a skill, a country, a city or dates). */
export function hasTalentFilter(filters: TalentSearchFilters): boolean {
  return [...filters.q].length >= TALENT_QUERY_MIN || filters.skills.length > 0 || filters.country !== "" || filters.city !== "" || filters.from !== null;
}

/** The filters as /member/technicians reads them (q, habilidad repeated, pais, ciudad, desde, hasta), blanks left out. */
export function talentSearchQuery(filters: TalentSearchFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  for (const skill of filters.skills) params.append("habilidad", skill);
  if (filters.country) params.set("pais", filters.country);
  if (filters.city) params.set("ciudad", filters.city);
  if (filters.from && filters.to) {
    params.set("desde", filters.from);
    params.set("hasta", filters.to);
  }
  return params.toString();
}

/** The technician search's link for the filters. */
export function talentSearchUrl(filters: TalentSearchFilters): string {
  const query = talentSearchQuery(filters);
  return query ? `/member/technicians?${query}` : "/member/technicians";
}

/**
 * The filters a search URL shows, read as plainly as the page reads them, for a form's suggested name
 * and words only (the server reads them with the technician search's own rules when saving).
 */
export function shownFilters(query: string): TalentSearchFilters {
  const params = new URLSearchParams(query);
  const from = params.get("desde")?.trim() || null;
  const to = params.get("hasta")?.trim() || from;
  return {
    q: params.get("q")?.trim() ?? "",
    skills: params.getAll("habilidad").filter(Boolean),
    country: params.get("pais")?.trim() ?? "",
    city: params.get("ciudad")?.trim() ?? "",
    from,
    to: from ? to : null,
  };
}
