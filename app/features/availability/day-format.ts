import { firstUpper } from "~/lib/first-upper";
import { DATE_LOCALE, type Locale } from "~/lib/i18n/locales";
import type { Day } from "./days";

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and shape, in UTC (a day has no zone: its UTC noon is the same date everywhere). */
function formatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(DATE_LOCALE[locale], { ...options, timeZone: "UTC" });
    formatters.set(key, found);
  }
  return found;
}

const noon = (day: Day) => new Date(`${day}T12:00:00Z`);

/** A day short, with its weekday: 'sáb, 30 ene'. */
export function shortDay(day: Day, locale: Locale): string {
  return formatter(locale, { weekday: "short", day: "numeric", month: "short" }).format(noon(day));
}

/** A day in full: 'sábado, 30 de enero de 2027'. */
export function fullDay(day: Day, locale: Locale): string {
  return formatter(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(noon(day));
}

/** A month's name and year as a title: 'Enero de 2027' (only the first letter upper case). */
export function monthName(month: string, locale: Locale): string {
  return firstUpper(formatter(locale, { month: "long", year: "numeric" }).format(noon(`${month}-01`)));
}

/** The short names of the weekdays, Monday first. */
export function weekdayNames(locale: Locale): string[] {
  // 2027-02-01 is a Monday.
  return Array.from({ length: 7 }, (_, index) => formatter(locale, { weekday: "short" }).format(noon(`2027-02-0${index + 1}`)));
}

/** A range of days in words: one day, or 'sáb, 30 ene – dom, 31 ene'. */
export function dayRange(from: Day, to: Day, locale: Locale): string {
  return from === to ? shortDay(from, locale) : `${shortDay(from, locale)} – ${shortDay(to, locale)}`;
}
