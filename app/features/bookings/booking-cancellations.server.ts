import { hoursUntilDay } from "./booking-days";
import { changeBooking, partyNames, recordOwnStep, type StepScope } from "./booking-history.server";
import { BOOKING_RULES } from "./booking-rules";

/** Whether cancelling now is late: a confirming or confirmed booking less than 72 hours before its first day starts in the place's time zone. */
export function isLateCancellation(booking: StepScope["booking"], now: Date): boolean {
  if (booking.status !== "confirming" && booking.status !== "confirmed") return false;
  return hoursUntilDay(booking.startsOn, booking.timeZone, now) < BOOKING_RULES.lateCancellationHours;
}

/** Either side cancels with a reason (who and whether it was late are recorded, never shown publicly); the other side is told who cancelled. */
export async function cancelBooking(scope: StepScope, reason: string): Promise<void> {
  const { booking, now, party } = scope;
  await changeBooking(scope, {
    status: "cancelled",
    cancelReason: reason,
    cancelledBy: party,
    lateCancellation: isLateCancellation(booking, now),
    rank: null,
    challengeDeadline: null,
  });
  const names = await partyNames(scope.db, booking.companyId, booking.technicianId);
  const company = party === "company";
  await recordOwnStep(scope, "cancelled", [company ? booking.technicianId : booking.companyId], { name: company ? names.companyName : names.technicianName });
}
