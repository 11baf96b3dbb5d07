import { type Bucket, fileUrl } from "~/lib/storage/buckets";
import { isValidKey } from "~/lib/storage/file-store";
import { imageKey } from "~/lib/storage/image-key";
import type { SiteData } from "./site-data";

/** The slots of a site that hold an image, with the spec §5 bucket of each. */
export type SiteImageSlot = "hero" | "about" | "product" | "gallery";

/** How each slot's uploads are stored: bucket (spec §5), widths, and proportions (width over height, or kept). */
export const SITE_IMAGE_RULES: Record<SiteImageSlot, { bucket: Bucket; widths: readonly number[]; aspect: number | "keep" }> = {
  hero: { bucket: "hero-images", widths: [960, 1920], aspect: 16 / 9 },
  about: { bucket: "company-logos", widths: [256, 512], aspect: "keep" },
  product: { bucket: "company-products", widths: [480, 960], aspect: 4 / 3 },
  gallery: { bucket: "gallery-images", widths: [640, 1600], aspect: "keep" },
};

/** A blob: address only lives in the browser that made it; one inside an http(s) address is a copy gone wrong. */
function isMalformedBlob(value: string): boolean {
  return /blob:/i.test(value);
}

/**
 * Spec §5: the address of a site image. A value starting with http or https is used as it is
 * (except a malformed blob URL, refused); anything else is a path in the slot's bucket: one of our
 * stored images (its base key, served in the width asked) or a stored file's own key. Null when
 * nothing usable is there, so the image is dropped.
 */
export function siteImageUrl(value: string, slot: SiteImageSlot, width: "small" | "large" = "small"): string | null {
  const source = value.trim();
  if (!source) return null;
  if (/^https?:\/\//i.test(source)) return isMalformedBlob(source) ? null : source;
  if (isMalformedBlob(source)) return null;
  const path = source.replace(/^\/+/, "");
  const rule = SITE_IMAGE_RULES[slot];
  const key = /\.[a-z0-9]{2,5}$/i.test(path) ? path : imageKey(path, width === "small" ? rule.widths[0] : rule.widths[rule.widths.length - 1]);
  return isValidKey(key) ? fileUrl(rule.bucket, key) : null;
}

/** A gallery picture as the page shows it: its thumbnail, its large size and its text alternative. */
export type SitePicture = { small: string; large: string; alt: string };

/** Spec §5: the gallery's pictures with a usable source, in their order (the others are dropped). */
export function galleryPictures(data: SiteData): SitePicture[] {
  return data.gallery.images.flatMap((image) => {
    const small = siteImageUrl(image.src, "gallery", "small");
    const large = siteImageUrl(image.src, "gallery", "large");
    return small && large ? [{ small, large, alt: image.alt }] : [];
  });
}
