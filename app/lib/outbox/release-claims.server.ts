import { and, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { outbox } from "~/db/schema/outbox";

/**
 * Ends every claim's lease at once. Only for the embedded database, right after this process took
 * its data dir's lock: no other process can be working on those events, so a claim left by one that
 * was killed need not wait out its lease. Returns how many claims were released.
 */
export async function releaseOrphanedClaims(db: Db): Promise<number> {
  const released = await db
    .update(outbox)
    .set({ lockedUntil: null })
    .where(and(isNull(outbox.processedAt), isNull(outbox.parkedAt), isNotNull(outbox.lockedUntil)))
    .returning({ id: outbox.id });
  return released.length;
}
