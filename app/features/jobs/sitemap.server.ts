import { sql } from "drizzle-orm";
import { jobOffers } from "~/db/schema/job-board";
import { notHidden } from "~/features/moderation/public.server";
import type { SitemapSource } from "~/lib/sitemap.server";
import { onTheBoard } from "./offer-access.server";

/** The offers' pages in the sitemaps: those on the board (active, not past their closing date) of a company nobody hid (suspended, leaving, unverified), as /jobs lists them. */
export function offersSitemap(now: Date): SitemapSource {
  return {
    from: sql`${jobOffers}`,
    key: sql`${jobOffers.id}`,
    path: sql`'/jobs/' || ${jobOffers.id}`,
    lastmod: sql`${jobOffers.updatedAt}`,
    where: sql`${onTheBoard(now)} and ${notHidden(sql`${jobOffers.creatorId}`)}`,
  };
}
