import type { MembershipLevel } from "~/lib/actor";
import type { EventType } from "./event-options";

/** An event's cover as pages show it. */
export type EventCover = { small: string; large: string };

/** An event as the calendar's list and month show it. */
export type EventCard = {
  id: number;
  slug: string;
  title: string;
  eventType: EventType;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  city: string | null;
  country: string | null;
  online: boolean;
  status: "scheduled" | "cancelled";
  minLevel: MembershipLevel;
  organizerName: string | null;
  cover: EventCover | null;
};

/** Where the viewer stands with an event. */
export type AttendState = "visitor" | "not_individual" | "level_too_low" | "may_register" | "registered" | "waitlisted" | "closed";

/** An event's page. */
export type EventPage = EventCard & {
  description: string;
  venue: string | null;
  onlineUrl: string | null;
  capacity: number | null;
  registered: number;
  waitlisted: number;
  approval: "approved" | "pending" | "rejected";
  attend: AttendState;
  /** The viewer's place on the waiting list (1 is next), when waitlisted. */
  waitlistPosition: number | null;
  saved: boolean;
  mayManage: boolean;
  updatedAt: string;
  sequence: number;
};
