import { type Ctx, requireAdmin } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { type ParkedEvent, parkedEvents, retryParkedEvent } from "~/lib/outbox/parked.server";

/** The parked events for an admin (anyone else: 401/403). */
export async function parkedEventsForAdmin(ctx: Ctx): Promise<{ events: ParkedEvent[]; total: number }> {
  requireAdmin(ctx);
  return parkedEvents(ctx.db);
}

/** An admin puts a parked event back in line; 404 when it is not parked. */
export async function retryParkedEventAsAdmin(ctx: Ctx, rawId: string | undefined): Promise<void> {
  requireAdmin(ctx);
  const id = rawId && /^\d{1,15}$/.test(rawId) ? Number(rawId) : -1;
  if (id < 0 || !(await retryParkedEvent(ctx.db, id, ctx.now()))) throw new AppError("NOT_FOUND", 404);
}
