import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { availabilityHolds, type HoldKind } from "~/db/schema/availability";
import { enqueue } from "~/lib/outbox/enqueue.server";
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
  const before = await db
    .select({ bookingId: availabilityHolds.bookingId, startsOn: availabilityHolds.startsOn, endsOn: availabilityHolds.endsOn, kind: availabilityHolds.kind })
    .from(availabilityHolds)
    .where(eq(availabilityHolds.userId, technicianId));
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
  const changed = changedDays(before, holds);
  // Issue 41: the technician's days changed, so saved talent searches with dates are matched again.
  if (changed) await enqueue(db, { type: "availability.changed", payload: { userId: technicianId, ...changed } });
}

type HeldDays = { bookingId: string; startsOn: Day; endsOn: Day; kind: HoldKind };

/** The span of days whose holds differ between `before` and `after` (a hold added, removed, moved or changed in kind), or null when none does. */
function changedDays(before: HeldDays[], after: HeldDays[]): { from: Day; to: Day } | null {
  const key = (hold: HeldDays) => `${hold.bookingId}|${hold.startsOn}|${hold.endsOn}|${hold.kind}`;
  const beforeKeys = new Set(before.map(key));
  const afterKeys = new Set(after.map(key));
  const differing = [...before.filter((hold) => !afterKeys.has(key(hold))), ...after.filter((hold) => !beforeKeys.has(key(hold)))];
  if (differing.length === 0) return null;
  return {
    from: differing.map((hold) => hold.startsOn).reduce((a, b) => (a < b ? a : b)),
    to: differing.map((hold) => hold.endsOn).reduce((a, b) => (a > b ? a : b)),
  };
}
