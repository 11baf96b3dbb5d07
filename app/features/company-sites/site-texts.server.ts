import { serverSiteParams } from "~/lib/i18n/site-params.server";
import { createTranslator, type TFunction } from "~/lib/i18n/translator";
import enSite from "~/locales/en/companySite.json";
import esSite from "~/locales/es/companySite.json";
import ptSite from "~/locales/pt/companySite.json";
import type { SiteLanguage } from "./site-language";

/**
 * What a company's site says in its own words (decision 045): the catalog `companySite`, never a
 * namespace a page downloads in the visitor's language (the `sites` namespace holds only RedAV's
 * words around a site: the preview's banner and the error screens).
 */
const TEXTS: Record<SiteLanguage, unknown> = { es: esSite, en: enSite, pt: ptSite };

/** The site catalog in a site's language: sent with the page so the browser renders the site's texts in it, whatever the visitor's language. */
export function siteTexts(language: SiteLanguage): unknown {
  return TEXTS[language];
}

/** The site catalog in every site language: the editor's preview follows the language chosen in the form at once. */
export function allSiteTexts(): Record<SiteLanguage, unknown> {
  return TEXTS;
}

const translators = new Map<SiteLanguage, TFunction>();

/** The server's translator of a site's own texts, in the site's language (what SiteLanguageScope gives the page's components). */
export function siteT(language: SiteLanguage): TFunction {
  let t = translators.get(language);
  if (!t) {
    t = createTranslator(language, { sites: TEXTS[language] }, "sites", serverSiteParams).t;
    translators.set(language, t);
  }
  return t;
}
