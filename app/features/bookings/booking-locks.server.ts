import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";

/** Serialises every change to one technician's bookings (their days, the ranks, the holds) for the rest of the transaction. */
export async function lockTechnicianDays(db: Db, technicianId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking-days:${technicianId}`}))`);
}

/** Serialises one company's new requests (the abuse limits) for the rest of the transaction. */
export async function lockCompanyRequests(db: Db, companyId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking-requests:${companyId}`}))`);
}
