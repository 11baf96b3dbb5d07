/** What a profile card shows of a technician or a company (spec §2 Profile cards). */
export type CardProfile = {
  kind: "individual" | "company";
  id: string;
  name: string;
  /** Job titles of a technician; for a company, its category labels. */
  titles: string[];
  skills: string[];
  city: string | null;
  country: string | null;
  /** The bio or description (cut on the card by its variant). */
  text: string | null;
  gold: boolean;
  foundingMember: boolean;
  /** How a technician asks to be addressed (decision 044): the badges' wording follows it; absent or null reads neutral. */
  formOfAddress?: string | null;
  imageUrl: string | null;
  /** A company's address on RedAV. */
  slug: string | null;
  /** Whether the company's website is published: the card then links to /empresa/{slug} (spec §2). */
  publishedSite: boolean;
  /** A technician's page address, /tecnicos/{handle} (issue 38); null or absent until chosen. */
  handle?: string | null;
  /** Who sees that page ('public', 'members', 'hidden'): the card links to it only for a viewer who may (technicianPageLink). */
  pageVisibility?: string | null;
};

export type CardVariant = "compact" | "detailed" | "grid";

/** Spec §2: how many characters of text and how many titles and skills each variant shows. */
export const CARD_LIMITS: Record<CardVariant, { text: number; items: number }> = {
  compact: { text: 80, items: 2 },
  detailed: { text: 120, items: 3 },
  grid: { text: 100, items: 3 },
};

/** Text cut at `max` characters with an ellipsis (never in the middle of a surrogate pair). */
export function truncate(text: string, max: number): string {
  const chars = [...text.trim()];
  return chars.length <= max ? chars.join("") : `${chars.slice(0, max).join("").trimEnd()}…`;
}

/** The first `max` items and how many more there are ('+N más'). */
export function firstItems(items: readonly string[], max: number): { shown: string[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}

/**
 * Spec §2 card links: a company with a slug → /empresa/{slug} once its website is published; any
 * other company → /{area}/company/{id}; a technician → /{area}/user/{id}. `area` is the viewer's
 * area (bronze-member, company, admin…).
 */
export function cardLink(profile: Pick<CardProfile, "kind" | "id" | "slug">, area: string, publishedWebsite = false): string {
  if (profile.kind === "company" && profile.slug && publishedWebsite) return `/empresa/${profile.slug}`;
  return `/${area}/${profile.kind === "company" ? "company" : "user"}/${profile.id}`;
}
