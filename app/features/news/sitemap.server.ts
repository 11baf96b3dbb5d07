import { sql } from "drizzle-orm";
import { news } from "~/db/schema/news";
import type { SitemapSource } from "~/lib/sitemap.server";

/** The articles' pages in the sitemaps: published and public (a members-only article's page shows visitors only its summary). */
export function articlesSitemap(): SitemapSource {
  return {
    from: sql`${news}`,
    key: sql`${news.id}`,
    path: sql`'/news/' || ${news.slug}`,
    lastmod: sql`${news.updatedAt}`,
    where: sql`${news.isPublished} and ${news.audience} = 'public'`,
  };
}
