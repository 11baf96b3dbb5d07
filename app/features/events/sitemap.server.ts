import { sql } from "drizzle-orm";
import { events } from "~/db/schema/events";
import type { SitemapSource } from "~/lib/sitemap.server";

/** The events' pages in the sitemaps: the approved ones (past and cancelled events keep their public page), as the calendar shows them. */
export function eventsSitemap(): SitemapSource {
  return {
    from: sql`${events}`,
    key: sql`${events.id}`,
    path: sql`'/calendar/' || ${events.slug}`,
    lastmod: sql`${events.updatedAt}`,
    where: sql`${events.approval} = 'approved'`,
  };
}
