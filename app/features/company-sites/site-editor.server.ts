import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { companyWebsites } from "~/db/schema/company-sites";
import { companyProfiles } from "~/db/schema/profiles";
import { type Ctx, requireActor, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { purgePages } from "~/lib/page-cache.server";
import { fileFolder } from "~/lib/storage/uploads.server";
import { companySitesPolicy } from "./policy";
import { parseSiteDraft } from "./site.schemas";
import { emptySite, readSiteData, type SiteData } from "./site-data";
import { siteImageValues } from "./site-image-values";
import { defaultSiteLanguage, isSiteLanguage, type SiteLanguage } from "./site-language";
import { siteT } from "./site-texts.server";
import { currencyOf } from "./site-view";
import { whatsappNumber } from "./whatsapp";

/** What the editor shows: the draft, whether and where the site is published, the private preview link, and the company facts the preview needs. */
export type SiteEditorView = {
  draft: SiteData;
  slug: string | null;
  companyName: string;
  country: string | null;
  /** The language the site speaks (decision 045). */
  language: SiteLanguage;
  currency: string | null;
  whatsappNumber: string | null;
  isPublished: boolean;
  /** Whether the draft differs from what visitors see. */
  unpublishedChanges: boolean;
  previewToken: string;
  draftSavedAt: string;
  publishedAt: string | null;
};

const newToken = () => randomBytes(18).toString("base64url");

function requireCompany(ctx: Ctx) {
  return companySitesPolicy.authorize(requireActor(ctx), "editOwnSite");
}

async function companyFacts(ctx: Ctx, companyId: string) {
  const [company] = await ctx.db
    .select({ name: companyProfiles.companyName, description: companyProfiles.description, country: companyProfiles.country, slug: companyProfiles.slug })
    .from(companyProfiles)
    .where(eq(companyProfiles.id, companyId))
    .limit(1);
  if (!company) throw new AppError("PROFILE_NOT_FOUND", 404);
  return company;
}

/** The company's site row, made on first use from its profile (name, description, every section on, the language of its country). */
async function siteRow(ctx: Ctx, companyId: string) {
  const company = await companyFacts(ctx, companyId);
  const language = defaultSiteLanguage(company.country);
  const draft = emptySite(company.name, company.description ?? "", siteT(language)("cta"));
  await ctx.db.insert(companyWebsites).values({ companyId, slug: company.slug, draft, language, previewToken: newToken() }).onConflictDoNothing();
  const [site] = await ctx.db.select().from(companyWebsites).where(eq(companyWebsites.companyId, companyId)).limit(1);
  if (!site) throw new AppError("PROFILE_NOT_FOUND", 404);
  return { site, company };
}

/** The signed-in company's editor: its draft (made from its profile the first time), its state and its preview link. */
export async function siteEditor(ctx: Ctx): Promise<SiteEditorView> {
  const actor = requireCompany(ctx);
  const { site, company } = await siteRow(ctx, actor.id);
  const draft = readSiteData(site.draft);
  return {
    draft,
    slug: company.slug,
    companyName: company.name,
    country: company.country,
    language: site.language as SiteLanguage,
    currency: currencyOf(company.country),
    whatsappNumber: whatsappNumber(draft.contact.phone, company.country),
    isPublished: site.isPublished,
    unpublishedChanges: JSON.stringify(site.draft) !== JSON.stringify(site.data),
    previewToken: site.previewToken,
    draftSavedAt: site.draftSavedAt.toISOString(),
    publishedAt: site.publishedAt?.toISOString() ?? null,
  };
}

/** A company's own upload (a base key of its folder), or an image its site already held (an import): the only images a draft may name. */
function imageRefCheck(companyId: string, current: unknown[]) {
  const own = new RegExp(`^${fileFolder(companyId)}/[A-Za-z0-9_-]{16}$`);
  const known = new Set(current.flatMap((data) => siteImageValues(readSiteData(data))));
  return (value: string) => own.test(value) || known.has(value);
}

/**
 * Autosave: the company's draft, checked whole (`parseSiteDraft`: each refusal names its field and
 * changes nothing). Visitors keep seeing the published site until the company publishes. Answers
 * when it was saved and the WhatsApp number the draft's phone gives (null: no button).
 */
export async function saveSiteDraft(ctx: Ctx, raw: string): Promise<{ savedAt: string; whatsappNumber: string | null }> {
  const actor = requireCompany(ctx);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError("SITE_DRAFT_INVALID", 400);
  }
  const { site, company } = await siteRow(ctx, actor.id);
  const draft = parseSiteDraft(json, imageRefCheck(actor.id, [site.draft, site.data]));
  const savedAt = ctx.now();
  await ctx.db.update(companyWebsites).set({ draft, draftSavedAt: savedAt }).where(eq(companyWebsites.companyId, actor.id));
  return { savedAt: savedAt.toISOString(), whatsappNumber: whatsappNumber(draft.contact.phone, company.country) };
}

