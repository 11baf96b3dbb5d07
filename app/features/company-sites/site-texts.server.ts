import enSites from "~/locales/en/sites.json";
import esSites from "~/locales/es/sites.json";
import ptSites from "~/locales/pt/sites.json";
import type { SiteLanguage } from "./site-language";

const TEXTS: Record<SiteLanguage, unknown> = { es: esSites, en: enSites, pt: ptSites };

/** The sites catalog in a site's language: sent with the page so the browser renders the site's texts in it, whatever the visitor's language. */
export function siteTexts(language: SiteLanguage): unknown {
  return TEXTS[language];
}

/** The sites catalog in every site language: the editor's preview follows the language chosen in the form at once. */
export function allSiteTexts(): Record<SiteLanguage, unknown> {
  return TEXTS;
}
