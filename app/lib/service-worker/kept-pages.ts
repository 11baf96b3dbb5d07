/** The names and limits the service worker and the keep-offline control share about pages kept for offline viewing. */
export const KEPT_PAGES = {
  /** A member's kept pages live in the cache `${prefix}${memberKey}`: one member's pages never mix with another's. */
  prefix: "redav-kept-",
  /** The most pages one member keeps; keeping one more forgets the oldest. */
  max: 30,
  /** Response headers of a kept copy: when it was kept (ISO) and its title (URI-encoded). */
  keptAtHeader: "x-kept-at",
  titleHeader: "x-kept-title",
} as const;

/** What the keep-offline control needs: the address to keep, its title, the member's opaque key and its texts (from the server, in their language). */
export type KeepOfflineOffer = {
  url: string;
  title: string;
  memberKey: string;
  texts: { keep: string; kept: string; remove: string; failed: string };
};

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi;

/** The cache that holds the pages kept by the member whose opaque key this is. */
export function keptCacheName(memberKey: string): string {
  return `${KEPT_PAGES.prefix}${memberKey}`;
}

/**
 * A page's HTML as a still copy: without its scripts and module preloads, so that opened offline it
 * shows what it showed (its stylesheet is inline) and never runs the app on an old copy of its data.
 */
export function stillCopy(html: string): string {
  return html.replace(SCRIPT, "").replace(MODULE_PRELOAD, "");
}

/** The kept entries to forget so that at most `max` remain once one more is kept: the oldest first (`urls` oldest first). */
export function entriesToForget(urls: readonly string[], keeping: string, max: number = KEPT_PAGES.max): string[] {
  const others = urls.filter((url) => url !== keeping);
  return others.slice(0, Math.max(0, others.length - (max - 1)));
}
