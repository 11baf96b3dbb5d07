import { siteParams } from "~/lib/i18n/site-params";
import type { EventPage } from "./event-views";

/** The schema.org Event of an approved event: name, dates with their offset, place or virtual location, status and organiser. */
export function eventSchema(event: EventPage, origin: string): Record<string, unknown> {
  const place = event.online
    ? { "@type": "VirtualLocation", url: `${origin}/calendar/${event.slug}` }
    : {
        "@type": "Place",
        name: event.venue ?? event.city ?? "",
        address: { "@type": "PostalAddress", addressLocality: event.city ?? undefined, addressCountry: event.country ?? undefined },
      };
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.description.slice(0, 500),
    startDate: event.startsAt,
    endDate: event.endsAt,
    eventStatus: event.status === "cancelled" ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
    eventAttendanceMode: event.online ? "https://schema.org/OnlineEventAttendanceMode" : "https://schema.org/OfflineEventAttendanceMode",
    location: place,
    url: `${origin}/calendar/${event.slug}`,
    organizer: { "@type": "Organization", name: event.organizerName ?? siteParams().siteName },
    ...(event.cover ? { image: [`${origin}${event.cover.large}`] } : {}),
  };
}
