/** The kinds of event on the calendar (named in the `events` namespace). */
export const EVENT_TYPES = ["feria", "taller", "webinar", "concierto", "meetup", "conferencia"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

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
