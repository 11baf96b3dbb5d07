import { recordAdminAction } from "~/lib/audit.server";
import { type Ctx, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { type ParkedEvent, parkedEvents, retryParkedEvent } from "~/lib/outbox/parked.server";
import { operationsPolicy } from "./policy";

/** The parked events for an admin (anyone else: 401/403). */
export async function parkedEventsForAdmin(ctx: Ctx): Promise<{ events: ParkedEvent[]; total: number }> {
  operationsPolicy.authorize(ctx.actor, "retryParkedEvents");
  return parkedEvents(ctx.db);
}

/** An admin puts a parked event back in line (written to the audit log in the same transaction); 404 when it is not parked. */
export async function retryParkedEventAsAdmin(ctx: Ctx, rawId: string | undefined): Promise<void> {
  operationsPolicy.authorize(ctx.actor, "retryParkedEvents");
  const id = rawId && /^\d{1,15}$/.test(rawId) ? Number(rawId) : -1;
  if (id < 0) throw new AppError("NOT_FOUND", 404);
  await withTransaction(ctx, async (tx) => {
    if (!(await retryParkedEvent(tx.db, id, tx.now()))) throw new AppError("NOT_FOUND", 404);
    await recordAdminAction(tx, { action: "outbox.retry", targetType: "outbox", targetId: String(id), before: { parked: true }, after: { parked: false } });
  });
}
