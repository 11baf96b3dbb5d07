// CONTRACT STUB (owner: helper H1) — replaced by the real job.
import type { Ctx } from "~/lib/context.server";

/** How often due options, requests and challenges are settled. */
export const BOOKING_UPKEEP_INTERVAL_MS = 60_000;

/** Expires options and unanswered requests past their day and releases lapsed challenges (the next option moves up); returns how many changed. */
export async function settleDueBookings(_ctx: Pick<Ctx, "db" | "now">): Promise<number> {
  return 0;
}
