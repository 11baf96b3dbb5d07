import { randomUUID } from "node:crypto";
import { bookings } from "~/db/schema/bookings";
import { type BookingHold, syncBookingHolds } from "~/features/availability/public.server";
import { testDb } from "./setup/test-database";

/** What a test says of a hold: its days, kind, rank and production (the company is the test's). */
export type HoldSpec = { from: string; to?: string; kind: "option" | "confirmed"; rank?: number; production?: string; venue?: string | null };

/**
 * A booking row holding a technician's days for a company, written straight into the table (the
 * bookings feature's use cases are tested on their own), and the hold the bookings feature would
 * hand to `syncBookingHolds` for it.
 */
export async function bookingHold(technicianId: string, companyId: string, spec: HoldSpec): Promise<BookingHold> {
  const id = randomUUID();
  const endsOn = spec.to ?? spec.from;
  const production = spec.production ?? "Gira de prueba";
  await testDb()
    .insert(bookings)
    .values({
      id,
      companyId,
      technicianId,
      production,
      role: "foh",
      venue: spec.venue === undefined ? "Teatro Solís" : spec.venue,
      city: "Montevideo",
      country: "UY",
      timeZone: "America/Montevideo",
      startsOn: spec.from,
      endsOn,
      status: spec.kind === "confirmed" ? "confirmed" : "option",
      rank: spec.rank ?? 1,
      heldAt: new Date(),
      expiresOn: spec.from,
      expiresAt: new Date(`${spec.from}T03:00:00Z`),
    });
  return { bookingId: id, companyId, startsOn: spec.from, endsOn, kind: spec.kind, rank: spec.rank ?? 1, label: production };
}

/** Makes the technician's holds exactly these, as the bookings feature does in its transaction. */
export async function holdDays(technicianId: string, holds: BookingHold[]): Promise<void> {
  await syncBookingHolds(testDb(), technicianId, holds);
}
