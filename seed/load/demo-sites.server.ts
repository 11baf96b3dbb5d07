import { defaultSiteLanguage, SITE_IMAGE_RULES, type SiteImageSlot } from "~/features/company-sites/public";
import type { Ctx } from "~/lib/context.server";
import { fileStore } from "~/lib/storage/file-store.server";
import { type PreparedUpload, prepareImage, storePrepared } from "~/lib/storage/uploads.server";
import { companiesWithEmails, companiesWithSite, importSite } from "~/shell/bulk-import.server";
import { demoCompanies } from "../content/demo-people";
import { DEMO_SITES, type DemoSite, type DemoSiteImages, demoSiteData } from "../content/demo-sites";
import { demoLogo, demoProduct, demoScene } from "../demo-files.server";

const DAY = 24 * 60 * 60 * 1000;
/** Gallery pictures come in a few proportions (the slot keeps them), each drawn at the largest width stored. */
const GALLERY_SIZES = [
  [1600, 1067],
  [1600, 1200],
  [1600, 900],
] as const;

type Draw = (slot: SiteImageSlot, key: string, draw: () => Promise<Buffer>) => Promise<PreparedUpload>;

/** Draws and encodes each picture once, however many sites show it (products and gallery pictures are shared between sites). */
function pictureCache(): Draw {
  const cache = new Map<string, Promise<PreparedUpload>>();
  return (slot, key, draw) => {
    const id = `${slot}:${key}`;
    const cached = cache.get(id);
    if (cached) return cached;
    const rule = SITE_IMAGE_RULES[slot];
    const upload = draw().then((bytes) => prepareImage(new File([new Uint8Array(bytes)], `${slot}.jpg`), rule.widths, slot, rule.aspect));
    cache.set(id, upload);
    return upload;
  };
}

/** One site's pictures, encoded: its own hero and logo, shared product pictures by kind, and gallery scenes varied between sites. */
function sitePictures(site: DemoSite, position: number, companyName: string, picture: Draw) {
  const seen = new Map<string, number>();
  return {
    hero: picture("hero", site.slug, () => demoScene(site.hero.scene, site.slug, 1920, 1080)),
    about: picture("about", site.slug, () => demoLogo(companyName, 512)),
    products: site.products.items.map((item) => picture("product", item.picture, () => demoProduct(item.picture, item.picture))),
    gallery: site.gallery.images.map(({ scene }) => {
      const nth = seen.get(scene) ?? 0;
      seen.set(scene, nth + 1);
      const variant = (position + nth) % GALLERY_SIZES.length;
      const [width, height] = GALLERY_SIZES[variant];
      return picture("gallery", `${scene}-${variant}`, () => demoScene(scene, `${scene}-${variant}`, width, height));
    }),
  };
}

/**
 * Seeds the demo companies' websites once each (a company that has one keeps it): eight published
 * sites in seven countries and one unpublished draft, each with its pictures drawn with sharp and
 * stored in the spec's buckets under the company's folder in every width the site shows, and a
 * WhatsApp-ready phone of its country. Returns how many sites it added.
 */
export async function seedDemoSites(ctx: Pick<Ctx, "db">): Promise<number> {
  const emails = new Map(demoCompanies().map((company) => [company.slug, company.email]));
  const profiles = await companiesWithEmails(ctx, [...emails.values()]);
  if (profiles.length === 0) return 0;
  const done = await companiesWithSite(
    ctx,
    profiles.map((profile) => profile.id),
  );
  const todo = DEMO_SITES.flatMap((site, position) => {
    const profile = profiles.find((candidate) => candidate.email === emails.get(site.slug));
    return profile && !done.has(profile.id) ? [{ site, position, profile }] : [];
  });
  const picture = pictureCache();
  const store = fileStore(ctx.db);
  const now = Date.now();
  await Promise.all(
    todo.map(async ({ site, position, profile }) => {
      const pictures = sitePictures(site, position, profile.name, picture);
      const stored = async (slot: SiteImageSlot, upload: Promise<PreparedUpload>) =>
        (await storePrepared(store, SITE_IMAGE_RULES[slot].bucket, profile.id, await upload)).base;
      const images: DemoSiteImages = {
        hero: await stored("hero", pictures.hero),
        about: await stored("about", pictures.about),
        products: await Promise.all(pictures.products.map((upload) => stored("product", upload))),
        gallery: await Promise.all(pictures.gallery.map((upload) => stored("gallery", upload))),
      };
      await importSite(ctx, {
        companyId: profile.id,
        slug: profile.slug ?? site.slug,
        published: site.published,
        language: site.language ?? defaultSiteLanguage(profile.country),
        data: demoSiteData(site, profile.name, images),
        savedAt: new Date(now - site.daysAgo * DAY),
      });
    }),
  );
  return todo.length;
}
