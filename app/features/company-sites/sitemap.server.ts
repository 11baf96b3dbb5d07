import { sql } from "drizzle-orm";
import { companyWebsites } from "~/db/schema/company-sites";
import { notHidden } from "~/features/moderation/public.server";
import type { SitemapSource } from "~/lib/sitemap.server";

/** The company sites in the sitemaps: published with content, at an address, of a company nobody hid (suspended, leaving, unverified); dated by their publication. */
export function sitesSitemap(): SitemapSource {
  return {
    from: sql`${companyWebsites}`,
    key: sql`${companyWebsites.companyId}`,
    path: sql`'/empresa/' || ${companyWebsites.slug}`,
    lastmod: sql`coalesce(${companyWebsites.publishedAt}, ${companyWebsites.createdAt})`,
    where: sql`${companyWebsites.isPublished} and ${companyWebsites.slug} is not null and ${companyWebsites.data} <> '{}'::jsonb and ${notHidden(sql`${companyWebsites.companyId}`)}`,
  };
}
