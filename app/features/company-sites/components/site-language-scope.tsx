import { type ReactNode, useMemo } from "react";
import { TranslationProvider } from "~/lib/i18n/react";
import { siteParams } from "~/lib/i18n/site-params";
import { createTranslator } from "~/lib/i18n/translator";
import type { SiteLanguage } from "../site-language";

/**
 * The part of the page that is the company's site (decision 045): its texts come from the site
 * catalog (`companySite`) in the site's language (`texts`, sent with the page), marked with `lang` for screen
 * readers and search engines; RedAV's own texts around it stay in the visitor's language.
 */
export function SiteLanguageScope({ language, texts, children }: { language: SiteLanguage; texts: unknown; children: ReactNode }) {
  const translator = useMemo(() => createTranslator(language, { sites: texts }, "sites", siteParams), [language, texts]);
  return (
    <TranslationProvider translator={translator}>
      <div lang={language}>{children}</div>
    </TranslationProvider>
  );
}
