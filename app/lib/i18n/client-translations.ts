import { type LocaleBundles, type Namespace, routeNamespaces, SHELL_NAMESPACES } from "./i18n";
import { i18nFor, registerTranslations } from "./instances";
import { asLocale, DEFAULT_LOCALE, type Locale } from "./locales";

// The server-only catalog (texts the database stores as keys, decision 022) and the e-mails' texts never ship to a browser;
// the rich-text editor's texts come inside the editor's chunk (app/components/rich-text/rich-text-editor.tsx), so no other page maps them;
// a company site's own words (companySite) arrive rendered in the site's language with its loader (decisions 045, 063);
// a course's reviews (courseReviews) arrive shaped in the reader's language with the course page's loader (issue 40).
const bundles = import.meta.glob<{ default: unknown }>([
  "../../locales/*/*.json",
  "!../../locales/*/catalog.json",
  "!../../locales/*/mail.json",
  "!../../locales/*/editor.json",
  "!../../locales/*/companySite.json",
  "!../../locales/*/courseReviews.json",
]);

/** The page's language, from `<html lang>` (Spanish when absent or unknown). */
export function pageLocale(): Locale {
  return asLocale(document.documentElement.lang) ?? DEFAULT_LOCALE;
}

async function loadBundle(locale: Locale, namespace: Namespace): Promise<unknown> {
  return (await bundles[`../../locales/${locale}/${namespace}.json`]()).default;
}

/** The namespaces the document's matched routes ask for in their `handle` (React Router has loaded those modules before the entry runs). */
function documentRouteNamespaces(): Namespace[] {
  const modules = (window as { __reactRouterRouteModules?: Record<string, { handle?: unknown }> }).__reactRouterRouteModules ?? {};
  return routeNamespaces(Object.values(modules).map((module) => module?.handle));
}

/**
 * Loads the page's own locale (from <html lang>) before hydration: the shell's namespaces and those
 * its routes ask for. The document already asked for them with modulepreload, so this costs no
 * extra round trip. Other languages never ship.
 */
export async function loadClientTranslations(): Promise<void> {
  const locale = pageLocale();
  const wanted = [...new Set<Namespace>([...SHELL_NAMESPACES, ...documentRouteNamespaces()])];
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

/** A client loader's body for a page that needs one or more namespaces: the server data and the namespaces' chunks, fetched in parallel. */
export async function withNamespace<T>(namespaces: Namespace | readonly Namespace[], serverLoader: () => Promise<T>): Promise<T> {
  const wanted = typeof namespaces === "string" ? [namespaces] : namespaces;
  const [data] = await Promise.all([serverLoader(), ...wanted.map(ensureClientNamespace)]);
  return data;
}
