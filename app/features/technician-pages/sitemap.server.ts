import { sql } from "drizzle-orm";
import { userProfiles } from "~/db/schema/profiles";
import { notHidden } from "~/features/moderation/public.server";
import type { SitemapSource } from "~/lib/sitemap.server";

/** The technicians' pages in the sitemaps: public ones, at an address, of members nobody hid (suspended, leaving, unverified); dated by the profile's last change. */
export function techniciansSitemap(): SitemapSource {
  return {
    from: sql`${userProfiles}`,
    key: sql`${userProfiles.id}`,
    path: sql`'/tecnicos/' || ${userProfiles.handle}`,
    lastmod: sql`${userProfiles.updatedAt}`,
    where: sql`${userProfiles.pageVisibility} = 'public' and ${userProfiles.handle} is not null and ${notHidden(sql`${userProfiles.id}`)}`,
  };
}
