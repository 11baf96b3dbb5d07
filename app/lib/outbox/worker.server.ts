import { eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rawQuery } from "~/db/raw-query";
import { outbox } from "~/db/schema/outbox";
import { CHANNELS, type Hub } from "~/lib/live/hub.server";
import { logger } from "~/lib/logger.server";
import { metrics } from "~/lib/metrics/registry.server";
import { BATCH_LIMITS, batchConsumers, type ConsumerCtx, consumersOf } from "./consumers.server";
import type { StoredEvent } from "./events";

/** How long a claim holds an event: a worker that dies mid-run leaves it to another after this. */
export const CLAIM_LEASE_MS = 60_000;
/** After this many failed runs an event is parked for an admin instead of retried. */
export const MAX_ATTEMPTS = 8;
const BATCH_SIZE = 100;
const POLL_MS = 2_000;

/** The wait before retry number `attempts` + 1: 1 s, 2 s, 4 s … at most 10 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempts - 1), 600_000);
}

type ClaimedRow = { id: string | number; type: string; payload: unknown; attempts: number };

/**
 * Event types whose consumers page every member of an audience with pauses between batches (spec §5):
 * a broadcast to many thousands takes minutes, so they run in a lane of their own and never hold up
 * a message's or an application's notification. A member's data export (seconds of queries and
 * compression) shares that slow lane for the same reason.
 */
export const BROADCAST_TYPES = ["news.published", "event.created", "notification.broadcast", "privacy.export_requested"] as const;

/** Which lane a pass serves: every type (tests, one-off drains), all but broadcasts, or broadcasts only. */
export type Lane = "all" | "direct" | "broadcast";

/** Which events a pass may take: at most `limit`; only one type (a batch); only these ids (a test's own events on a shared database); one lane. */
export type ClaimOptions = { limit?: number; type?: string; ids?: number[]; lane?: Lane };

function laneFilter(lane: Lane): SQL {
  if (lane === "all") return sql``;
  const types = sql.join(
    BROADCAST_TYPES.map((type) => sql`${type}`),
    sql`, `,
  );
  return lane === "broadcast" ? sql`and type in (${types})` : sql`and type not in (${types})`;
}

