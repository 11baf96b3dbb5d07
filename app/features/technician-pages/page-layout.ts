/**
 * The parts of a technician's public page and the member's order of them (user_profiles.page_layout,
 * issue 38): a pure module the editor and the page both read.
 */

/** Every part of the page, in the default order. */
export const PAGE_PARTS = ["photo", "headline", "about", "skills", "credits", "media", "kit", "languages", "certificates", "availability", "reviews"] as const;

export type PagePart = (typeof PAGE_PARTS)[number];

/** One part in the member's order, shown or hidden. */
export type PageLayoutEntry = { part: PagePart; shown: boolean };

export function isPagePart(value: unknown): value is PagePart {
  return typeof value === "string" && (PAGE_PARTS as readonly string[]).includes(value);
}

/** The default layout: every part, in the default order, all shown. */
export function defaultPageLayout(): PageLayoutEntry[] {
  return PAGE_PARTS.map((part) => ({ part, shown: true }));
}

/**
 * The layout a stored value describes, always with every known part exactly once: entries in their
 * stored order (unknown parts, repeats and malformed entries dropped; `shown` true unless stored false),
 * then any missing part, shown, in its default place. Null or anything unreadable gives the default.
 */
export function pageLayoutOf(json: unknown): PageLayoutEntry[] {
  if (!Array.isArray(json)) return defaultPageLayout();
  const seen = new Set<PagePart>();
  const layout: PageLayoutEntry[] = [];
  for (const entry of json) {
    const part = entry && typeof entry === "object" ? (entry as { part?: unknown }).part : undefined;
    if (!isPagePart(part) || seen.has(part)) continue;
    seen.add(part);
    layout.push({ part, shown: (entry as { shown?: unknown }).shown !== false });
  }
  for (const part of PAGE_PARTS) {
    if (seen.has(part)) continue;
    const at = PAGE_PARTS.indexOf(part);
    const before = layout.findIndex((entry) => PAGE_PARTS.indexOf(entry.part) > at);
    layout.splice(before === -1 ? layout.length : before, 0, { part, shown: true });
  }
  return layout;
}

/** The parts to show, in the member's order. */
export function shownParts(json: unknown): PagePart[] {
  return pageLayoutOf(json)
    .filter((entry) => entry.shown)
    .map((entry) => entry.part);
}
