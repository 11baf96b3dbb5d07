import { z } from "zod";
import { consumer, type FeatureModule } from "~/lib/feature-module.server";
import type { EventsOf } from "~/lib/outbox/events";
import { notifyNewMessage } from "./message-notifications.server";

const events = {
  "message.sent": z.object({ messageId: z.string(), senderId: z.string(), recipientId: z.string(), senderName: z.string(), subject: z.string() }),
};

declare module "~/lib/outbox/events" {
  interface DomainEvents extends EventsOf<typeof events> {}
}

/** The messages feature's background (decision 052): the recipient of a message is notified. */
export const messagesModule: FeatureModule = {
  name: "messages",
  events,
  consumers: [consumer("message.sent", "notifications.message", (ctx, event) => notifyNewMessage({ db: ctx.db, sourceEventId: event.id }, event.payload))],
};
