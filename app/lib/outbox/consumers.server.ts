import type { Ctx } from "~/lib/context.server";
import type { EventType, StoredEvent } from "./events";

/** What a consumer works with: the database and the worker's clock (no request, no actor). */
export type ConsumerCtx = Pick<Ctx, "db" | "now">;
/** Reacts to one event. It must be idempotent: the outbox delivers at least once. */
export type Consumer<K extends EventType> = (ctx: ConsumerCtx, event: StoredEvent<K>) => Promise<void>;

const registry = new Map<EventType, Map<string, Consumer<EventType>>>();

/** Registers a named consumer of an event type (registering the same name again replaces it). */
export function consume<K extends EventType>(type: K, name: string, consumer: Consumer<K>): void {
  const consumers = registry.get(type) ?? new Map();
  consumers.set(name, consumer as unknown as Consumer<EventType>);
  registry.set(type, consumers);
}

/** The consumers of an event type, in registration order. */
export function consumersOf(type: string): [string, Consumer<EventType>][] {
  return [...(registry.get(type as EventType) ?? new Map())];
}

/** Reacts to a batch of events of one type at once (to group them). It must be idempotent too. */
export type BatchConsumer<K extends EventType> = (ctx: ConsumerCtx, events: StoredEvent<K>[]) => Promise<void>;
/** Spec §9: a batch runs when this many are pending, or when the oldest has waited this long. */
export const BATCH_LIMITS = { maxItems: 100, maxWaitMs: 10_000 } as const;

const batchRegistry = new Map<EventType, BatchConsumer<EventType>>();

/**
 * Makes an event type batched: its events are left pending until 100 are queued or the oldest has
 * waited 10 s, then handed to `consumer` together (one run at a time per type). A batched type has
 * only this consumer.
 */
export function consumeInBatches<K extends EventType>(type: K, consumer: BatchConsumer<K>): void {
  batchRegistry.set(type, consumer as unknown as BatchConsumer<EventType>);
}

/** The batched event types and their consumers. */
export function batchConsumers(): [EventType, BatchConsumer<EventType>][] {
  return [...batchRegistry];
}
