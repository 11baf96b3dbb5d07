import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bookings } from "~/db/schema/bookings";
import type { PersonalDataPart } from "~/lib/personal-data.server";
import { beginTechnicianWrite, finishTechnicianWrite } from "./booking-settle.server";

/**
 * A company's bookings go with its account: each technician it booked is rewritten first under their
 * lock, so the options behind it move up and the technician's held days (the search's copy) forget
 * the company's holds. A technician's own bookings go with their account and profile (nothing to redo).
 */
async function releaseCompanyBookings(db: Db, companyId: string, now: Date): Promise<void> {
  const technicians = await db.selectDistinct({ id: bookings.technicianId }).from(bookings).where(eq(bookings.companyId, companyId));
  for (const { id: technicianId } of technicians) {
    const before = await beginTechnicianWrite(db, technicianId);
    await db.delete(bookings).where(and(eq(bookings.companyId, companyId), eq(bookings.technicianId, technicianId)));
    await finishTechnicianWrite(db, technicianId, before, now);
  }
}

/**
 * A member's bookings and reviews as the privacy centre exports and erases them (issue 39):
 * - the copy holds every booking the member is a party of (as company or technician: its facts,
 *   status and history), the reviews they wrote, and the published reviews of them (an unpublished one
 *   stays double-blind);
 * - the erasure deletes every booking the member is a party of (and its history), the reviews of them
 *   go with the account (subject cascade), and the reviews they wrote of others stay, their author
 *   null ('Ex-miembro de RedAV'); the holds on technicians' days go with their bookings.
 */
export const bookingsPersonalData: PersonalDataPart = {
  feature: "bookings",
  exportSections: [
    {
      name: "bookings",
      query: ({ id }) =>
        sql`select id, case when company_id = ${id} then 'company' else 'technician' end as my_side, company_id, technician_id, offer_id, source,
                   production, role, venue, city, country, time_zone, starts_on, ends_on, call_times, day_rate, currency, notes, asks_for,
                   status, rank, held_at, expires_on, pre_accepted, challenge_deadline, release_cause, decline_reason, cancel_reason,
                   cancelled_by, late_cancellation, responded_at, confirmed_at, closed_at, created_at, updated_at
            from bookings where company_id = ${id} or technician_id = ${id} order by starts_on desc, id`,
    },
    {
      name: "bookingHistory",
      query: ({ id }) =>
        sql`select e.booking_id, e.side, e.kind, e.params, e.created_at
            from booking_events e join bookings b on b.id = e.booking_id
            where b.company_id = ${id} or b.technician_id = ${id} order by e.booking_id, e.id`,
    },
    {
      name: "reviewsWritten",
      query: ({ id }) =>
        sql`select id, booking_id, author_side, subject_id, scores, rating, body, production, role, job_ends_on, published_at, reply, replied_at,
                   hidden_at, hidden_reason, created_at
            from booking_reviews where author_id = ${id} order by created_at desc, id`,
    },
    {
      name: "reviewsReceived",
      query: ({ id }) =>
        sql`select id, booking_id, author_side, author_id, scores, rating, body, production, role, job_ends_on, published_at, reply, replied_at,
                   hidden_at, hidden_reason, created_at
            from booking_reviews where subject_id = ${id} and published_at is not null order by published_at desc, id`,
    },
  ],
  erasure: [
    {
      name: "bookings",
      tables: ["bookings", "booking_events", "availability_holds"],
      erase: ({ db, now, person }) => releaseCompanyBookings(db, person.id, now),
    },
  ],
  goesWithAccount: ["bookings", "booking_events", "booking_reviews"],
};
