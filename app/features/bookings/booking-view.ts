import type { BookingSide, BookingStatus } from "~/db/schema/bookings";
import type { BookingAction, Party } from "./booking-actions";

/** The tabs of 'Reservas' (issue 39), as their addresses say them: requests, options, confirmed, past. */
export const BOOKING_TABS = ["solicitudes", "opciones", "confirmadas", "pasadas"] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

/** True for one of the tabs of 'Reservas'. */
export function isBookingTab(value: string | null | undefined): value is BookingTab {
  return (BOOKING_TABS as readonly string[]).includes(value ?? "");
}

/** The other side of a booking as its reader sees it: its name (in the reader's language) and where it links. */
export type BookingOtherParty = { id: string; name: string; link: string };

/** One booking on a card of 'Reservas': its facts, the other side, and what the card offers at once. */
export type BookingCard = {
  id: string;
  status: BookingStatus;
  /** 1 = primera opción…; null when the booking does not hold the days. */
  rank: number | null;
  production: string;
  roleLabel: string;
  city: string;
  countryLabel: string;
  timeZone: string;
  startsOn: string;
  endsOn: string;
  /** The last day an unanswered request or an option holds (the place's day). */
  expiresOn: string;
  /** A running challenge's deadline (ISO). */
  challengeDeadline: string | null;
  other: BookingOtherParty;
  /** The technician may accept or decline it from the list. */
  quickAnswer: boolean;
  /** A confirmed job whose last day is over: the company says it was done (or a no-show). */
  needsClosing: boolean;
};

/** A filter a company may put on its list: a technician or an offer it booked for, by name. */
export type BookingFilterChoice = { id: string; label: string };

/** The signed-in member's 'Reservas': one tab's page of cards, the tabs' counts, and (companies) the filters. */
export type BookingsListView = {
  party: Party;
  tab: BookingTab;
  counts: Record<BookingTab, number>;
  cards: BookingCard[];
  page: number;
  pages: number;
  total: number;
  /** The filters in force (companies): a technician's id, an offer's id. */
  filters: { technicianId: string | null; offerId: string | null };
  /** The technicians and offers a company has bookings with (empty for technicians). */
  filterChoices: { technicians: BookingFilterChoice[]; offers: BookingFilterChoice[] };
};

/** One step of a booking's history, oldest first, in the reader's language. */
export type BookingHistoryEntry = { id: number; side: BookingSide; kind: string; text: string; at: string };

/** One booking's page: its facts, the other side, the steps its reader may take now, and its history. */
export type BookingPageView = {
  id: string;
  party: Party;
  status: BookingStatus;
  rank: number | null;
  production: string;
  roleLabel: string;
  venue: string | null;
  city: string;
  countryLabel: string;
  timeZone: string;
  /** The place's zone in words ('hora de Buenos Aires'). */
  zoneLabel: string;
  startsOn: string;
  endsOn: string;
  /** Every day of the booking with its call time (HH:MM) when one was given. */
  days: { day: string; callTime: string | null }[];
  dayRate: number | null;
  currency: string | null;
  notes: string | null;
  asksFor: "option" | "confirmation";
  expiresOn: string;
  /** The instant the request or option stops holding (ISO), shown in the place's zone. */
  expiresAt: string;
  challengeDeadline: string | null;
  preAccepted: boolean;
  lateCancellation: boolean;
  declineReason: string | null;
  cancelReason: string | null;
  cancelledBy: BookingSide | null;
  other: BookingOtherParty;
  offer: { id: number; title: string; link: string } | null;
  actions: BookingAction[];
  history: BookingHistoryEntry[];
  createdAt: string;
};
