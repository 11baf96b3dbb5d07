import type { Locale } from "~/lib/i18n/locales";

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A rating with one decimal in the locale's way ('4,7' in Spanish and Portuguese, '4.7' in English). */
export function formatRating(value: number, locale: Locale): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}