function claimFilter(options: ClaimOptions): SQL {
  const batched = batchConsumers().map(([type]) => type);
  const byType = options.type
    ? sql`and type = ${options.type}`
    : batched.length > 0
      ? sql`and type not in (${sql.join(
          batched.map((type) => sql`${type}`),
          sql`, `,
        )})`
      : sql``;
  const byId = options.ids
    ? sql`and id in (${sql.join(
        [...options.ids, -1].map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  return sql`${byType} ${byId} ${laneFilter(options.lane ?? "all")}`;
}

/** Every kind of filter a claim or a batch count can hold, for the database check. */
const EVERY_CLAIM: ClaimOptions[] = [{}, { limit: 1, type: "news.published", ids: [1], lane: "broadcast" }, { lane: "direct" }];

const CLAIM = rawQuery(
  "outbox.claim-due",
  (now: Date, options: ClaimOptions) => {
    const leaseEnd = new Date(now.getTime() + CLAIM_LEASE_MS);
    const limit = options.limit ?? BATCH_SIZE;
    return sql<ClaimedRow>`update ${outbox} set locked_until = ${leaseEnd.toISOString()}, attempts = attempts + 1
        where id in (
          select id from ${outbox}
          where processed_at is null and parked_at is null and available_at <= ${now.toISOString()}
            and (locked_until is null or locked_until <= ${now.toISOString()}) ${claimFilter(options)}
          order by available_at, id
          limit ${limit}
          for update skip locked)
        returning id, type, payload, attempts`;
  },
  EVERY_CLAIM.map((options) => [new Date(0), options]),
);

/**
 * Claims up to `limit` due events for this worker: rows nobody holds (FOR UPDATE SKIP LOCKED, so
 * instances never wait for each other) get a lease and one more attempt, in id order. Batched types
 * are left to processDueBatches.
 */
export async function claimDueEvents(db: Db, now: Date, options: ClaimOptions = {}): Promise<(StoredEvent & { attempts: number })[]> {
  const rows = await CLAIM.rows(db, now, options);
  return rows
    .map((row) => ({ id: Number(row.id), type: row.type, payload: row.payload, attempts: row.attempts }) as StoredEvent & { attempts: number })
    .sort((a, b) => a.id - b.id);
}

/** Runs every consumer of one claimed event, then marks it processed; a failure schedules a retry with backoff, or parks it after MAX_ATTEMPTS. */
export async function runClaimedEvent(ctx: ConsumerCtx, event: StoredEvent & { attempts: number }): Promise<"processed" | "retry" | "parked"> {
  let failure: unknown = null;
  try {
    for (const [, consumer] of consumersOf(event.type)) await consumer(ctx, event);
  } catch (error) {
    failure = error;
  }
  await settle(ctx, [event], failure);
  if (!failure) return "processed";
  return event.attempts >= MAX_ATTEMPTS ? "parked" : "retry";
}

/** Marks claimed events processed, or schedules them all for a retry (parking those past MAX_ATTEMPTS). */
async function settle(ctx: ConsumerCtx, events: (StoredEvent & { attempts: number })[], error: unknown): Promise<void> {
  const now = ctx.now();
  for (const event of events) {
    if (!error) {
      await ctx.db.update(outbox).set({ processedAt: now, lockedUntil: null, lastError: null }).where(eq(outbox.id, event.id));
      continue;
    }
    const parked = event.attempts >= MAX_ATTEMPTS;
    await ctx.db
      .update(outbox)
      .set({
        lockedUntil: null,
        lastError: (error instanceof Error ? error.message : String(error)).slice(0, 2000),
        ...(parked ? { parkedAt: now } : { availableAt: new Date(now.getTime() + retryDelayMs(event.attempts)) }),
      })
      .where(eq(outbox.id, event.id));
  }
  if (error) metrics.outboxConsumerFailures.inc({ type: events[0]?.type ?? "unknown" }, events.length);
  if (error) logger.warn({ err: error, eventIds: events.map((event) => event.id), type: events[0]?.type }, "outbox consumer failed");
}

type PendingBatch = { pending: number; oldest: string | Date | null };

const PENDING_BATCH = rawQuery(
  "outbox.pending-batch",
  (now: Date, options: ClaimOptions) =>
    sql<PendingBatch>`select count(*)::int as pending, min(available_at) as oldest from ${outbox}
          where processed_at is null and parked_at is null and available_at <= ${now.toISOString()}
            and (locked_until is null or locked_until <= ${now.toISOString()}) ${claimFilter(options)}`,
  EVERY_CLAIM.map((options) => [new Date(0), options]),
);

/**
 * Runs the batched types whose batch is ready: 100 events pending, or the oldest waiting 10 s.
 * Returns how many events were handed to batch consumers.
 */
export async function processDueBatches(ctx: ConsumerCtx, ids?: number[]): Promise<number> {
  const now = ctx.now();
  let handled = 0;
  for (const [type, consumer] of batchConsumers()) {
    const [state] = await PENDING_BATCH.rows(ctx.db, now, { type, ids });
    const oldest = state?.oldest ? new Date(state.oldest) : null;
    const ready = (state?.pending ?? 0) >= BATCH_LIMITS.maxItems || (oldest !== null && now.getTime() - oldest.getTime() >= BATCH_LIMITS.maxWaitMs);
    if (!ready) continue;
    const claimed = await claimDueEvents(ctx.db, now, { limit: BATCH_LIMITS.maxItems, type, ids });
    if (claimed.length === 0) continue;
    let failure: unknown = null;
    try {
      await consumer(ctx, claimed);
    } catch (error) {
      failure = error;
    }
    await settle(ctx, claimed, failure);
    handled += claimed.length;
  }
  return handled;
}

/**
 * One pass of a lane: claims due events and runs them in order, then (outside the broadcast lane) the
 * batches that are ready. Returns how many events were handled (a full batch means more may be due).
 */
export async function processDueEvents(ctx: ConsumerCtx, options: Pick<ClaimOptions, "ids" | "lane"> = {}): Promise<number> {
  const lane = options.lane ?? "all";
  // A broadcast pass takes one at a time: its lease must outlast its pauses, and a second broadcast waits its turn anyway.
  const claimed = await claimDueEvents(ctx.db, ctx.now(), { ...options, limit: lane === "broadcast" ? 1 : undefined });
  for (const event of claimed) await runClaimedEvent(ctx, event);
  return claimed.length + (lane === "broadcast" ? 0 : await processDueBatches(ctx, options.ids));
}

export type OutboxWorker = { stop(): Promise<void>; wake(): void };

/** Runs the outbox in this instance, in two lanes (direct events, and broadcasts: BROADCAST_TYPES): each woken by NOTIFY at each commit, with a short poll as the safety net; one pass at a time per lane. */
export function startOutboxWorker(db: Db, hub: Hub, clock: () => Date = () => new Date()): OutboxWorker {
  let stopped = false;
  const lanes = (["direct", "broadcast"] as const).map((lane) => {
    let running: Promise<void> | null = null;
    let again = false;
    const run = async () => {
      do {
        again = false;
        try {
          const full = lane === "broadcast" ? 1 : BATCH_SIZE;
          while (!stopped && (await processDueEvents({ db, now: clock }, { lane })) === full);
        } catch (error) {
          if (!stopped) logger.error({ err: error, lane }, "outbox pass failed");
        }
      } while (again && !stopped);
      running = null;
    };
    return {
      wake: () => {
        if (stopped) return;
        if (running) again = true;
        else running = run();
      },
      done: () => running,
    };
  });
  const wake = () => {
    for (const lane of lanes) lane.wake();
  };
  const unsubscribe = hub.subscribe(CHANNELS.outbox, wake);
  const poll = setInterval(wake, POLL_MS);
  poll.unref();
  wake();
  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(poll);
      unsubscribe();
      await Promise.all(lanes.map((lane) => lane.done()));
    },
  };
}
