import type { BookingStatus } from "~/db/schema/bookings";
import { addDays, dayIn } from "~/features/availability/public";
import { REVIEW_RULES } from "./booking-rules";

/** The two parties of a booking. */
export type Party = "company" | "technician";

/** Every step a party may take on a booking. */
export type BookingAction =
  | "withdraw"
  | "accept"
  | "decline"
  | "confirm"
  | "acceptConfirmation"
  | "release"
  | "challenge"
  | "cancel"
  | "complete"
  | "noShow"
  | "review";

/** What the rule needs to know of a booking (read under the technician's lock by a use case, or for a screen). */
export type BookingState = {
  status: BookingStatus;
  rank: number | null;
  endsOn: string;
  timeZone: string;
  /** Set while this (first) option has been challenged. */
  challengeDeadline: Date | null;
  /** A lower option: some option ahead of it on its days is not confirmed and not already challenged. */
  challengeable: boolean;
  /** This party already wrote its review of the job. */
  reviewWritten: boolean;
};

/** True once the booking's last day is over in the place's time zone. */
export function isOver(state: Pick<BookingState, "endsOn" | "timeZone">, now: Date): boolean {
  return dayIn(now, state.timeZone) > state.endsOn;
}

/** True while a done job may still be reviewed: until 14 days after its last day, in the place's time zone. */
export function reviewWindowOpen(state: Pick<BookingState, "endsOn" | "timeZone">, now: Date): boolean {
  return dayIn(now, state.timeZone) <= addDays(state.endsOn, REVIEW_RULES.publishAfterDays);
}

/**
 * The steps `party` may take on the booking now (issue 39): the one rule both the use cases (which
 * refuse anything else with 409) and the screens (which show only these buttons) follow.
 */
export function bookingActions(state: BookingState, party: Party, now: Date): BookingAction[] {
  const over = isOver(state, now);
  const company = party === "company";
  switch (state.status) {
    case "requested":
      return company ? ["withdraw"] : ["accept", "decline"];
    case "option": {
      if (!company) return ["cancel"];
      if (state.rank === 1) return ["confirm", "release"];
      return state.challengeable ? ["challenge", "release"] : ["release"];
    }
    case "confirming":
      return company ? ["cancel"] : ["acceptConfirmation", "cancel"];
    case "confirmed":
      if (over) return company ? ["complete", "noShow"] : [];
      return ["cancel"];
    case "completed":
      return !state.reviewWritten && reviewWindowOpen(state, now) ? ["review"] : [];
    default:
      return [];
  }
}
