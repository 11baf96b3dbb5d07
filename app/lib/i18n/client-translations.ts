import { type LocaleBundles, NAMESPACES, type Namespace } from "./i18n";
import { i18nFor, registerTranslations } from "./instances";
import { asLocale, DEFAULT_LOCALE, type Locale } from "./locales";

const bundles = import.meta.glob<{ default: unknown }>("../../locales/*/*.json");

/** Namespaces only some pages need: fetched when such a page is opened, never shipped with the shell. */
const ON_DEMAND: Namespace[] = ["legal"];
/** Translated on the server only (error messages arrive already in the user's language). */
const SERVER_ONLY: Namespace[] = ["errors"];
const LEGAL_PATH = /^\/(terms|legal)(\/|$)/i;

function pageLocale(): Locale {
  return asLocale(document.documentElement.lang) ?? DEFAULT_LOCALE;
}

async function loadBundle(locale: Locale, namespace: Namespace): Promise<unknown> {
  return (await bundles[`../../locales/${locale}/${namespace}.json`]()).default;
}

/**
 * Loads the page's own locale (from <html lang>) before hydration: the shell's namespaces always,
 * the legal texts only on the pages that show them. Other languages never ship.
 */
export async function loadClientTranslations(): Promise<void> {
  const locale = pageLocale();
  const wanted = NAMESPACES.filter(
    (namespace) => !SERVER_ONLY.includes(namespace) && (!ON_DEMAND.includes(namespace) || LEGAL_PATH.test(window.location.pathname)),
  );
  const loaded = await Promise.all(wanted.map(async (namespace) => [namespace, await loadBundle(locale, namespace)] as const));
  registerTranslations(locale, Object.fromEntries(loaded) as Partial<LocaleBundles>);
}

/** Makes sure a namespace of the page's locale is loaded (for client navigations to pages that need it). */
export async function ensureClientNamespace(namespace: Namespace): Promise<void> {
  const locale = pageLocale();
  const translator = i18nFor(locale);
  if (translator.hasNamespace(namespace)) return;
  translator.addNamespace(namespace, await loadBundle(locale, namespace));
}
