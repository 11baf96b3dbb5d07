import chunks from "virtual:locale-chunks";
import { preloadModule } from "react-dom";
import { SHELL_NAMESPACES } from "~/lib/i18n/i18n";
import type { Locale } from "~/lib/i18n/locales";

/** Puts a modulepreload for the locale's shell translations in the document head, so the browser fetches them alongside the entry script. */
export function PreloadTranslations({ locale, nonce }: { locale: Locale; nonce: string }) {
  for (const namespace of SHELL_NAMESPACES) {
    const href = chunks[`${locale}/${namespace}`];
    if (href) preloadModule(href, { as: "script", nonce });
  }
  return null;
}
