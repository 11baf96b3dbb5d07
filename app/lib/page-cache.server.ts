import type { Db } from "~/db/client.server";
import { CHANNELS, type Hub, notify } from "./live/hub.server";
/** One anonymous page as it was sent: compressed bytes, the headers that describe them, and the hashes of its inline scripts (for its CSP). */
export type CachedPage = {
  body: Buffer;
  contentType: string;
  contentEncoding: string | null;
  scriptHashes: string[];
  storedAt: number;
};

/** Whether `path` is `prefix` or below it (`/jobs` covers `/jobs` and `/jobs/12`); every path is under no prefix. */
function isUnder(path: string, prefix: string | undefined): boolean {
  return prefix === undefined || path === prefix || path.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`);
}

/**
 * An in-memory cache of anonymous pages with a short lifetime, a bounded size (least recently used
 * goes first) and purge by path prefix. Each app instance keeps its own; the lifetime bounds how
 * long another instance may show a page that changed. An expired page is kept `staleMs` longer, to
 * be served only while the database is away (stale-if-error); a purged page is gone at once.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage & { path: string }>();

  constructor(
    private readonly lifetimeMs: number,
    private readonly maxPages: number,
    private readonly now: () => number = Date.now,
    private readonly staleMs = 0,
  ) {}

  /** The fresh page stored under a key, if any (one past its stale window too is dropped). */
  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    const age = this.now() - page.storedAt;
    if (age >= this.lifetimeMs) {
      if (age >= this.lifetimeMs + this.staleMs) this.pages.delete(key);
      return undefined;
    }
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  /** The page stored under a key while it is fresh or within its stale window: only for when the page cannot be rendered. */
  stale(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    return page && this.now() - page.storedAt < this.lifetimeMs + this.staleMs ? page : undefined;
  }

  /** Stores a page of a path under a key, evicting the least recently used page beyond the bound. */
  set(key: string, path: string, page: Omit<CachedPage, "storedAt">): void {
    this.pages.delete(key);
    this.pages.set(key, { ...page, path, storedAt: this.now() });
    while (this.pages.size > this.maxPages) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
  }

  /** Forgets every page whose path is `prefix` or below it (`/jobs` purges `/jobs` and `/jobs/12`); every page when no prefix is given. */
  purge(prefix?: string): void {
    for (const [key, page] of this.pages) if (isUnder(page.path, prefix)) this.pages.delete(key);
  }

  get size(): number {
    return this.pages.size;
  }
}

const PAGE_LIFETIME_MS = 30_000;
const MAX_PAGES = 500;
/** How long past its lifetime a page may still be served while the database is away. */
export const STALE_IF_ERROR_MS = 10 * 60_000;

/** The process's anonymous page cache (see server/page-cache.ts for what is stored and when). */
export const anonymousPages = new PageCache(PAGE_LIFETIME_MS, MAX_PAGES, Date.now, STALE_IF_ERROR_MS);

/**
 * Loader data that is the same for every visitor and member (a page of /jobs for given filters),
 * kept as long as the anonymous pages and purged with the pages of its path, so a member's page
 * reads the database only for what is theirs. Requests at once share one computation; a failure is
 * not kept.
 */
export class SharedDataCache {
  private readonly entries = new Map<string, { path: string; storedAt: number; value: Promise<unknown> }>();

  constructor(
    private readonly lifetimeMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The value kept under `key` (shown on the page at `path`), computed once when missing or expired. */
  get<T>(path: string, key: string, compute: () => Promise<T>): Promise<T> {
    const kept = this.entries.get(key);
    if (kept && this.now() - kept.storedAt < this.lifetimeMs) return kept.value as Promise<T>;
    const value = compute();
    this.entries.delete(key);
    this.entries.set(key, { path, storedAt: this.now(), value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  /** Forgets what pages under `prefix` show (everything without one). */
  purge(prefix?: string): void {
    for (const [key, entry] of this.entries) if (isUnder(entry.path, prefix)) this.entries.delete(key);
  }
}

/** The process's shared loader data, purged together with its anonymous pages. */
export const sharedData = new SharedDataCache(PAGE_LIFETIME_MS, MAX_PAGES);

/**
 * Call after a change that public pages show (an offer published, a news item edited), with the
 * handle of the change: every instance forgets the pages under `prefix` (all pages without one) when
 * the change commits, so the next request anywhere renders them afresh. This instance forgets them at once too.
 */
export async function purgePages(db: Db, prefix?: string): Promise<void> {
  anonymousPages.purge(prefix);
  sharedData.purge(prefix);
  await notify(db, CHANNELS.pagePurge, prefix ?? "");
}

/** Makes this instance's cache follow the purges of every instance; after the hub reconnects (purges may have been missed) it forgets everything. */
export function followPurges(hub: Hub, cache: PageCache = anonymousPages, data: SharedDataCache = sharedData): () => void {
  return hub.subscribe(CHANNELS.pagePurge, (prefix) => {
    cache.purge(prefix ? prefix : undefined);
    data.purge(prefix ? prefix : undefined);
  });
}
