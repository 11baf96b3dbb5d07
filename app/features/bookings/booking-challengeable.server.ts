import { eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bookings } from "~/db/schema/bookings";

/**
 * `BookingState.challengeable` of the `bookings` row a query reads, in SQL: some holding booking of
 * the same technician on overlapping days, held before it (held_at, then id), is still an 'option'
 * with no challenge running. Only a lower option (rank > 1) may use it (bookingActions says so).
 */
export function challengeableSql(): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from bookings ahead
    where ahead.technician_id = ${bookings.technicianId}
      and ahead.id <> ${bookings.id}
      and ahead.status = 'option'
      and ahead.challenge_deadline is null
      and ahead.starts_on <= ${bookings.endsOn}
      and ahead.ends_on >= ${bookings.startsOn}
      and ${bookings.heldAt} is not null
      and (ahead.held_at, ahead.id) < (${bookings.heldAt}, ${bookings.id})
  )`;
}

/** Whether the booking `bookingId` could challenge the options ahead of it now (see `challengeableSql`); false for an unknown booking. */
export async function isChallengeable(db: Db, bookingId: string): Promise<boolean> {
  const [row] = await db.select({ challengeable: challengeableSql() }).from(bookings).where(eq(bookings.id, bookingId));
  return Boolean(row?.challengeable);
}
