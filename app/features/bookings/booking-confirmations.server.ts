import { changeBooking, partyNames, recordOwnStep, type StepScope } from "./booking-history.server";

/**
 * The first option's company confirms (a running challenge against it ends): confirmed at once when
 * the technician pre-accepted (both told), otherwise the technician is asked to accept (confirming).
 */
export async function confirmOption(scope: StepScope): Promise<void> {
  const { booking, now } = scope;
  if (booking.preAccepted) {
    await changeBooking(scope, { status: "confirmed", confirmedAt: now, challengeDeadline: null });
    return recordOwnStep(scope, "confirmed", [booking.companyId, booking.technicianId]);
  }
  await changeBooking(scope, { status: "confirming", challengeDeadline: null });
  const { companyName } = await partyNames(scope.db, booking.companyId, booking.technicianId);
  await recordOwnStep(scope, "confirmRequested", [booking.technicianId], { companyName });
}

/** The technician accepts the company's confirmation: the booking is confirmed; both are told. */
export async function acceptConfirmation(scope: StepScope): Promise<void> {
  const { booking } = scope;
  await changeBooking(scope, { status: "confirmed", confirmedAt: scope.now });
  await recordOwnStep(scope, "confirmed", [booking.companyId, booking.technicianId]);
}

/** The company releases its option (the next option moves up); the technician is told. */
export async function releaseOption(scope: StepScope): Promise<void> {
  const { booking } = scope;
  await changeBooking(scope, { status: "released", releaseCause: "company", rank: null, challengeDeadline: null });
  const { companyName } = await partyNames(scope.db, booking.companyId, booking.technicianId);
  await recordOwnStep(scope, "released", [booking.technicianId], { companyName });
}
