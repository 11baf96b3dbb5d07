/** The kinds of event on the calendar (named in the `events` namespace). */
export const EVENT_TYPES = ["feria", "taller", "webinar", "concierto", "meetup", "conferencia"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/**
 * The time zones an event may be set in: Latin America's (and UTC and Madrid for online events run
 * from Spain). An event keeps its zone, so a Mexico City event stays right whatever the reader's zone.
 */
export const EVENT_TIME_ZONES = [
  "America/Mexico_City",
  "America/Monterrey",
  "America/Cancun",
  "America/Tijuana",
  "America/Guatemala",
  "America/El_Salvador",
  "America/Tegucigalpa",
  "America/Managua",
  "America/Costa_Rica",
  "America/Panama",
  "America/Havana",
  "America/Santo_Domingo",
  "America/Puerto_Rico",
  "America/Bogota",
  "America/Caracas",
  "America/Guayaquil",
  "America/Lima",
  "America/La_Paz",
  "America/Santiago",
  "America/Asuncion",
  "America/Argentina/Buenos_Aires",
  "America/Argentina/Cordoba",
  "America/Montevideo",
  "America/Sao_Paulo",
  "America/Manaus",
  "Europe/Madrid",
  "UTC",
] as const;
export type EventTimeZone = (typeof EVENT_TIME_ZONES)[number];

export const CALENDAR_PAGE_SIZE = 20;
export const CALENDAR_MAX_PAGE = 50;

/** The filters of a /calendar URL: country, type, online only, the month shown (YYYY-MM) and the view. */
export type CalendarFilters = {
  country: string | null;
  type: EventType | null;
  online: boolean;
  month: string;
  view: "list" | "month";
  page: number;
};
