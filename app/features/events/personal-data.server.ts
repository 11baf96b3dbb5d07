import { sql } from "drizzle-orm";
import type { PersonalDataPart } from "~/lib/personal-data.server";
import { memberEventsCalendar } from "./feeds.server";

/** A member's registrations, the events they organised and their calendar feed, as the privacy centre exports them (with eventos.ics). */
export const eventsPersonalData: PersonalDataPart = {
  feature: "events",
  exportSections: [
    {
      name: "eventRegistrations",
      query: ({ id }) =>
        sql`select r.event_id, e.title, e.starts_at, e.time_zone, r.status, r.created_at
            from event_registrations r join events e on e.id = r.event_id where r.user_id = ${id} order by e.starts_at`,
    },
    {
      name: "eventsOrganized",
      query: ({ id }) =>
        sql`select id, title, starts_at, status, approval, created_at from events where organizer_id = ${id} or created_by = ${id} order by starts_at`,
    },
    { name: "calendarFeed", query: ({ id }) => sql`select created_at from calendar_feeds where user_id = ${id}` },
  ],
  exportCalendar: (ctx, ownerId, origin) => memberEventsCalendar(ctx, ownerId, origin),
  goesWithAccount: ["event_registrations", "events", "calendar_feeds"],
};
