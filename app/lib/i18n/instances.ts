import type { LocaleBundles } from "./i18n";
import { DEFAULT_LOCALE, type Locale } from "./locales";
import { siteParams } from "./site-params";
import { createTranslator, type Translator } from "./translator";

const instances = new Map<Locale, Translator>();

/** Makes a locale's translations available to i18nFor (the server registers all three, the browser only its own); every text may name the instance's settings. */
export function registerTranslations(locale: Locale, bundles: Partial<LocaleBundles>): void {
  instances.set(locale, createTranslator(locale, { ...bundles }, "common", siteParams));
}

/** The shared translator of a registered locale (falling back to any registered one). */
export function i18nFor(locale: Locale): Translator {
  const instance = instances.get(locale) ?? instances.get(DEFAULT_LOCALE) ?? instances.values().next().value;
  if (!instance) throw new Error("Las traducciones no están cargadas");
  return instance;
}
