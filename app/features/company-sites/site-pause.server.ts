import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { companyWebsites } from "~/db/schema/company-sites";
import { purgePages } from "~/lib/page-cache.server";

/** Issue 25 §1: a company that asked for its deletion goes offline; true when a published site was taken down (so a cancellation puts it back). */
export async function pauseCompanySite(db: Db, companyId: string): Promise<boolean> {
  const [site] = await db
    .update(companyWebsites)
    .set({ isPublished: false })
    .where(and(eq(companyWebsites.companyId, companyId), eq(companyWebsites.isPublished, true)))
    .returning({ slug: companyWebsites.slug });
  if (!site) return false;
  if (site.slug) await purgePages(db, `/empresa/${site.slug}`);
  await purgePages(db, "/sitemap");
  return true;
}

/** A cancelled deletion puts the company's site back online as it was published (its data and date unchanged). */
export async function resumeCompanySite(db: Db, companyId: string): Promise<void> {
  const [site] = await db
    .update(companyWebsites)
    .set({ isPublished: true })
    .where(eq(companyWebsites.companyId, companyId))
    .returning({ slug: companyWebsites.slug });
  if (site?.slug) await purgePages(db, `/empresa/${site.slug}`);
  await purgePages(db, "/sitemap");
}
