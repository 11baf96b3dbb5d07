import { type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rawQuery } from "~/db/raw-query";
import { user } from "~/db/schema/auth";
import { escapeHtml } from "./html";

/**
 * One kind of public page for the sitemaps (decision 049), as the feature that owns it describes it
 * in SQL written by that feature (never user input): the rows that are pages a visitor can open,
 * read in the order of a unique indexed key, each with its path and when it last changed.
 */
export type SitemapSource = {
  /** The table (or join) the pages come from. */
  from: SQL;
  /** A unique, indexed column the pages are read in order of (the table's primary key). */
  key: SQL;
  /** The page's path, as SQL text (`'/news/' || slug`). */
  path: SQL;
  /** When the page last changed (a timestamp). */
  lastmod: SQL;
  /** Which rows are pages a visitor can open. */
  where: SQL;
};

/** One child sitemap of a source: the key it starts at (inclusive), how many pages it lists, and the newest change among them. */
export type SitemapPart = { start: string; count: number; lastmod: string };

/** One `<url>` of a sitemap. */
export type SitemapUrl = { path: string; lastmod?: string };

/** How many addresses one child sitemap lists at most (the protocol allows 50,000 and 50 MB; 10,000 stay near 2 MB). */
export const SITEMAP_PART_SIZE = 10_000;
/** How many rows one query reads while a child sitemap is written. */
const READ_CHUNK = 1_000;

function iso(value: unknown): string {
  return new Date(value as string | Date).toISOString();
}

/** A source for the database check of the two queries below (each feature's own source is SQL built from the typed schema). */
const SAMPLE_SOURCE: SitemapSource = {
  from: sql`${user}`,
  key: sql`${user.id}`,
  path: sql`'/x/' || ${user.id}`,
  lastmod: sql`${user.updatedAt}`,
  where: sql`true`,
};

const PARTS = rawQuery(
  "sitemap.parts",
  (source: SitemapSource, size: number) =>
    sql<{ start: string | number; count: number | string; lastmod: string | Date }>`select min(k)::text as start, count(*)::int as count, max(m) as lastmod
        from (select ${source.key} as k, ${source.lastmod} as m, (row_number() over (order by ${source.key}) - 1) / ${size} as part
              from ${source.from} where ${source.where}) pages
        group by part order by part`,
  [[SAMPLE_SOURCE, SITEMAP_PART_SIZE]],
);

const CHUNK = rawQuery(
  "sitemap.chunk",
  (source: SitemapSource, from: SQL, limit: number) =>
    sql<{ k: string | number; path: string; m: string | Date }>`select ${source.key} as k, ${source.path} as path, ${source.lastmod} as m
          from ${source.from} where ${source.where} and ${from}
          order by ${source.key} limit ${limit}`,
  [[SAMPLE_SOURCE, sql`${user.id} > ${"someone"}`, READ_CHUNK]],
);

/**
 * The child sitemaps a source needs, in key order: one aggregate pass over its visible rows that
 * returns one row per `size` pages (where each part starts, its count and newest change), never the rows themselves.
 */
export async function sitemapParts(db: Db, source: SitemapSource, size = SITEMAP_PART_SIZE): Promise<SitemapPart[]> {
  const rows = await PARTS.rows(db, source, size);
  return rows.map((row) => ({ start: String(row.start), count: Number(row.count), lastmod: iso(row.lastmod) }));
}

/** The pages of one child sitemap: at most `count` visible rows from `start` on, read a chunk at a time by key (an index range scan each). */
export async function sitemapUrls(db: Db, source: SitemapSource, part: Pick<SitemapPart, "start" | "count">): Promise<SitemapUrl[]> {
  const urls: SitemapUrl[] = [];
  let from = sql`${source.key} >= ${part.start}`;
  while (urls.length < part.count) {
    const rows = await CHUNK.rows(db, source, from, Math.min(READ_CHUNK, part.count - urls.length));
    for (const row of rows) urls.push({ path: row.path, lastmod: iso(row.m) });
    const last = rows[rows.length - 1];
    if (!last || rows.length < READ_CHUNK) break;
    from = sql`${source.key} > ${String(last.k)}`;
  }
  return urls;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** A `<urlset>` of these addresses under `origin` (each with its last change when known). */
export function urlsetXml(origin: string, urls: SitemapUrl[]): string {
  const items = urls.map(
    (url) => `<url><loc>${escapeHtml(`${origin}${url.path}`)}</loc>${url.lastmod ? `<lastmod>${escapeHtml(url.lastmod)}</lastmod>` : ""}</url>`,
  );
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${items.join("\n")}\n</urlset>\n`;
}

/** A `<sitemapindex>` of these child sitemaps under `origin`. */
export function sitemapIndexXml(origin: string, sitemaps: SitemapUrl[]): string {
  const items = sitemaps.map(
    (item) => `<sitemap><loc>${escapeHtml(`${origin}${item.path}`)}</loc>${item.lastmod ? `<lastmod>${escapeHtml(item.lastmod)}</lastmod>` : ""}</sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/** The answer of a sitemap file: XML, cacheable by crawlers and shared caches for an hour. */
export function sitemapResponse(xml: string): Response {
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
