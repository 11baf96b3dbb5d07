import { sitesSitemap } from "~/features/company-sites/public.server";
import { eventsSitemap } from "~/features/events/public.server";
import { offersSitemap } from "~/features/jobs/public.server";
import { coursesSitemap } from "~/features/learning/public.server";
import { articlesSitemap } from "~/features/news/public.server";
import { techniciansSitemap } from "~/features/technician-pages/public.server";
import type { Ctx } from "~/lib/context.server";
import { sharedData } from "~/lib/page-cache.server";
import { PUBLIC_ROUTES } from "~/lib/public-routes";
import { SITEMAP_PART_SIZE, type SitemapPart, type SitemapSource, type SitemapUrl, sitemapParts, sitemapUrls } from "~/lib/sitemap.server";

/**
 * The kinds of page the sitemaps list (decision 049), each with the path whose purge also forgets
 * its cached parts (the pages that show it: an offer published purges /jobs, a site published /sitemap).
 */
const SOURCES: Record<string, { purgedWith: string; source: (ctx: Pick<Ctx, "now">) => SitemapSource }> = {
  jobs: { purgedWith: "/jobs", source: (ctx) => offersSitemap(ctx.now()) },
  news: { purgedWith: "/news", source: () => articlesSitemap() },
  courses: { purgedWith: "/university", source: () => coursesSitemap() },
  events: { purgedWith: "/calendar", source: () => eventsSitemap() },
  sites: { purgedWith: "/sitemap", source: () => sitesSitemap() },
  technicians: { purgedWith: "/sitemap", source: () => techniciansSitemap() },
};

/** The static public pages: the site map's main and legal pages, less those that need a session (the library). */
export function staticSitemapUrls(): SitemapUrl[] {
  return [...PUBLIC_ROUTES.main, ...PUBLIC_ROUTES.legal].filter((route) => !("signIn" in route && route.signIn)).map((route) => ({ path: route.path }));
}

/** The file name of a child sitemap: /sitemaps/{kind}-{n}.xml, n from 1. */
function partPath(kind: string, index: number): string {
  return `/sitemaps/${kind}-${index + 1}.xml`;
}

/** A kind's parts, computed once per page-cache lifetime and forgotten with the pages that show the kind. */
function partsOf(ctx: Pick<Ctx, "db" | "now">, kind: string, size: number): Promise<SitemapPart[]> {
  const entry = SOURCES[kind];
  if (!entry) return Promise.resolve([]);
  return sharedData.get(entry.purgedWith, `sitemap:${kind}:${size}`, () => sitemapParts(ctx.db, entry.source(ctx), size));
}

/** Every child sitemap, as the index lists them: the static pages first, then each kind's parts (a kind with no page has none), each dated by its newest change. */
export async function sitemapIndexEntries(ctx: Pick<Ctx, "db" | "now">, size = SITEMAP_PART_SIZE): Promise<SitemapUrl[]> {
  const kinds = Object.keys(SOURCES);
  const parts = await Promise.all(kinds.map((kind) => partsOf(ctx, kind, size)));
  return [
    { path: partPath("pages", 0) },
    ...kinds.flatMap((kind, k) => (parts[k] ?? []).map((part, index) => ({ path: partPath(kind, index), lastmod: part.lastmod }))),
  ];
}

/** The addresses of the child sitemap `/sitemaps/{file}`, or null when there is no such file (an unknown kind or a part past the last). */
export async function sitemapFileUrls(ctx: Pick<Ctx, "db" | "now">, file: string, size = SITEMAP_PART_SIZE): Promise<SitemapUrl[] | null> {
  const match = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(file);
  if (!match) return null;
  const [, kind = "", number = ""] = match;
  if (kind === "pages") return number === "1" ? staticSitemapUrls() : null;
  const entry = SOURCES[kind];
  if (!entry) return null;
  const part = (await partsOf(ctx, kind, size))[Number(number) - 1];
  if (!part) return null;
  return sharedData.get(entry.purgedWith, `sitemap:${kind}:${size}:${part.start}:${part.count}`, () => sitemapUrls(ctx.db, entry.source(ctx), part));
}
