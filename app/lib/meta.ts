import type { MetaDescriptor } from "react-router";

export type PageMetaInput = { title: string; description: string; origin?: string; path?: string; locale?: string };

/** Title, description, Open Graph tags and the canonical link of a page; the site name is appended to the title. */
export function pageMeta({ title, description, origin, path, locale }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = title === "RedAV" ? title : `${title} · RedAV`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "RedAV" },
    { property: "og:locale", content: locale === "en" ? "en_US" : locale === "pt" ? "pt_BR" : "es_LA" },
  ];
  if (origin && path !== undefined) {
    tags.push({ property: "og:url", content: `${origin}${path}` });
    tags.push({ tagName: "link", rel: "canonical", href: `${origin}${path}` });
  }
  return tags;
}
