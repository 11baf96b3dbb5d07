import type { MembershipLevel } from "~/lib/actor";

/** The sections of RedAV's news (their names are translated in the `news` namespace). */
export const NEWS_CATEGORIES = ["industria", "tecnologia", "eventos", "formacion", "comunidad", "guias"] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** Who may read an article whole: everyone, any signed-in account, or individuals of a membership level or higher. */
export const NEWS_AUDIENCES = ["public", "members", "silver", "gold"] as const;
export type NewsAudience = (typeof NEWS_AUDIENCES)[number];

/** The one audience rule (issue 23 §1): whether it needs a session, and the least membership level it needs. Page, notification and e-mail all read it. */
export function audienceRule(audience: NewsAudience): { signedIn: boolean; minLevel: MembershipLevel | null } {
  switch (audience) {
    case "public":
      return { signedIn: false, minLevel: null };
    case "members":
      return { signedIn: true, minLevel: null };
    default:
      return { signedIn: true, minLevel: audience };
  }
}

export const NEWS_PAGE_SIZE = 12;
export const NEWS_MAX_PAGE = 50;

/** The filters of a /news URL. */
export type NewsFilters = { category: NewsCategory | null; page: number };
