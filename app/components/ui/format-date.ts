import { DATE_LOCALE, type Locale } from "~/lib/i18n/locales";

type DateStyle = "long" | "medium-time" | "medium-time-utc" | "medium-seconds" | "long-montevideo" | "medium-time-montevideo";

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { dateStyle: "long", timeZone: "UTC" },
  "medium-time": { dateStyle: "medium", timeStyle: "short" },
  "medium-time-utc": { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" },
  "medium-seconds": { dateStyle: "medium", timeStyle: "medium" },
  // RedAV's deadlines are counted in Montevideo (issue 25 §1): the same date on the server and in every browser.
  "long-montevideo": { dateStyle: "long", timeZone: "America/Montevideo" },
  "medium-time-montevideo": { dateStyle: "medium", timeStyle: "short", timeZone: "America/Montevideo" },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One shared formatter per locale and style (building an Intl.DateTimeFormat costs more than formatting with it). */
export function dateFormatter(locale: Locale, style: DateStyle): Intl.DateTimeFormat {
  const key = `${locale} ${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(DATE_LOCALE[locale], OPTIONS[style]);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A calendar date (YYYY-MM-DD or ISO) as a long date in the locale, e.g. "10 de mayo de 2025". */
export function formatLongDate(value: string | null, locale: Locale): string {
  if (!value) return "—";
  return dateFormatter(locale, "long").format(new Date(value.length === 10 ? `${value}T12:00:00Z` : value));
}
