import type { i18n as I18n } from "i18next";
import { createI18n } from "./i18n";
import type { Locale } from "./locales";

const instances = new Map<Locale, I18n>();

/** One shared, read-only i18next instance per locale (resources are static and bundled). */
export function i18nFor(locale: Locale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n(locale);
    instances.set(locale, instance);
  }
  return instance;
}
