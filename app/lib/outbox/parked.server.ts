import { and, count, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { outbox } from "~/db/schema/outbox";
import { CHANNELS, notify } from "~/lib/live/hub.server";

export type ParkedEvent = { id: number; type: string; attempts: number; lastError: string | null; createdAt: Date; parkedAt: Date };

/** The newest parked events (consumers kept failing), at most `limit`, with how many there are in all. */
export async function parkedEvents(db: Db, limit = 50): Promise<{ events: ParkedEvent[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: outbox.id,
        type: outbox.type,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
        createdAt: outbox.createdAt,
        parkedAt: outbox.parkedAt,
      })
      .from(outbox)
      .where(isNotNull(outbox.parkedAt))
      .orderBy(desc(outbox.parkedAt), desc(outbox.id))
      .limit(limit),
    db.select({ total: count() }).from(outbox).where(isNotNull(outbox.parkedAt)),
  ]);
  return { events: rows.map((row) => ({ ...row, parkedAt: row.parkedAt as Date })), total };
}

/** Puts a parked event back in line, with a fresh count of attempts; false when it was not parked. */
export async function retryParkedEvent(db: Db, id: number, now: Date): Promise<boolean> {
  const changed = await db
    .update(outbox)
    .set({ parkedAt: null, attempts: 0, availableAt: now, lockedUntil: null })
    .where(and(eq(outbox.id, id), isNotNull(outbox.parkedAt), isNull(outbox.processedAt)))
    .returning({ id: outbox.id });
  if (changed.length > 0) await notify(db, CHANNELS.outbox, String(id));
  return changed.length > 0;
}
