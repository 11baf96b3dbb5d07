import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { companyWebsites } from "~/db/schema/company-sites";
import { companyProfiles } from "~/db/schema/profiles";
import type { Ctx } from "~/lib/context.server";
import type { SiteData } from "./site-data";
import type { SiteLanguage } from "./site-language";

const DAY = 24 * 60 * 60 * 1000;

/** A company's website as bulk data (the demo seed) brings it in: its content (pictures already stored), saved and maybe published at `savedAt`. */
export type ImportedSite = { companyId: string; slug: string; published: boolean; language: SiteLanguage; data: SiteData; savedAt: Date };

/**
 * Inserts a company's website (the draft, and the published content when published; created a month
 * before it was saved), giving the company its slug if it had none. A company that has a site keeps it.
 */
export async function importSite(ctx: Pick<Ctx, "db">, site: ImportedSite): Promise<void> {
  await ctx.db
    .update(companyProfiles)
    .set({ slug: site.slug })
    .where(and(eq(companyProfiles.id, site.companyId), isNull(companyProfiles.slug)));
  await ctx.db
    .insert(companyWebsites)
    .values({
      companyId: site.companyId,
      slug: site.slug,
      isPublished: site.published,
      language: site.language,
      data: site.published ? site.data : {},
      draft: site.data,
      previewToken: randomBytes(18).toString("base64url"),
      draftSavedAt: site.savedAt,
      publishedAt: site.published ? site.savedAt : null,
      createdAt: new Date(site.savedAt.getTime() - 30 * DAY),
    })
    .onConflictDoNothing();
}
