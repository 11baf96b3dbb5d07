import { z } from "zod";
import { consumer, type FeatureModule } from "~/lib/feature-module.server";
import type { EventsOf } from "~/lib/outbox/events";
import { MESSAGE_FILES_BUCKET, messageFileReferences, removeAbandonedFiles } from "./message-file-store.server";
import { notifyNewMessage } from "./message-notifications.server";

/** How often the files uploaded but never sent (and files no message links any more) are removed. */
const ABANDONED_FILES_INTERVAL_MS = 60 * 60 * 1000;

const events = {
  "message.sent": z.object({ messageId: z.string(), senderId: z.string(), recipientId: z.string(), senderName: z.string(), subject: z.string() }),
};

declare module "~/lib/outbox/events" {
  interface DomainEvents extends EventsOf<typeof events> {}
}

/** The messages feature's background (decision 052): the recipient of a message is notified; hourly, files uploaded more than a day ago and never sent are removed; message files are in use while a file row holds them. */
export const messagesModule: FeatureModule = {
  name: "messages",
  events,
  consumers: [consumer("message.sent", "notifications.message", (ctx, event) => notifyNewMessage({ db: ctx.db, sourceEventId: event.id }, event.payload))],
  jobs: [{ name: "messages.abandoned-files", everyMs: ABANDONED_FILES_INTERVAL_MS, run: (ctx) => removeAbandonedFiles(ctx) }],
  files: [{ bucket: MESSAGE_FILES_BUCKET, finder: messageFileReferences }],
};
