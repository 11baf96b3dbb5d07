import chunks from "virtual:locale-chunks";
import { preloadModule } from "react-dom";
import { type Namespace, SHELL_NAMESPACES } from "~/lib/i18n/i18n";
import type { Locale } from "~/lib/i18n/locales";

/** Puts a modulepreload for the locale's shell translations (and those the page's routes ask for) in the document head, so the browser fetches them alongside the entry script. */
export function PreloadTranslations({ locale, nonce, extra }: { locale: Locale; nonce: string; extra: Namespace[] }) {
  for (const namespace of new Set([...SHELL_NAMESPACES, ...extra])) {
    const href = chunks[`${locale}/${namespace}`];
    if (href) preloadModule(href, { as: "script", nonce });
  }
  return null;
}
