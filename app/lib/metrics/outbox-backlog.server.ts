import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rawQuery } from "~/db/raw-query";
import { outbox } from "~/db/schema/outbox";

/** The outbox's state for an operator: events pending and parked, and how long the oldest due one has waited. */
export type OutboxBacklog = { pending: number; parked: number; oldestDueAgeSeconds: number };

type BacklogRow = { pending: number; parked: number; oldest_due: string | Date | null };

const BACKLOG = rawQuery(
  "outbox.backlog",
  (now: Date) =>
    sql<BacklogRow>`select
          (select count(*) from ${outbox} where processed_at is null and parked_at is null)::int as pending,
          (select count(*) from ${outbox} where parked_at is not null)::int as parked,
          (select min(available_at) from ${outbox}
            where processed_at is null and parked_at is null and available_at <= ${now.toISOString()}) as oldest_due`,
  [[new Date(0)]],
);

/**
 * Reads the backlog in one round trip, each part from a partial index (outbox_due_idx,
 * outbox_parked_idx), so its cost follows the events waiting, never the processed history. The age is
 * 0 when nothing is due; an event scheduled for later (a retry's backoff, a delayed digest) is not late.
 */
export async function outboxBacklog(db: Db, now: Date): Promise<OutboxBacklog> {
  const [row] = await BACKLOG.rows(db, now);
  const oldestDue = row?.oldest_due ? new Date(row.oldest_due).getTime() : null;
  return {
    pending: row?.pending ?? 0,
    parked: row?.parked ?? 0,
    oldestDueAgeSeconds: oldestDue === null ? 0 : Math.max(0, (now.getTime() - oldestDue) / 1000),
  };
}
