import type { TFunction } from "i18next";
import { detectLocale } from "./i18n/locale.server";
import type { Locale } from "./i18n/locales";
import { serverI18n } from "./i18n/resources.server";

/** The request's locale and a translator bound to it, for loaders and actions. */
export function requestTranslator(request: Request): { locale: Locale; t: TFunction } {
  const locale = detectLocale(request);
  return { locale, t: serverI18n(locale).t };
}
