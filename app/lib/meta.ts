import type { MetaDescriptor } from "react-router";
import { siteParams } from "./i18n/site-params";
import { SHARE_CARD, type ShareImage } from "./share-card/share-card";

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
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: locale === "en" ? "en_US" : locale === "pt" ? "pt_BR" : "es_LA" },
  ];
  if (origin && path !== undefined) {
    tags.push({ property: "og:url", content: `${origin}${path}` });
    tags.push({ tagName: "link", rel: "canonical", href: `${origin}${path}` });
  }
  if (origin) {
    const card = image ?? { path: `/share-cards/site/${locale ?? "es"}.jpg`, alt: siteName };
    tags.push(
      { property: "og:image", content: `${origin}${card.path}` },
      { property: "og:image:type", content: SHARE_CARD.type },
      { property: "og:image:width", content: String(SHARE_CARD.width) },
      { property: "og:image:height", content: String(SHARE_CARD.height) },
      { property: "og:image:alt", content: card.alt },
      { name: "twitter:card", content: "summary_large_image" },
    );
  }
  return tags;
}
