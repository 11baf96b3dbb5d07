// CONTRACT STUB (owner: helper H5) — replaced by the real reaction.
import type { Db } from "~/db/client.server";
import type { DomainEvents } from "~/lib/outbox/events";

/** Tells a booking notice's recipients (in-app, live, e-mail by preference), once per event. */
export async function notifyBookingNotice(_reaction: { db: Db; sourceEventId?: number }, _payload: DomainEvents["booking.notice"]): Promise<void> {}
