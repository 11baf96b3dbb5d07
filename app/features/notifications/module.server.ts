import { z } from "zod";
import { consumer, type FeatureModule } from "~/lib/feature-module.server";
import type { MailsOf } from "~/lib/mail/templates.server";
import type { EventsOf } from "~/lib/outbox/events";
import { deliverBroadcast } from "./broadcast-delivery.server";
import { CLEANUP_INTERVAL_MS } from "./constants";
import { sendDigest } from "./email-digest.server";
import { notificationMails } from "./mails.server";
import { deleteOldNotifications } from "./notifications.server";
import { notifyPrivacy } from "./privacy-notifications.server";
import { deliverPushes } from "./push-delivery.server";

const events = {
  "notification.broadcast": z.object({
    audience: z.enum(["members", "list"]),
    userIds: z.array(z.string()),
    title: z.string(),
    message: z.string(),
    sentBy: z.string(),
  }),
  "notification.email_due": z.object({ userId: z.string() }),
  /** Issue 42: notifications just created for members with a device that receives pushes. */
  "notification.push_due": z.object({ notificationIds: z.array(z.number().int()) }),
};

declare module "~/lib/outbox/events" {
  interface DomainEvents extends EventsOf<typeof events> {}
}
declare module "~/lib/mail/templates.server" {
  interface MailTemplates extends MailsOf<typeof notificationMails> {}
}

/**
 * The notifications feature's background (decision 052): an admin's broadcast delivered by bulk
 * create, the e-mail digest of unread notifications, their Web Push to the members' devices, the daily cleanup, and the in-app notices of
 * privacy's events (privacy is below notifications in the feature graph). Every other feature's
 * reactions live in that feature and call the service (public.server.ts: notifyUsers).
 */
export const notificationsModule: FeatureModule = {
  name: "notifications",
  events,
  consumers: [
    consumer("notification.broadcast", "notifications.broadcast", deliverBroadcast),
    consumer("notification.email_due", "notifications.email-digest", (ctx, event) => sendDigest(ctx, event.payload.userId)),
    consumer("notification.push_due", "notifications.push", (ctx, event) => deliverPushes(ctx, event.payload.notificationIds)),
    // Privacy's events: privacy cannot call this service (it is below notifications in the feature graph).
    consumer("privacy.export_ready", "notifications.privacy-export", (ctx, event) =>
      notifyPrivacy({ db: ctx.db, sourceEventId: event.id }, "export", event.payload),
    ),
    consumer("privacy.request_answered", "notifications.privacy-answer", (ctx, event) =>
      notifyPrivacy({ db: ctx.db, sourceEventId: event.id }, "answer", event.payload),
    ),
  ],
  mails: notificationMails,
  jobs: [{ name: "notifications.cleanup", everyMs: CLEANUP_INTERVAL_MS, run: (ctx) => deleteOldNotifications(ctx.db, ctx.now()) }],
};
