import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { availabilityHolds, type HoldKind } from "~/db/schema/availability";
import type { Day } from "./days";
import { syncSearchColumns } from "./search-columns.server";

/** A booking's hold on a technician's days, as the bookings feature hands it over. */
export type BookingHold = { bookingId: string; companyId: string; startsOn: Day; endsOn: Day; kind: HoldKind; rank: number; label: string };

/**
 * Makes the technician's held days exactly `holds` (their holding bookings that end today or later):
 * holds of other bookings are deleted, these are written as given; then the search's copy is
 * rewritten (held days; confirmed days no longer free), all in the caller's transaction, which holds
 * the technician's booking lock.
 */
export async function syncBookingHolds(db: Db, technicianId: string, holds: BookingHold[]): Promise<void> {
  const kept = holds.map((hold) => hold.bookingId);
  await db
    .delete(availabilityHolds)
    .where(and(eq(availabilityHolds.userId, technicianId), kept.length > 0 ? notInArray(availabilityHolds.bookingId, kept) : undefined));
  if (holds.length > 0)
    await db
      .insert(availabilityHolds)
      .values(
        holds.map((hold) => ({
          bookingId: hold.bookingId,
          userId: technicianId,
          companyId: hold.companyId,
          startsOn: hold.startsOn,
          endsOn: hold.endsOn,
          kind: hold.kind,
          rank: hold.rank,
          label: hold.label,
        })),
      )
      .onConflictDoUpdate({
        target: availabilityHolds.bookingId,
        set: {
          userId: sql`excluded.user_id`,
          companyId: sql`excluded.company_id`,
          startsOn: sql`excluded.starts_on`,
          endsOn: sql`excluded.ends_on`,
          kind: sql`excluded.kind`,
          rank: sql`excluded.rank`,
          label: sql`excluded.label`,
        },
      });
  await syncSearchColumns(db, sql`p.id = ${technicianId}`);
}
