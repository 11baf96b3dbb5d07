import type { Db } from "~/db/client.server";
import { purgePages } from "~/lib/page-cache.server";

/**
 * Forgets, on every instance, the cached technicians' pages and company sites, which show ratings and
 * published reviews: called when reviews are published, hidden or answered (rare events, so the whole
 * prefixes rather than a lookup of the two pages).
 */
export async function purgeReviewPages(db: Db): Promise<void> {
  await purgePages(db, "/tecnicos");
  await purgePages(db, "/empresa");
}
