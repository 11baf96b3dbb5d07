import type { SectionName, SiteData } from "./site-data";
import { galleryPictures, siteImageUrl } from "./site-images";

/** The sections a visitor can find empty: the hero always has the company's name. */
export type ContentSection = Exclude<SectionName, "hero">;

const CONTENT_SECTIONS: readonly ContentSection[] = ["about", "products", "gallery", "contact"];

/** Whether a section has something to show besides its heading. */
function hasContent(data: SiteData, section: ContentSection): boolean {
  switch (section) {
    case "about":
      return Boolean(data.about.content.trim() || data.about.features.some((feature) => feature.trim()) || siteImageUrl(data.about.image, "about"));
    case "products":
      return data.products.items.length > 0;
    case "gallery":
      return galleryPictures(data).length > 0;
    case "contact": {
      const { address, phone, email, website, mapEmbed, showForm } = data.contact;
      return showForm || [address, phone, email, website, mapEmbed].some((value) => value.trim());
    }
  }
}

/** The sections switched on that have nothing to show: the public site leaves them out, and the editor names them. */
export function emptySections(data: SiteData): ContentSection[] {
  return CONTENT_SECTIONS.filter((section) => data.sections[section] && !hasContent(data, section));
}

/** Whether the public site shows a section: switched on and not empty (a site never shows 'Galería · 0 imágenes'). */
export function showsSection(data: SiteData, section: SectionName): boolean {
  return data.sections[section] && (section === "hero" || hasContent(data, section));
}
