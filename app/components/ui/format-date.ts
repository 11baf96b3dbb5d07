import { DATE_LOCALE, type Locale } from "~/lib/i18n/locales";

/** A calendar date (YYYY-MM-DD or ISO) as a long date in the locale, e.g. "10 de mayo de 2025". */
export function formatLongDate(value: string | null, locale: Locale): string {
  if (!value) return "—";
  const date = new Date(value.length === 10 ? `${value}T12:00:00Z` : value);
  return new Intl.DateTimeFormat(DATE_LOCALE[locale], { dateStyle: "long", timeZone: "UTC" }).format(date);
}
