import { firstUpper } from "~/lib/first-upper";

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language, zone and shape, made once (an Intl.DateTimeFormat costs far more to build than to use). */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a zone. */
export function localDay(iso: string, timeZone: string): string {
  return formatter("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(iso));
}

/** An event's start and end as the place's clock reads them (its zone, the reader's language): the same on the server and in the browser. */
export function eventTimes(event: { startsAt: string; endsAt: string; timeZone: string }, locale: string): { start: string; end: string } {
  const day = formatter(locale, {
    timeZone: event.timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
  const sameDay = localDay(event.startsAt, event.timeZone) === localDay(event.endsAt, event.timeZone);
  const end = sameDay ? formatter(locale, { timeZone: event.timeZone, hour: "2-digit", minute: "2-digit" }) : day;
  return { start: firstUpper(day.format(new Date(event.startsAt))), end: end.format(new Date(event.endsAt)) };
}

/** A short date of an event for lists: day and month in the place's zone ('Sáb, 5 dic'). */
export function shortDate(iso: string, timeZone: string, locale: string): string {
  return firstUpper(formatter(locale, { timeZone, weekday: "short", day: "numeric", month: "short" }).format(new Date(iso)));
}

/** The time of day of an instant in a zone ('20:00'). */
export function timeOfDay(iso: string, timeZone: string, locale: string): string {
  return formatter(locale, { timeZone, hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
}
