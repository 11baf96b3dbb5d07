import type { DatabaseHandle } from "~/db/client.server";
import { type OutboxBacklog, outboxBacklog } from "./outbox-backlog.server";
import { metrics } from "./registry.server";

/** How long a scrape waits for the database before answering without the outbox gauges. */
export const SCRAPE_DATABASE_TIMEOUT_MS = 2_000;

/** Sets the pool gauges from the handle's own counters (no query): a PostgreSQL pool's use, or PGlite's one connection. */
function observePool(database: DatabaseHandle): void {
  if (database.kind === "postgres") {
    const { pool } = database;
    metrics.poolConnections.set({ kind: "postgres" }, pool.totalCount);
    metrics.poolIdleConnections.set({ kind: "postgres" }, pool.idleCount);
    metrics.poolWaitingClients.set({ kind: "postgres" }, pool.waitingCount);
    metrics.poolMaxConnections.set({ kind: "postgres" }, pool.options.max ?? 10);
    return;
  }
  metrics.poolConnections.set({ kind: "pglite" }, 1);
  metrics.poolMaxConnections.set({ kind: "pglite" }, 1);
}

/** The backlog, or null when the database fails or takes longer than `timeoutMs` (the query is left to finish by itself). */
async function backlogWithin(database: DatabaseHandle, now: Date, timeoutMs: number): Promise<OutboxBacklog | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    return await Promise.race([outboxBacklog(database.db, now), late]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The metrics in Prometheus text format. Never rejects because of the database: without one (not
 * open, failing, or slower than the timeout) `redav_database_up` is 0 and the outbox gauges are
 * left out, and everything else is still answered.
 */
export async function scrapeMetrics(database: DatabaseHandle | null, now = new Date(), timeoutMs = SCRAPE_DATABASE_TIMEOUT_MS): Promise<string> {
  if (database) observePool(database);
  const backlog = database ? await backlogWithin(database, now, timeoutMs) : null;
  metrics.databaseUp.set(backlog ? 1 : 0);
  if (!backlog) return metrics.registry.metrics();
  metrics.outboxPending.set(backlog.pending);
  metrics.outboxParked.set(backlog.parked);
  metrics.outboxOldestPendingAge.set(backlog.oldestDueAgeSeconds);
  return `${await metrics.registry.metrics()}\n${await metrics.databaseRegistry.metrics()}`;
}

/** The Content-Type of scrapeMetrics' answer. */
export const METRICS_CONTENT_TYPE = metrics.registry.contentType;
