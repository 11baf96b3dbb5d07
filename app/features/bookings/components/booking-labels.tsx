import type { BookingStatus } from "~/db/schema/bookings";
import { DATE_LOCALE, type Locale } from "~/lib/i18n/locales";
import type { TFunction } from "~/lib/i18n/translator";

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One shared formatter per locale, zone and shape. */
function formatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(DATE_LOCALE[locale], options);
    formatters.set(key, found);
  }
  return found;
}

/** A place's day (YYYY-MM-DD) with its weekday: 'sábado, 5 de diciembre de 2026' (a day has no zone: its UTC noon is that date everywhere). */
export function bookingDay(day: string, locale: Locale): string {
  return formatter(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
}

/** A place's day short: 'sáb, 5 dic'. */
export function bookingShortDay(day: string, locale: Locale): string {
  return formatter(locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
}

/** A booking's days in words: one day, or 'sáb, 5 dic – dom, 6 dic'. */
export function bookingDays(from: string, to: string, locale: Locale): string {
  return from === to ? bookingShortDay(from, locale) : `${bookingShortDay(from, locale)} – ${bookingShortDay(to, locale)}`;
}

/** An instant (ISO) in the place's time zone: '5 dic 2026, 18:00' — the same text on the server and in every browser. */
export function bookingMoment(iso: string, timeZone: string, locale: Locale): string {
  try {
    return formatter(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));
  } catch {
    return formatter(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso));
  }
}

/** The option's place in the queue: 'Primera opción', 'Segunda opción', '3.ª opción'. */
export function rankLabel(t: TFunction, rank: number): string {
  if (rank === 1) return t("bookings:rank.first");
  if (rank === 2) return t("bookings:rank.second");
  return t("bookings:rank.other", { rank });
}

const STATUS_STYLES: Record<BookingStatus, string> = {
  requested: "border-amber-300 bg-amber-50 text-amber-900",
  option: "border-sky-300 bg-sky-50 text-sky-900",
  confirming: "border-sky-300 bg-sky-50 text-sky-900",
  confirmed: "border-emerald-300 bg-emerald-50 text-emerald-900",
  completed: "border-emerald-300 bg-emerald-50 text-emerald-900",
  declined: "border-slate-300 bg-slate-50 text-slate-800",
  withdrawn: "border-slate-300 bg-slate-50 text-slate-800",
  expired: "border-slate-300 bg-slate-50 text-slate-800",
  released: "border-slate-300 bg-slate-50 text-slate-800",
  cancelled: "border-red-300 bg-red-50 text-red-900",
  no_show: "border-red-300 bg-red-50 text-red-900",
};

/** A booking's status as a badge, with its rank ('Primera opción') while it holds the days. */
export function BookingStatusBadges({ t, status, rank }: { t: TFunction; status: BookingStatus; rank: number | null }) {
  return (
    <span className="flex flex-wrap gap-2">
      <span className={`rounded-full border px-2 py-0.5 text-sm font-semibold ${STATUS_STYLES[status]}`}>{t(`bookings:status.${status}`)}</span>
      {rank !== null ? (
        <span
          className={`rounded-full border px-2 py-0.5 text-sm font-semibold ${rank === 1 ? "border-brand-600 bg-brand-600 text-white" : "border-slate-400 bg-white text-ink"}`}
        >
          {rankLabel(t, rank)}
        </span>
      ) : null}
    </span>
  );
}
