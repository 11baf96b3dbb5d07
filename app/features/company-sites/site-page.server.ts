import { timingSafeEqual } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { companyWebsiteRedirects, companyWebsites } from "~/db/schema/company-sites";
import { companyProfiles } from "~/db/schema/profiles";
import type { Ctx } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { readSiteData } from "./site-data";
import type { SiteLanguage } from "./site-language";
import { siteListings } from "./site-listings.server";
import { siteReviews } from "./site-reviews.server";
import { siteT } from "./site-texts.server";
import { currencyOf, type SiteView } from "./site-view";
import { phoneUri, whatsappLink } from "./whatsapp";

/** How long a former address keeps redirecting to the current one (issue 24 §2). */
export const REDIRECT_DAYS = 365;
const SLUG_PATTERN = /^[a-z0-9-]{1,80}$/;

/** What `/empresa/{slug}` answers: the site (the published one, or the draft through its private preview link), or a permanent redirect. */
export type SiteAnswer = { kind: "site"; view: SiteView; preview: boolean } | { kind: "redirect"; to: string };

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const isEmpty = (data: unknown) => !data || typeof data !== "object" || Object.keys(data).length === 0;

/** A former address of a company whose site is published: its current address, within the redirect's year. */
async function redirectFor(ctx: Ctx, slug: string): Promise<string | null> {
  const since = new Date(ctx.now().getTime() - REDIRECT_DAYS * 24 * 60 * 60 * 1000);
  const [row] = await ctx.db
    .select({ slug: companyWebsites.slug })
    .from(companyWebsiteRedirects)
    .innerJoin(companyWebsites, eq(companyWebsites.companyId, companyWebsiteRedirects.companyId))
    .where(and(eq(companyWebsiteRedirects.oldSlug, slug), gt(companyWebsiteRedirects.createdAt, since), eq(companyWebsites.isPublished, true)))
    .limit(1);
  return row?.slug ?? null;
}

/**
 * Spec §2, §5 `/empresa/{slug}`: the site whose slug it is, only while `is_published` (the spec's one
 * row by slug), with its company's name and country, the currency of its prices, and its WhatsApp
 * and call links normalised on the server, and RedAV's listings of the sections switched on (decision
 * 063). With the right `preview` token, the draft, published or
 * not. A former address answers a redirect to the current one; an address in capitals, to its
 * lowercase form. Anything else is 404 'SITE_NOT_FOUND' (no row, or no data).
 */
export async function publicSite(ctx: Ctx, rawSlug: string, previewToken: string | null = null): Promise<SiteAnswer> {
  const slug = rawSlug.trim();
  const lower = slug.toLowerCase();
  if (!SLUG_PATTERN.test(lower)) throw new AppError("SITE_NOT_FOUND", 404);
  if (lower !== slug) return { kind: "redirect", to: `/empresa/${lower}` };
  const [row] = await ctx.db
    .select({
      site: companyWebsites,
      companyName: companyProfiles.companyName,
      country: companyProfiles.country,
    })
    .from(companyWebsites)
    .innerJoin(companyProfiles, eq(companyProfiles.id, companyWebsites.companyId))
    .where(eq(companyWebsites.slug, slug))
    .limit(1);
  const preview = Boolean(previewToken && row && sameToken(previewToken, row.site.previewToken));
  if (previewToken && !preview) throw new AppError("SITE_PREVIEW_EXPIRED", 404);
  if (!row || (!preview && (!row.site.isPublished || isEmpty(row.site.data)))) {
    const current = await redirectFor(ctx, slug);
    if (current) return { kind: "redirect", to: `/empresa/${current}` };
    throw new AppError("SITE_NOT_FOUND", 404);
  }
  const data = readSiteData(preview ? row.site.draft : row.site.data);
  // The site speaks its company's language (decision 045), whatever the visitor's.
  const language = row.site.language as SiteLanguage;
  const t = siteT(language);
  return {
    kind: "site",
    preview,
    view: {
      slug,
      companyName: row.companyName,
      country: row.country,
      language,
      currency: currencyOf(row.country),
      whatsappUrl: whatsappLink(data.contact.phone, row.country, t("whatsappMessage", { company: row.companyName })),
      callUrl: phoneUri(data.contact.phone, row.country),
      data,
      listings: await siteListings(ctx, row.site.companyId, data, language),
      reviews: await siteReviews(ctx, row.site.companyId, slug, language),
    },
  };
}

/** The most a sitemap lists (the sitemap protocol's limit is 50,000). */
export const SITEMAP_SITES = 5000;

/** The published sites for the sitemaps, newest publication first: address, company and date. */
export async function publishedSites(ctx: Pick<Ctx, "db">, limit = SITEMAP_SITES): Promise<{ slug: string; companyName: string; publishedAt: string }[]> {
  const rows = await ctx.db
    .select({ slug: companyWebsites.slug, companyName: companyProfiles.companyName, publishedAt: companyWebsites.publishedAt })
    .from(companyWebsites)
    .innerJoin(companyProfiles, eq(companyProfiles.id, companyWebsites.companyId))
    .where(eq(companyWebsites.isPublished, true))
    .orderBy(sql`${companyWebsites.publishedAt} desc nulls last`)
    .limit(limit);
  return rows.flatMap((row) =>
    row.slug ? [{ slug: row.slug, companyName: row.companyName, publishedAt: (row.publishedAt ?? new Date(0)).toISOString() }] : [],
  );
}
