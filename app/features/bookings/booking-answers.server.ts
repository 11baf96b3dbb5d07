import { changeBooking, partyNames, recordOwnStep, type StepScope } from "./booking-history.server";
import { overlaps } from "./booking-ranks.server";

/** The company withdraws its unanswered request; the technician is told. */
export async function withdrawRequest(scope: StepScope): Promise<void> {
  const { booking } = scope;
  await changeBooking(scope, { status: "withdrawn", respondedAt: scope.now });
  const { companyName } = await partyNames(scope.db, booking.companyId, booking.technicianId);
  await recordOwnStep(scope, "withdrawn", [booking.technicianId], { companyName });
}

/**
 * The technician accepts a request: it holds the days from now, behind every hold of overlapping days
 * (rank 1 = primera opción). A request that asks for confirmation and gets rank 1 is confirmed at once
 * (both told); otherwise the company is told the option it got. `preAccepted`: a later confirmation confirms at once.
 */
export async function acceptRequest(scope: StepScope, preAccepted: boolean): Promise<void> {
  const { booking, now } = scope;
  const rank = 1 + scope.holdings.filter((other) => other.id !== booking.id && overlaps(other, booking)).length;
  const confirmed = booking.asksFor === "confirmation" && rank === 1;
  // Held after every hold already there, even at the same clock reading: the rank told is the rank kept.
  const latest = Math.max(0, ...scope.holdings.map((other) => other.heldAt?.getTime() ?? 0));
  await changeBooking(scope, {
    status: confirmed ? "confirmed" : "option",
    rank,
    heldAt: new Date(Math.max(now.getTime(), latest + 1)),
    respondedAt: now,
    preAccepted,
    ...(confirmed ? { confirmedAt: now } : {}),
  });
  if (confirmed) return recordOwnStep(scope, "confirmed", [booking.companyId, booking.technicianId]);
  const { technicianName } = await partyNames(scope.db, booking.companyId, booking.technicianId);
  await recordOwnStep(scope, "accepted", [booking.companyId], { technicianName, rank });
}

/** The technician declines a request, with an optional reason kept on the booking; the company is told. */
export async function declineRequest(scope: StepScope, reason: string | null): Promise<void> {
  const { booking } = scope;
  await changeBooking(scope, { status: "declined", declineReason: reason, respondedAt: scope.now });
  const { technicianName } = await partyNames(scope.db, booking.companyId, booking.technicianId);
  await recordOwnStep(scope, "declined", [booking.companyId], { technicianName });
}
