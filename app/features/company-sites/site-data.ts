/**
 * Spec §3 company_websites.data: the shape of a company's website, its defaults, and a lenient
 * reader that turns any stored JSON (ours, or imported) into that shape. Shared by the public page,
 * the editor and its live preview.
 */

/** A product of the catalogue; `price` in the currency of the company's country, null when not shown. */
export type SiteProduct = {
  id: string;
  name: string;
  brand: string;
  model: string;
  category: string;
  description: string;
  features: string[];
  price: number | null;
  /** A stored image's key in `company-products`, or an http(s) address. */
  image: string;
};

/** A gallery picture: its source (a stored key in `gallery-images`, or an http(s) address) and its text alternative. */
export type GalleryImage = { src: string; alt: string };

/** The sections RedAV fills from the company's own activity (decision 063): its open offers, its upcoming events, its confirmed crew; off until the company switches them on. */
export type ListingSection = "jobs" | "events" | "crew";

export type SectionName = "hero" | "about" | "products" | "gallery" | "contact" | ListingSection;

export type SiteData = {
  title: string;
  description: string;
  fontFamily: string;
  backgroundColor: string;
  primaryColor: string;
  secondaryColor: string;
  sections: Record<SectionName, boolean>;
  hero: { title: string; subtitle: string; ctaText: string; backgroundImage: string; overlayOpacity: number; textColor: string };
  about: { title: string; content: string; features: string[]; image: string };
  products: { title: string; subtitle: string; items: SiteProduct[] };
  gallery: { title: string; subtitle: string; images: GalleryImage[] };
  contact: { title: string; subtitle: string; address: string; phone: string; email: string; website: string; showForm: boolean; mapEmbed: string };
};

/** The sections in the page's order: the spec's, with RedAV's listings before the contact. */
export const SECTION_ORDER: readonly SectionName[] = ["hero", "about", "products", "gallery", "jobs", "events", "crew", "contact"];

/** RedAV's listings in the page's order. */
export const LISTING_SECTIONS: readonly ListingSection[] = ["jobs", "events", "crew"];

/** The anchors of the sticky navigation (spec §2): about, products, gallery, the listings and contact. */
export const SECTION_ANCHORS = {
  about: "sobre-nosotros",
  products: "productos",
  gallery: "galeria",
  jobs: "ofertas",
  events: "eventos",
  crew: "equipo",
  contact: "contacto",
} as const;

/** The fonts a site may use, each with the stack the browser falls back along (no font is downloaded). */
export const SITE_FONTS: Record<string, string> = {
  Inter: "Inter, ui-sans-serif, system-ui, sans-serif",
  Roboto: "Roboto, 'Helvetica Neue', Arial, sans-serif",
  "Open Sans": "'Open Sans', 'Segoe UI', Arial, sans-serif",
  Montserrat: "Montserrat, 'Trebuchet MS', Arial, sans-serif",
  Georgia: "Georgia, 'Times New Roman', serif",
  Verdana: "Verdana, Geneva, sans-serif",
};

/** The most a site holds, so a page stays a page. */
export const SITE_LIMITS = {
  products: 60,
  galleryImages: 40,
  features: 12,
  line: 160,
  short: 80,
  text: 3000,
  price: 1_000_000_000,
} as const;

/** Spec §3 defaults: Inter, a white background, #3B82F6 and #1E293B, an overlay of 40. */
export const SITE_DEFAULTS = {
  fontFamily: "Inter",
  backgroundColor: "white",
  primaryColor: "#3B82F6",
  secondaryColor: "#1E293B",
  overlayOpacity: 40,
  textColor: "#FFFFFF",
} as const;

/** A colour the site accepts: #RRGGBB, or the spec's default 'white'. */
export function isSiteColor(value: unknown): value is string {
  return typeof value === "string" && (value === "white" || /^#[0-9a-fA-F]{6}$/.test(value));
}

/** The colour as #RRGGBB (the colour inputs' form). */
export function hexColor(value: string): string {
  return value === "white" ? "#FFFFFF" : value.toUpperCase();
}

/**
 * A new site for a company: its name and description, every section of the spec on (RedAV's listings
 * off), the spec's defaults. The
 * section headings are left empty, so the page shows them from the catalog in the site's language
 * (decision 045); `ctaText` is the hero's button, given in that language.
 */
export function emptySite(companyName = "", description = "", ctaText = "Contáctanos"): SiteData {
  return {
    title: companyName,
    description,
    fontFamily: SITE_DEFAULTS.fontFamily,
    backgroundColor: SITE_DEFAULTS.backgroundColor,
    primaryColor: SITE_DEFAULTS.primaryColor,
    secondaryColor: SITE_DEFAULTS.secondaryColor,
    sections: { hero: true, about: true, products: true, gallery: true, contact: true, jobs: false, events: false, crew: false },
    hero: {
      title: companyName,
      subtitle: description,
      ctaText,
      backgroundImage: "",
      overlayOpacity: SITE_DEFAULTS.overlayOpacity,
      textColor: SITE_DEFAULTS.textColor,
    },
    about: { title: "", content: description, features: [], image: "" },
    products: { title: "", subtitle: "", items: [] },
    gallery: { title: "", subtitle: "", images: [] },
    contact: { title: "", subtitle: "", address: "", phone: "", email: "", website: "", showForm: true, mapEmbed: "" },
  };
}

type Json = Record<string, unknown>;

const record = (value: unknown): Json => (value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {});
const text = (value: unknown, fallback = ""): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : fallback);
const flag = (value: unknown, fallback: boolean): boolean => (typeof value === "boolean" ? value : fallback);
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map((item) => text(item).trim()).filter(Boolean) : []);
const color = (value: unknown, fallback: string): string => (isSiteColor(value) ? value : fallback);

