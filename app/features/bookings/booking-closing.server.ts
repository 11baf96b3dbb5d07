import { enqueue } from "~/lib/outbox/enqueue.server";
import { changeBooking, partyNames, recordOwnStep, type StepScope } from "./booking-history.server";

/** After the last day, the company says the work was done: completed, the technician told, and `booking.completed` enqueued (the verified credit). */
export async function completeBooking(scope: StepScope): Promise<void> {
  const { booking } = scope;
  await changeBooking(scope, { status: "completed", closedAt: scope.now, rank: null });
  const { companyName } = await partyNames(scope.db, booking.companyId, booking.technicianId);
  await recordOwnStep(scope, "completed", [booking.technicianId], { companyName });
  await enqueue(scope.db, {
    type: "booking.completed",
    payload: {
      bookingId: booking.id,
      technicianId: booking.technicianId,
      companyId: booking.companyId,
      production: booking.production,
      role: booking.role,
      venue: booking.venue,
      city: booking.city,
      country: booking.country,
      startsOn: booking.startsOn,
      endsOn: booking.endsOn,
    },
  });
}

/** After the last day, the company marks that the technician did not show up; the technician is told. */
export async function markNoShow(scope: StepScope): Promise<void> {
  const { booking } = scope;
  await changeBooking(scope, { status: "no_show", closedAt: scope.now, rank: null });
  const { companyName } = await partyNames(scope.db, booking.companyId, booking.technicianId);
  await recordOwnStep(scope, "noShow", [booking.technicianId], { companyName });
}
