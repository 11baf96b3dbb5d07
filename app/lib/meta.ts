import type { MetaDescriptor } from "react-router";
import { siteParams } from "./i18n/site-params";

export type PageMetaInput = {
  title: string;
  description: string;
  origin?: string;
  path?: string;
  locale?: string;
  /** The page's picture (a path on this site, made absolute with `origin`) for link previews. */
  image?: { path: string; width: number; height: number; alt: string } | null;
};

/** Title, description, Open Graph tags (with the picture when there is one) and the canonical link of a page; the site name is appended to the title. */
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
  if (origin && image) {
    tags.push(
      { property: "og:image", content: `${origin}${image.path}` },
      { property: "og:image:width", content: String(image.width) },
      { property: "og:image:height", content: String(image.height) },
      { property: "og:image:alt", content: image.alt },
      { name: "twitter:card", content: "summary_large_image" },
    );
  }
  return tags;
}
