import { DATE_LOCALE, type Locale } from "~/lib/i18n/locales";

const formatters = new Map<Locale, Intl.NumberFormat>();

/** One shared number formatter per locale (1.234 in Spanish, 1,234 in English). */
export function numberFormatter(locale: Locale): Intl.NumberFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(DATE_LOCALE[locale]);
    formatters.set(locale, formatter);
  }
  return formatter;
}
