import { Form, useLocation } from "react-router";
import type { Locale } from "~/lib/i18n/locales";

/** The offer, written in the offered language (the page itself stays in the visitor's current one). */
export type LanguageOffer = { locale: Locale; label: string; text: string; switchLabel: string; dismissLabel: string };

/** A small line offering the browser's language; either button remembers the choice, so it shows until the visitor answers. */
export function LanguageSuggestion({ offer }: { offer: LanguageOffer | null }) {
  const location = useLocation();
  if (!offer) return null;
  const here = `${location.pathname}${location.search}`;
  return (
    <section
      aria-label={offer.label}
      lang={offer.locale}
      className="border-b border-sky-200 bg-sky-50 px-4 py-2 text-sm text-ink"
      data-testid="language-suggestion"
    >
      <Form method="post" action="/locale" reloadDocument className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1">
        <input type="hidden" name="redirectTo" value={here} />
        <p>{offer.text}</p>
        <button type="submit" name="locale" value={offer.locale} className="font-semibold text-brand-700 underline">
          {offer.switchLabel}
        </button>
        <button type="submit" name="locale" value="es" className="text-slate-700 underline">
          {offer.dismissLabel}
        </button>
      </Form>
    </section>
  );
}
