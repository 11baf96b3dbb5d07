import type { MetaDescriptor } from "react-router";
import { siteParams } from "./i18n/site-params";
import type { ShareImage } from "./share-card/share-card";

export type PageMetaInput = {
  title: string;
  description: string;
  origin?: string;
  path?: string;
  locale?: string;
  /** The page's share card (a path on this site, made absolute with `origin`); without one, the site's card. */
  image?: ShareImage | null;
};

/** Title, description, Open Graph and Twitter tags (with the page's share card, else the site's) and the canonical link of a page; the site name is appended to the title. */
export function pageMeta({ title, description, origin, path, locale, image }: PageMetaInput): MetaDescriptor[] {
  const { siteName } = siteParams();
  const fullTitle = title === siteName ? title : `${title} · ${siteName}`;
  const og = (name: string, content: string): MetaDescriptor => ({ property: `og:${name}`, content });
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    og("title", fullTitle),
    og("description", description),
    og("type", "website"),
    og("site_name", siteName),
    og("locale", locale === "en" ? "en_US" : locale === "pt" ? "pt_BR" : "es_LA"),
  ];
  if (origin && path !== undefined) tags.push(og("url", origin + path), { tagName: "link", rel: "canonical", href: origin + path });
  if (origin) {
    // Every card is a 1200×630 JPEG (SHARE_CARD); the literals keep this shared code small.
    const card = image ?? { path: `/share-cards/site/${locale ?? "es"}.jpg`, alt: siteName };
    tags.push(
      og("image", origin + card.path),
      og("image:type", "image/jpeg"),
      og("image:width", "1200"),
      og("image:height", "630"),
      og("image:alt", card.alt),
      { name: "twitter:card", content: "summary_large_image" },
    );
  }
  return tags;
}
