import { inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { companyWebsites } from "~/db/schema/company-sites";
import { type Ctx, requireActor } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import type { Bucket } from "~/lib/storage/buckets";
import { imageBase } from "~/lib/storage/image-key";
import type { ReferenceFinder } from "~/lib/storage/orphans.server";
import { imageSlot, saveWithFiles } from "~/lib/storage/save-with-files.server";
import { companySitesPolicy } from "./policy";
import { readSiteData } from "./site-data";
import { siteImages } from "./site-image-values";
import { SITE_IMAGE_RULES, type SiteImageSlot, siteImageUrl } from "./site-images";

function isSlot(value: unknown): value is SiteImageSlot {
  return typeof value === "string" && Object.hasOwn(SITE_IMAGE_RULES, value);
}

/**
 * One picture for the company's site (hero, about/logo, a product, the gallery), uploaded before the
 * draft names it: checked by its content, turned upright, re-encoded to WebP without EXIF in the
 * slot's widths and proportions, stored in the slot's spec §5 bucket under the company's folder,
 * within the account's storage quota. Answers its key (what the draft holds) and its address.
 */
export async function uploadSiteImage(ctx: Ctx, form: FormData): Promise<{ key: string; url: string }> {
  const actor = companySitesPolicy.authorize(requireActor(ctx), "editOwnSite");
  const slot = form.get("slot");
  if (!isSlot(slot)) throw new AppError("INVALID_INPUT", 400, {}, "slot");
  const rule = SITE_IMAGE_RULES[slot];
  const image = await imageSlot(form, { field: "image", bucket: rule.bucket, widths: rule.widths, aspect: rule.aspect });
  if (!image.upload) throw new AppError("FILE_NOT_IMAGE", 400, {}, "image");
  const key = await saveWithFiles(ctx, { folder: actor.id }, { image }, { current: async () => ({ image: null }), write: async (_tx, keys) => keys.image });
  if (!key) throw new AppError("FILE_NOT_IMAGE", 400, {}, "image");
  return { key, url: siteImageUrl(key, slot, "large") ?? "" };
}

const finders = new Map<Bucket, ReferenceFinder>();

/** Site pictures in use in `bucket`: those a company's draft or published site names (every stored width of them); one finder per bucket. */
export function siteImageReferences(bucket: Bucket): ReferenceFinder {
  const known = finders.get(bucket);
  if (known) return known;
  const finder: ReferenceFinder = async (db: Db, keys) => {
    const folders = [...new Set(keys.map((key) => key.split("/")[0]))];
    if (folders.length === 0) return new Set();
    const sites = await db
      .select({ data: companyWebsites.data, draft: companyWebsites.draft })
      .from(companyWebsites)
      .where(inArray(companyWebsites.companyId, folders));
    const used = new Set(
      sites.flatMap((site) =>
        [site.data, site.draft].flatMap((data) =>
          siteImages(readSiteData(data))
            .filter((image) => SITE_IMAGE_RULES[image.slot].bucket === bucket)
            .map((image) => image.value),
        ),
      ),
    );
    return new Set(keys.filter((key) => used.has(imageBase(key) ?? key)));
  };
  finders.set(bucket, finder);
  return finder;
}
