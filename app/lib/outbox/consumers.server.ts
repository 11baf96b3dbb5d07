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
