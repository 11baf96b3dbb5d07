import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { type AvailabilityStatus, availabilityRanges } from "~/db/schema/availability";
import { addDays, type Day } from "./days";

/** What a mark says about its days: a status, where the technician can work, a note. */
export type Mark = { status: AvailabilityStatus; places: string[]; note: string | null };
type Segment = Mark & { from: Day; to: Day };

const sameMark = (a: Mark, b: Mark) => a.status === b.status && a.note === b.note && a.places.join("\u0000") === b.places.join("\u0000");

/** Joins segments that touch and say the same thing, in day order. */
function merged(segments: Segment[]): Segment[] {
  const sorted = [...segments].sort((a, b) => (a.from < b.from ? -1 : 1));
  const result: Segment[] = [];
  for (const segment of sorted) {
    const last = result.at(-1);
    if (last && addDays(last.to, 1) === segment.from && sameMark(last, segment)) last.to = segment.to;
    else result.push({ ...segment });
  }
  return result;
}

/**
 * Writes `mark` over [from, to] of one technician's calendar (or clears it, when `mark` is null),
 * inside the caller's transaction and under their settings row's lock: rows it overlaps are cut
 * around it, and the result is merged with neighbours that say the same thing, so the calendar stays
 * a set of non-overlapping, maximal runs.
 */
export async function writeRange(db: Db, userId: string, from: Day, to: Day, mark: Mark | null): Promise<void> {
  const touched = await db
    .select()
    .from(availabilityRanges)
    .where(and(eq(availabilityRanges.userId, userId), gte(availabilityRanges.endsOn, addDays(from, -1)), lte(availabilityRanges.startsOn, addDays(to, 1))))
    .orderBy(asc(availabilityRanges.startsOn));
  const segments: Segment[] = [];
  for (const row of touched) {
    const kept = { status: row.status, places: row.places, note: row.note };
    if (row.startsOn < from) segments.push({ ...kept, from: row.startsOn, to: row.endsOn < from ? row.endsOn : addDays(from, -1) });
    if (row.endsOn > to) segments.push({ ...kept, from: row.startsOn > to ? row.startsOn : addDays(to, 1), to: row.endsOn });
  }
  if (mark) segments.push({ ...mark, from, to });
  if (touched.length > 0)
    await db.delete(availabilityRanges).where(
      inArray(
        availabilityRanges.id,
        touched.map((row) => row.id),
      ),
    );
  const rows = merged(segments).map((segment) => ({
    userId,
    startsOn: segment.from,
    endsOn: segment.to,
    status: segment.status,
    places: segment.places,
    note: segment.note,
  }));
  if (rows.length > 0) await db.insert(availabilityRanges).values(rows);
}
