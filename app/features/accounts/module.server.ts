import { z } from "zod";
import { consumer, type FeatureModule } from "~/lib/feature-module.server";
import type { MailsOf } from "~/lib/mail/templates.server";
import type { EventsOf } from "~/lib/outbox/events";
import { accountMails } from "./mails.server";
import { mailVerificationLink } from "./verification-mail.server";
import { notifyWelcome } from "./welcome-notification.server";

const events = {
  "account.verified": z.object({ userId: z.string() }),
  /** Issue 35 §5: an account's verification link is to be mailed (made when it is sent: the event carries no token). */
  "account.verification_requested": z.object({ userId: z.string() }),
};

declare module "~/lib/outbox/events" {
  interface DomainEvents extends EventsOf<typeof events> {}
}
declare module "~/lib/mail/templates.server" {
  interface MailTemplates extends MailsOf<typeof accountMails> {}
}

/** The accounts feature's background (decision 052): the verification mail, the welcome notification once verified, and the account mails. */
export const accountsModule: FeatureModule = {
  name: "accounts",
  events,
  consumers: [
    consumer("account.verification_requested", "accounts.verification-mail", mailVerificationLink),
    consumer("account.verified", "notifications.welcome", (ctx, event) => notifyWelcome({ db: ctx.db, sourceEventId: event.id }, event.payload)),
  ],
  mails: accountMails,
};
