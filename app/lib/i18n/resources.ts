import enCommon from "~/locales/en/common.json";
import enLegal from "~/locales/en/legal.json";
import enPages from "~/locales/en/pages.json";
import esCommon from "~/locales/es/common.json";
import esLegal from "~/locales/es/legal.json";
import esPages from "~/locales/es/pages.json";
import ptCommon from "~/locales/pt/common.json";
import ptLegal from "~/locales/pt/legal.json";
import ptPages from "~/locales/pt/pages.json";
import type { Locale } from "./locales";

export const NAMESPACES = ["common", "pages", "legal"] as const;

/** Every translation, bundled: the shell needs them before any network round trip. */
export const resources: Record<Locale, Record<(typeof NAMESPACES)[number], unknown>> = {
  es: { common: esCommon, pages: esPages, legal: esLegal },
  en: { common: enCommon, pages: enPages, legal: enLegal },
  pt: { common: ptCommon, pages: ptPages, legal: ptLegal },
};
