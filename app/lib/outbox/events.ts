import type { z } from "zod";

/**
 * The domain events, one contract built from the features' declarations: each feature declares the
 * events it emits, with a zod schema of the payload, in its module.server.ts, and adds them to this
 * interface by declaration merging (lib names no feature; decision 052). The feature that changes
 * something enqueues its event in the same transaction, and the features that react consume it.
 * Payloads carry what a consumer needs (ids and the names and titles shown to people); a consumer
 * skips an event that lacks them.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the features' declarations (declaration merging)
export interface DomainEvents {}

/** The payload types of a feature's event schemas, to merge into DomainEvents. */
export type EventsOf<T extends Record<string, z.ZodType>> = { [K in keyof T]: z.infer<T[K]> };

export type EventType = keyof DomainEvents;
export type DomainEvent = { [K in EventType]: { type: K; payload: DomainEvents[K] } }[EventType];
/** An event as a consumer receives it: with its outbox id (the key of every idempotent effect). */
export type StoredEvent<K extends EventType = EventType> = { id: number; type: K; payload: DomainEvents[K] };
