import { and, count, isNull, lte, notInArray } from "drizzle-orm";
import { outbox } from "~/db/schema/outbox";
import { batchConsumers } from "~/lib/outbox/consumers.server";
import { processDueEvents } from "~/lib/outbox/worker.server";
import { testDb } from "./setup/test-database";

/**
 * Runs the outbox until no event due at `now` is left unprocessed (what a server's worker does after
 * each commit). On a shared PostgreSQL another test worker may hold an event: this waits until it is
 * done. Batched types run only once their batch is ready (10 s after the oldest, at the clock given).
 */
export async function drainOutbox(now: () => Date = () => new Date()): Promise<void> {
  for (;;) {
    if ((await processDueEvents({ db: testDb(), now })) > 0) continue;
    const [{ pending }] = await testDb()
      .select({ pending: count() })
      .from(outbox)
      .where(
        and(
          isNull(outbox.processedAt),
          isNull(outbox.parkedAt),
          lte(outbox.availableAt, now()),
          notInArray(
            outbox.type,
            batchConsumers().map(([type]) => type),
          ),
        ),
      );
    if (pending === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Runs the outbox at `now` over these events only (other test files share the database) until nothing more is taken. */
export async function drainEvents(ids: number[], now: Date): Promise<void> {
  while ((await processDueEvents({ db: testDb(), now: () => now }, { ids })) > 0);
}

/**
 * A second from now: the instant at which everything just enqueued is due. PostgreSQL stamps an event
 * in microseconds, so one written in this very millisecond is not yet due at `new Date()`.
 */
export function justAfterNow(): Date {
  return new Date(Date.now() + 1_000);
}
