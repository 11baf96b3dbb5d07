import { eq } from "drizzle-orm";
import { bookings } from "~/db/schema/bookings";
import { AppError } from "~/lib/errors";
import { recordOwnStep, recordStep, type StepScope } from "./booking-history.server";
import { challengeTargets } from "./booking-ranks.server";

/**
 * A lower option challenges every option ahead of it on its days that is not confirmed nor already
 * challenged: each gets `hours` to confirm or release (silence releases it, settled when due) and is
 * told, with the technician; the challenger's history notes it. Nothing to challenge is a 409.
 */
export async function challengeOptions(scope: StepScope, hours: number): Promise<void> {
  const { booking, now, db } = scope;
  const targets = challengeTargets(booking, scope.holdings);
  if (targets.length === 0) throw new AppError("BOOKING_NOTHING_TO_CHALLENGE", 409);
  const deadline = new Date(now.getTime() + hours * 3_600_000);
  for (const target of targets) {
    await db.update(bookings).set({ challengeDeadline: deadline, challengedBy: booking.id, updatedAt: now }).where(eq(bookings.id, target.id));
    await recordStep(
      db,
      {
        bookingId: target.id,
        side: "company",
        notice: "challenged",
        recipientIds: [target.companyId, target.technicianId],
        params: { production: target.production, hours },
      },
      now,
    );
  }
  await recordOwnStep(scope, "challenged", [], { hours });
}
