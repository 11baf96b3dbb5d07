import { and, isNotNull, lt } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { outbox } from "~/db/schema/outbox";

/** Processed events are kept a day (their payloads may carry links with tokens), then deleted; parked ones stay for an admin. */
const PROCESSED_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Deletes events processed more than a day before `now`; returns how many. */
export async function deleteProcessedEvents(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - PROCESSED_RETENTION_MS);
  const deleted = await db
    .delete(outbox)
    .where(and(isNotNull(outbox.processedAt), lt(outbox.processedAt, cutoff)))
    .returning({ id: outbox.id });
  return deleted.length;
}
