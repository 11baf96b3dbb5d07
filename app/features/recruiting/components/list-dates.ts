import { DATE_LOCALE, type Locale } from "~/lib/i18n/locales";

const DAY_MS = 86_400_000;

/** A month's short name in the reader's language, lower case and without a final dot ('dic', 'Dec', 'dez'). */
function monthName(day: string, locale: Locale): string {
  const name = new Intl.DateTimeFormat(locale, { month: "short", timeZone: "UTC" }).format(new Date(`${day.slice(0, 10)}T12:00:00Z`)).replace(/\.$/, "");
  return locale === "en" ? name : name.toLowerCase();
}

/** Free days as the list page says them, grouped by month: '12, 13 dic' (and '30 nov, 1, 2 dic' across months). Computed on the server. */
export function freeDaysText(days: readonly string[], locale: Locale): string {
  const groups: { key: string; day: string; numbers: number[] }[] = [];
  for (const day of days) {
    const last = groups.at(-1);
    if (last && last.key === day.slice(0, 7)) last.numbers.push(Number(day.slice(8, 10)));
    else groups.push({ key: day.slice(0, 7), day, numbers: [Number(day.slice(8, 10))] });
  }
  return groups.map((group) => `${group.numbers.join(", ")} ${monthName(group.day, locale)}`).join(", ");
}

/** A day as '12 dic' in the reader's language. */
export function shortDay(day: string, locale: Locale): string {
  return `${Number(day.slice(8, 10))} ${monthName(day, locale)}`;
}

/** How long ago `at` was, seen from `now`: 'hoy', 'ayer', 'hace 3 días', 'hace 2 meses'. Computed on the server. */
export function sinceText(at: string, now: Date, locale: Locale): string {
  const format = new Intl.RelativeTimeFormat(DATE_LOCALE[locale], { numeric: "auto" });
  const days = Math.max(0, Math.floor((now.getTime() - Date.parse(at)) / DAY_MS));
  if (days < 31) return format.format(-days, "day");
  if (days < 365) return format.format(-Math.floor(days / 30), "month");
  return format.format(-Math.floor(days / 365), "year");
}
