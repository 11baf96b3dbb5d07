import { and, eq, inArray } from "drizzle-orm";
import { companyWebsites } from "~/db/schema/company-sites";
import type { Ctx } from "~/lib/context.server";

/** Of these companies, the ones with a published site: their cards and profiles link to `/empresa/{slug}` (spec §2). */
export async function companiesWithPublishedSite(ctx: Pick<Ctx, "db">, companyIds: string[]): Promise<Set<string>> {
  if (companyIds.length === 0) return new Set();
  const rows = await ctx.db
    .select({ id: companyWebsites.companyId })
    .from(companyWebsites)
    .where(and(inArray(companyWebsites.companyId, [...new Set(companyIds)]), eq(companyWebsites.isPublished, true)));
  return new Set(rows.map((row) => row.id));
}
