import type { TalentSearchFilters } from "~/db/schema/recruiting";
import { asLocale, DATE_LOCALE, DEFAULT_LOCALE } from "~/lib/i18n/locales";
import type { TFunction } from "~/lib/i18n/translator";
import { cutText } from "~/lib/text";
import { skillLabel } from "~/lib/vocabulary/av-categories";
import { countryLabel } from "~/lib/vocabulary/countries";

/** The longest name a saved search takes (talent_searches.name). */
export const SEARCH_NAME_MAX = 80;

/** A saved search's days in short words: '5–6 dic', '30 dic – 2 ene', '5 dic' (English: 'Dec 5 – 6'). */
export function datesInWords(language: string, from: string, to: string): string {
  const locale = asLocale(language) ?? DEFAULT_LOCALE;
  const start = new Date(`${from}T12:00:00Z`);
  const end = new Date(`${to}T12:00:00Z`);
  if (locale === "en") {
    const format = new Intl.DateTimeFormat(DATE_LOCALE.en, { day: "numeric", month: "short", timeZone: "UTC" });
    return from === to ? format.format(start) : format.formatRange(start, end);
  }
  const month = new Intl.DateTimeFormat(DATE_LOCALE[locale], { month: "short", timeZone: "UTC" });
  const shortMonth = (date: Date) => month.format(date).replace(/\.$/, "").toLocaleLowerCase(DATE_LOCALE[locale]);
  if (from === to) return `${start.getUTCDate()} ${shortMonth(start)}`;
  if (from.slice(0, 7) === to.slice(0, 7)) return `${start.getUTCDate()}–${end.getUTCDate()} ${shortMonth(start)}`;
  return `${start.getUTCDate()} ${shortMonth(start)} – ${end.getUTCDate()} ${shortMonth(end)}`;
}

/** Each filter of a search in words, in the order a name reads them: text, skills, city, country, dates. */
export function filterWords(t: TFunction, language: string, filters: TalentSearchFilters): string[] {
  return [
    filters.q ? t("recruiting:searches.words.text", { q: filters.q }) : null,
    ...filters.skills.map((skill) => skillLabel(t, skill)),
    filters.city || null,
    filters.country ? countryLabel(t, language, filters.country) : null,
    filters.from && filters.to ? datesInWords(language, filters.from, filters.to) : null,
  ].filter((word): word is string => Boolean(word));
}

/** The name a search is offered under: its filters in words, the country left out when a city names the place ('Iluminación · Córdoba · 5–6 dic'), at most 80 characters. */
export function suggestedName(t: TFunction, language: string, filters: TalentSearchFilters): string {
  const words = filterWords(t, language, filters.city ? { ...filters, country: "" } : filters);
  return cutText(words.join(" · "), SEARCH_NAME_MAX).trim();
}
