import { type LocaleBundles, NAMESPACES } from "./i18n";
import { registerTranslations } from "./instances";
import { asLocale, DEFAULT_LOCALE, type Locale } from "./locales";

const bundles = import.meta.glob<{ default: unknown }>("../../locales/*/*.json");

/** Loads only the page's own locale (from <html lang>) before hydration, so the other languages never ship. */
export async function loadClientTranslations(): Promise<void> {
  const locale: Locale = asLocale(document.documentElement.lang) ?? DEFAULT_LOCALE;
  const loaded = await Promise.all(
    NAMESPACES.map(async (namespace) => [namespace, (await bundles[`../../locales/${locale}/${namespace}.json`]()).default] as const),
  );
  registerTranslations(locale, Object.fromEntries(loaded) as LocaleBundles);
}
