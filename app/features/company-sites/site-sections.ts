import { LISTING_SECTIONS, type ListingSection, type SectionName, type SiteData } from "./site-data";
import { galleryPictures, siteImageUrl } from "./site-images";
import type { SiteListings } from "./site-view";

/** The sections a visitor can find empty: the hero always has the company's name. */
export type ContentSection = Exclude<SectionName, "hero" | ListingSection>;

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

/** Whether the public site shows a section of the company's own content: switched on and not empty (a site never shows 'Galería · 0 imágenes'). */
export function showsSection(data: SiteData, section: Exclude<SectionName, ListingSection>): boolean {
  return data.sections[section] && (section === "hero" || hasContent(data, section));
}

/**
 * RedAV's listings the page shows (decision 063): each switched on, offers and events only when there
 * are some; the crew always, saying until there is one that confirmed credits appear there. The
 * editor's preview (no listings read) shows every one switched on.
 */
export function shownListings(data: SiteData, listings: SiteListings | null): ListingSection[] {
  return LISTING_SECTIONS.filter((section) => data.sections[section] && (listings === null || section === "crew" || listings[section].length > 0));
}
