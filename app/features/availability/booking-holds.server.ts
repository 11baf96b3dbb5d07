// CONTRACT STUB (owner: helper H2) — replaced by the real door.
import type { Db } from "~/db/client.server";
import type { HoldKind } from "~/db/schema/availability";
import type { Day } from "./days";

/** A booking's hold on a technician's days, as the bookings feature hands it over. */
export type BookingHold = { bookingId: string; companyId: string; startsOn: Day; endsOn: Day; kind: HoldKind; rank: number; label: string };

/**
 * Makes the technician's held days exactly `holds` (their holding bookings that end today or later)
 * and rewrites the search's copy (held days; confirmed days no longer free), in the caller's transaction.
 */
export async function syncBookingHolds(_db: Db, _technicianId: string, _holds: BookingHold[]): Promise<void> {}
