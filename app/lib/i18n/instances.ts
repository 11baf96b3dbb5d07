import type { i18n as I18n } from "i18next";
import { createI18n, type LocaleBundles } from "./i18n";
import { DEFAULT_LOCALE, type Locale } from "./locales";

const instances = new Map<Locale, I18n>();

/** Makes a locale's translations available to i18nFor (the server registers all three, the browser only its own). */
export function registerTranslations(locale: Locale, bundles: Partial<LocaleBundles>): void {
  instances.set(locale, createI18n(locale, { [locale]: bundles }));
}

/** The shared, read-only i18next instance of a registered locale (falling back to any registered one). */
export function i18nFor(locale: Locale): I18n {
  const instance = instances.get(locale) ?? instances.get(DEFAULT_LOCALE) ?? instances.values().next().value;
  if (!instance) throw new Error("Las traducciones no están cargadas");
  return instance;
}