function price(value: unknown): number | null {
  const parsed = typeof value === "number" ? value : typeof value === "string" && value.trim() ? Number(value.replace(/[^\d.]/g, "")) : Number.NaN;
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : null;
}

function opacity(value: unknown): number {
  const parsed = typeof value === "number" ? value : Number(value);
  return Number.isFinite(parsed) ? Math.min(100, Math.max(0, Math.round(parsed))) : SITE_DEFAULTS.overlayOpacity;
}

/** Spec §3: a gallery image is a string, or an object with src, path or url, and alt. */
function galleryImage(value: unknown): GalleryImage {
  if (typeof value === "string") return { src: value, alt: "" };
  const image = record(value);
  return { src: text(image.src) || text(image.path) || text(image.url), alt: text(image.alt) };
}

function product(value: unknown, index: number): SiteProduct {
  const item = record(value);
  return {
    id: text(item.id) || `producto-${index + 1}`,
    name: text(item.name),
    brand: text(item.brand),
    model: text(item.model),
    category: text(item.category),
    description: text(item.description),
    features: texts(item.features),
    price: price(item.price),
    image: text(item.image),
  };
}

/** Any stored JSON as a whole site: what is missing or of the wrong kind takes the spec's defaults. */
export function readSiteData(raw: unknown): SiteData {
  const data = record(raw);
  const base = emptySite();
  const sections = record(data.sections);
  const hero = record(data.hero);
  const about = record(data.about);
  const products = record(data.products);
  const gallery = record(data.gallery);
  const contact = record(data.contact);
  return {
    title: text(data.title),
    description: text(data.description),
    fontFamily: typeof data.fontFamily === "string" && Object.hasOwn(SITE_FONTS, data.fontFamily) ? data.fontFamily : SITE_DEFAULTS.fontFamily,
    backgroundColor: color(data.backgroundColor, SITE_DEFAULTS.backgroundColor),
    primaryColor: color(data.primaryColor, SITE_DEFAULTS.primaryColor),
    secondaryColor: color(data.secondaryColor, SITE_DEFAULTS.secondaryColor),
    sections: {
      hero: flag(sections.hero, true),
      about: flag(sections.about, true),
      products: flag(sections.products, true),
      gallery: flag(sections.gallery, true),
      contact: flag(sections.contact, true),
      jobs: flag(sections.jobs, false),
      events: flag(sections.events, false),
      crew: flag(sections.crew, false),
    },
    hero: {
      title: text(hero.title),
      subtitle: text(hero.subtitle),
      ctaText: text(hero.ctaText, base.hero.ctaText),
      backgroundImage: text(hero.backgroundImage),
      overlayOpacity: hero.overlayOpacity === undefined ? SITE_DEFAULTS.overlayOpacity : opacity(hero.overlayOpacity),
      textColor: color(hero.textColor, SITE_DEFAULTS.textColor),
    },
    about: { title: text(about.title, base.about.title), content: text(about.content), features: texts(about.features), image: text(about.image) },
    products: {
      title: text(products.title, base.products.title),
      subtitle: text(products.subtitle),
      items: Array.isArray(products.items) ? products.items.slice(0, SITE_LIMITS.products).map(product) : [],
    },
    gallery: {
      title: text(gallery.title, base.gallery.title),
      subtitle: text(gallery.subtitle),
      images: Array.isArray(gallery.images) ? gallery.images.slice(0, SITE_LIMITS.galleryImages).map(galleryImage) : [],
    },
    contact: {
      title: text(contact.title, base.contact.title),
      subtitle: text(contact.subtitle),
      address: text(contact.address),
      phone: text(contact.phone),
      email: text(contact.email),
      website: text(contact.website),
      showForm: flag(contact.showForm, false),
      mapEmbed: text(contact.mapEmbed),
    },
  };
}
