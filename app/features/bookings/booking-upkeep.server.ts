import type { Db } from "~/db/client.server";
import { bookings } from "~/db/schema/bookings";
import type { Ctx } from "~/lib/context.server";
import { isDue, settleTechnician } from "./booking-settle.server";

/** How often due options, requests and challenges are settled. */
export const BOOKING_UPKEEP_INTERVAL_MS = 60_000;

/** The most technicians one run settles (the next run takes the rest). */
export const UPKEEP_TECHNICIANS_PER_RUN = 200;

/**
 * Expires options and unanswered requests past their day and releases lapsed challenges (the next
 * option moves up, with its notices): each technician with something due, at most 200 per run, in
 * their own transaction under their lock, exactly as a step would; returns how many bookings changed.
 */
export async function settleDueBookings(ctx: Pick<Ctx, "db" | "now">): Promise<number> {
  const now = ctx.now();
  const due = await ctx.db.selectDistinct({ technicianId: bookings.technicianId }).from(bookings).where(isDue(now)).limit(UPKEEP_TECHNICIANS_PER_RUN);
  let changed = 0;
  for (const { technicianId } of due) {
    changed += await ctx.db.transaction((tx) => settleTechnician(tx as unknown as Db, technicianId, now));
  }
  return changed;
}
