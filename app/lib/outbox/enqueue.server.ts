import type { Db } from "~/db/client.server";
import { outbox } from "~/db/schema/outbox";
import { CHANNELS, notify } from "~/lib/live/hub.server";
import { checkEventPayload } from "./event-schemas";
import type { DomainEvent } from "./events";

/**
 * Writes a domain event to the outbox with the caller's handle: inside a transaction it exists only
 * if the change that caused it commits. The workers are woken at commit (a NOTIFY with the id). With
 * `availableAt`, no worker takes it before then (a delayed effect, such as a digest). A payload that
 * does not match its event's declared schema is refused before anything is written.
 */
export async function enqueue(db: Db, event: DomainEvent, options: { availableAt?: Date } = {}): Promise<number> {
  checkEventPayload(event.type, event.payload);
  const [row] = await db
    .insert(outbox)
    .values({ type: event.type, payload: event.payload, ...(options.availableAt ? { availableAt: options.availableAt } : {}) })
    .returning({ id: outbox.id });
  await notify(db, CHANNELS.outbox, String(row.id));
  return row.id;
}
