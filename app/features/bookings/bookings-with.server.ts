import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rawQuery } from "~/db/raw-query";

/** A company's bookings with one technician: how many, and the latest one (by its first day, then when it was asked). */
export type BookingsWith = { count: number; latest: { id: string; status: string; startsOn: string } | null };

type Row = { technician_id: string; count: number; id: string; status: string; starts_on: string };

const BOOKINGS_WITH = rawQuery(
  "bookings.bookings-with",
  (companyId: string, technicianIds: string[]) =>
    sql<Row>`select distinct on (b.technician_id) b.technician_id, (count(*) over (partition by b.technician_id))::int as count,
          b.id, b.status, b.starts_on::text as starts_on
        from bookings b
        where b.company_id = ${companyId} and b.technician_id in (${sql.join(
          technicianIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by b.technician_id, b.starts_on desc, b.created_at desc, b.id desc`,
  [["someone", ["someone", "else"]]],
);

/**
 * The company's bookings with each of these technicians (issue 41's list page), in one query: a
 * technician with none is absent from the answer. Reads only the company's own bookings.
 */
export async function bookingsWithTechnicians(db: Db, companyId: string, technicianIds: string[]): Promise<Record<string, BookingsWith>> {
  if (technicianIds.length === 0) return {};
  const rows = await BOOKINGS_WITH.rows(db, companyId, technicianIds);
  return Object.fromEntries(
    rows.map((row) => [row.technician_id, { count: Number(row.count), latest: { id: row.id, status: row.status, startsOn: row.starts_on } }]),
  );
}
