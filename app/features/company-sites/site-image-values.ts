import type { SiteData } from "./site-data";
import type { SiteImageSlot } from "./site-images";

/** Every image a site names, with its slot (so its bucket is known): hero, about, products, gallery. */
export function siteImages(data: SiteData): { slot: SiteImageSlot; value: string }[] {
  return [
    { slot: "hero" as const, value: data.hero.backgroundImage },
    { slot: "about" as const, value: data.about.image },
    ...data.products.items.map((item) => ({ slot: "product" as const, value: item.image })),
    ...data.gallery.images.map((image) => ({ slot: "gallery" as const, value: image.src })),
  ].filter((image) => image.value !== "");
}

/** The image values a site names, whatever their slot. */
export function siteImageValues(data: SiteData): string[] {
  return siteImages(data).map((image) => image.value);
}