/** Forgets every instance's cached copy of a site's page, the pages that link to it, and the sitemap. */
async function purgeSitePages(ctx: Ctx, slug: string | null): Promise<void> {
  if (slug) await purgePages(ctx.db, `/empresa/${slug}`);
  await purgePages(ctx.db, "/explore");
  await purgePages(ctx.db, "/sitemap");
}

/**
 * Publishes the draft: visitors see it at `/empresa/{slug}` at once on every instance (`published_at`
 * is the last publication, the sitemap's date). Needs the
 * company's address (its profile's slug) and a title; the row is locked, so two publishes at once
 * publish the same draft.
 */
export async function publishSite(ctx: Ctx): Promise<{ slug: string }> {
  const actor = requireCompany(ctx);
  await siteRow(ctx, actor.id);
  const slug = await withTransaction(ctx, async (tx) => {
    const [site] = await tx.db.select().from(companyWebsites).where(eq(companyWebsites.companyId, actor.id)).for("update").limit(1);
    const company = await companyFacts(tx, actor.id);
    if (!site) throw new AppError("PROFILE_NOT_FOUND", 404);
    if (!company.slug) throw new AppError("SITE_SLUG_REQUIRED", 409);
    const draft = readSiteData(site.draft);
    if (!draft.title.trim() && !draft.hero.title.trim()) throw new AppError("SITE_TITLE_REQUIRED", 400, {}, "title");
    await tx.db
      .update(companyWebsites)
      .set({ data: site.draft, isPublished: true, slug: company.slug, publishedAt: tx.now() })
      .where(eq(companyWebsites.companyId, actor.id));
    return company.slug;
  });
  await purgeSitePages(ctx, slug);
  return { slug };
}

/** Takes the site offline: `/empresa/{slug}` answers 'Página no encontrada' at once on every instance; the draft stays. */
export async function unpublishSite(ctx: Ctx): Promise<{ unpublished: true }> {
  const actor = requireCompany(ctx);
  const [site] = await ctx.db
    .update(companyWebsites)
    .set({ isPublished: false, publishedAt: null })
    .where(eq(companyWebsites.companyId, actor.id))
    .returning({ slug: companyWebsites.slug });
  await purgeSitePages(ctx, site?.slug ?? null);
  return { unpublished: true };
}

/** A new private preview link: whoever had the old one no longer sees the draft. */
export async function renewPreviewLink(ctx: Ctx): Promise<{ previewToken: string }> {
  const actor = requireCompany(ctx);
  await siteRow(ctx, actor.id);
  const previewToken = newToken();
  await ctx.db.update(companyWebsites).set({ previewToken }).where(eq(companyWebsites.companyId, actor.id));
  return { previewToken };
}

/**
 * The language the company's own site speaks (decision 045): es, en or pt, applied at once to the
 * published site and the draft. Only the company itself changes it (its site is read by its id);
 * any other value is refused with 'SITE_LANGUAGE_INVALID' and changes nothing.
 */
export async function setSiteLanguage(ctx: Ctx, raw: unknown): Promise<{ language: SiteLanguage }> {
  const actor = requireCompany(ctx);
  if (!isSiteLanguage(raw)) throw new AppError("SITE_LANGUAGE_INVALID", 400, {}, "language");
  const { site } = await siteRow(ctx, actor.id);
  await ctx.db.update(companyWebsites).set({ language: raw }).where(eq(companyWebsites.companyId, actor.id));
  await purgeSitePages(ctx, site.slug);
  return { language: raw };
}
