import { sql } from "drizzle-orm";
import { courses } from "~/db/schema/learning";
import type { SitemapSource } from "~/lib/sitemap.server";

/** The courses' pages in the sitemaps: the published ones, as the catalogue lists them. */
export function coursesSitemap(): SitemapSource {
  return {
    from: sql`${courses}`,
    key: sql`${courses.id}`,
    path: sql`'/university/' || ${courses.slug}`,
    lastmod: sql`${courses.updatedAt}`,
    where: sql`${courses.status} = 'published'`,
  };
}
