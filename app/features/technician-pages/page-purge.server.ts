import { eq } from "drizzle-orm";
import { userProfiles } from "~/db/schema/profiles";
import type { Ctx } from "~/lib/context.server";
import { purgePages } from "~/lib/page-cache.server";

/** The address of a technician's public page. */
export function technicianPagePath(handle: string): string {
  return `/tecnicos/${handle}`;
}

/**
 * Forgets, on every instance, the cached copies of what shows a technician's page: the page at its
 * current handle (and at `formerHandle`, after a change of address), /explore, the sitemaps and the
 * company sites (their confirmed crew).
 * Call after every change the page shows (an edit, the visibility, a block, a suspension, a deletion).
 */
export async function purgeTechnicianPage(ctx: Pick<Ctx, "db">, userId: string, formerHandle?: string | null): Promise<void> {
  const [row] = await ctx.db.select({ handle: userProfiles.handle }).from(userProfiles).where(eq(userProfiles.id, userId));
  for (const handle of new Set([row?.handle, formerHandle])) if (handle) await purgePages(ctx.db, technicianPagePath(handle));
  await purgePages(ctx.db, "/explore");
  await purgePages(ctx.db, "/sitemap");
  // A company's site lists its confirmed crew (decision 063): a credit or a page that changes may change that list.
  await purgePages(ctx.db, "/empresa");
}
