import { z } from "zod";
import { consumer, type FeatureModule } from "~/lib/feature-module.server";
import type { MailsOf } from "~/lib/mail/templates.server";
import type { EventsOf } from "~/lib/outbox/events";
import { notifyLevelDecision } from "./level-notifications.server";
import { membershipMails } from "./mails.server";

const events = {
  /** A member's level changed or their request was decided: `approved` (their request), `refused`, or `changed` (an admin set it). */
  "membership.level_decided": z.object({
    userId: z.string(),
    outcome: z.enum(["approved", "refused", "changed"]),
    level: z.string(),
    previousLevel: z.string(),
  }),
};

declare module "~/lib/outbox/events" {
  interface DomainEvents extends EventsOf<typeof events> {}
}
declare module "~/lib/mail/templates.server" {
  interface MailTemplates extends MailsOf<typeof membershipMails> {}
}

/** The membership feature's background (decision 052): the member hears of their level in the app and by e-mail. */
export const membershipModule: FeatureModule = {
  name: "membership",
  events,
  consumers: [
    consumer("membership.level_decided", "notifications.level", (ctx, event) => notifyLevelDecision({ db: ctx.db, sourceEventId: event.id }, event.payload)),
  ],
  mails: membershipMails,
};
