import { type LocaleBundles, type Namespace, SHELL_NAMESPACES } from "./i18n";
import { i18nFor, registerTranslations } from "./instances";
import { asLocale, DEFAULT_LOCALE, type Locale } from "./locales";

const bundles = import.meta.glob<{ default: unknown }>("../../locales/*/*.json");

function pageLocale(): Locale {
  return asLocale(document.documentElement.lang) ?? DEFAULT_LOCALE;
}

async function loadBundle(locale: Locale, namespace: Namespace): Promise<unknown> {
  return (await bundles[`../../locales/${locale}/${namespace}.json`]()).default;
}

/**
 * Loads the shell's namespaces of the page's own locale (from <html lang>) before hydration; the
 * document already asked for them with modulepreload, so this costs no extra round trip. Other
 * languages never ship.
 */
export async function loadClientTranslations(): Promise<void> {
  const locale = pageLocale();
  const loaded = await Promise.all(SHELL_NAMESPACES.map(async (namespace) => [namespace, await loadBundle(locale, namespace)] as const));
  registerTranslations(locale, Object.fromEntries(loaded) as Partial<LocaleBundles>);
}

/** Makes sure a namespace of the page's locale is loaded (for client navigations to pages that need it). */
export async function ensureClientNamespace(namespace: Namespace): Promise<void> {
  const locale = pageLocale();
  const translator = i18nFor(locale);
  if (translator.hasNamespace(namespace)) return;
  translator.addNamespace(namespace, await loadBundle(locale, namespace));
}
