import type { TFunction } from "i18next";
import { i18nFor } from "./i18n/instances";
import { detectLocale } from "./i18n/locale.server";
import type { Locale } from "./i18n/locales";

/** The request's locale and a translator bound to it, for loaders and actions. */
export function requestTranslator(request: Request): { locale: Locale; t: TFunction } {
  const locale = detectLocale(request);
  return { locale, t: i18nFor(locale).t };
}
