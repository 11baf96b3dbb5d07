import { and, eq } from "drizzle-orm";
import { type BookingStatus, bookings } from "~/db/schema/bookings";
import { type Ctx, requireActor, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { checkboxField, checkedText } from "~/lib/text-input";
import { type BookingAction, type BookingState, bookingActions, type Party } from "./booking-actions";
import { acceptRequest, declineRequest, withdrawRequest } from "./booking-answers.server";
import { cancelBooking } from "./booking-cancellations.server";
import { challengeOptions } from "./booking-challenges.server";
import { completeBooking, markNoShow } from "./booking-closing.server";
import { acceptConfirmation, confirmOption, releaseOption } from "./booking-confirmations.server";
import type { StepScope } from "./booking-history.server";
import { type Booking, challengeTargets, rerank } from "./booking-ranks.server";
import { BOOKING_RULES } from "./booking-rules";
import { beginTechnicianWrite, finishTechnicianWrite, settleDue } from "./booking-settle.server";
import { isRecordId } from "./record-id";

/** The steps this dispatcher takes: every booking action but the review (reviews have their own use case). */
export type BookingStepIntent = Exclude<BookingAction, "review">;
const INTENTS: readonly string[] = ["withdraw", "accept", "decline", "confirm", "acceptConfirmation", "release", "challenge", "cancel", "complete", "noShow"];

/** True for an intent this dispatcher takes (the booking page's forms post these). */
export function isBookingStepIntent(intent: string): intent is BookingStepIntent {
  return INTENTS.includes(intent);
}

/** A step's own input, checked before anything is read under the lock (a 400 naming the field changes nothing). */
type StepInput = { preAccepted: boolean; reason: string | null; hours: number };

function stepInput(intent: BookingStepIntent, values: Record<string, unknown>): StepInput {
  const input: StepInput = { preAccepted: false, reason: null, hours: BOOKING_RULES.defaultChallengeHours };
  if (intent === "accept") input.preAccepted = checkboxField.parse(typeof values.preAccept === "string" ? values.preAccept : undefined);
  if (intent === "decline" || intent === "cancel") {
    input.reason = checkedText(values.reason, { max: BOOKING_RULES.reasonMax, shape: "multiline" }, "reason") || null;
    if (intent === "cancel" && !input.reason) throw new AppError("BOOKING_REASON_REQUIRED", 400, {}, "reason");
  }
  if (intent === "challenge" && values.hours !== undefined && values.hours !== "") {
    const hours = Number(values.hours);
    if (!(BOOKING_RULES.challengeHours as readonly number[]).includes(hours)) throw new AppError("INVALID_INPUT", 400, {}, "hours");
    input.hours = hours;
  }
  return input;
}

/** Which side of the booking the actor is; anyone else (admins included) learns nothing: 404. */
async function partyOf(ctx: Ctx, bookingId: string): Promise<{ party: Party; technicianId: string }> {
  const actorId = requireActor(ctx).id;
  if (!isRecordId(bookingId)) throw new AppError("BOOKING_NOT_FOUND", 404);
  const [row] = await ctx.db
    .select({ companyId: bookings.companyId, technicianId: bookings.technicianId })
    .from(bookings)
    .where(eq(bookings.id, String(bookingId)))
    .limit(1);
  if (row?.companyId === actorId) return { party: "company", technicianId: row.technicianId };
  if (row?.technicianId === actorId) return { party: "technician", technicianId: row.technicianId };
  throw new AppError("BOOKING_NOT_FOUND", 404);
}

/** The rule's view of a booking among the technician's ranked holds. */
function stateOf(booking: Booking, holdings: Booking[]): BookingState {
  return {
    status: booking.status,
    rank: booking.rank,
    endsOn: booking.endsOn,
    timeZone: booking.timeZone,
    challengeDeadline: booking.challengeDeadline,
    challengeable: (booking.rank ?? 1) > 1 && challengeTargets(booking, holdings).length > 0,
    reviewWritten: false,
  };
}

/** Refuses a step the rule does not offer the party now: 409, with the two refusals a company can act on named. */
function checkAllowed(scope: StepScope, intent: BookingStepIntent): void {
  const state = stateOf(scope.booking, scope.holdings);
  if (bookingActions(state, scope.party, scope.now).includes(intent)) return;
  const lowerOption = scope.party === "company" && state.status === "option" && (state.rank ?? 1) > 1;
  if (lowerOption && intent === "confirm") throw new AppError("BOOKING_NOT_FIRST_OPTION", 409);
  if (lowerOption && intent === "challenge") throw new AppError("BOOKING_NOTHING_TO_CHALLENGE", 409);
  throw new AppError("BOOKING_STATE_CHANGED", 409);
}

function runStep(scope: StepScope, intent: BookingStepIntent, input: StepInput): Promise<void> {
  switch (intent) {
    case "withdraw":
      return withdrawRequest(scope);
    case "accept":
      return acceptRequest(scope, input.preAccepted);
    case "decline":
      return declineRequest(scope, input.reason);
    case "confirm":
      return confirmOption(scope);
    case "acceptConfirmation":
      return acceptConfirmation(scope);
    case "release":
      return releaseOption(scope);
    case "challenge":
      return challengeOptions(scope, input.hours);
    case "cancel":
      return cancelBooking(scope, input.reason ?? "");
    case "complete":
      return completeBooking(scope);
    case "noShow":
      return markNoShow(scope);
  }
}

/**
 * Takes one step of a booking (every step but a review), for its company or its technician (anyone
 * else: 404), in one transaction under the technician's lock: what is due is settled first, the step
 * must be one `bookingActions` offers the party now (else 409), then the ranks, the technician's held
 * days, the history and the notices follow. Returns the booking's status and rank after the step.
 */
export async function takeBookingStep(
  ctx: Ctx,
  bookingId: string,
  intent: BookingStepIntent,
  values: Record<string, unknown>,
): Promise<{ status: BookingStatus; rank: number | null }> {
  const { party, technicianId } = await partyOf(ctx, bookingId);
  if (!isBookingStepIntent(intent)) throw new AppError("INVALID_INPUT", 400, {}, "intent");
  const input = stepInput(intent, values);
  const now = ctx.now();
  return withTransaction(ctx, async (tx) => {
    const db = tx.db;
    const before = await beginTechnicianWrite(db, technicianId);
    await settleDue(db, technicianId, now);
    const holdings = await rerank(db, technicianId, now);
    const [booking] = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, String(bookingId)), eq(bookings.technicianId, technicianId)))
      .for("update");
    if (!booking) throw new AppError("BOOKING_NOT_FOUND", 404);
    const scope: StepScope = { db, now, booking, holdings, party };
    checkAllowed(scope, intent);
    await runStep(scope, intent, input);
    await finishTechnicianWrite(db, technicianId, before, now);
    const [after] = await db.select({ status: bookings.status, rank: bookings.rank }).from(bookings).where(eq(bookings.id, booking.id));
    return { status: after?.status ?? booking.status, rank: after?.rank ?? null };
  });
}
