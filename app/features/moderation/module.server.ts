import type { FeatureModule } from "~/lib/feature-module.server";
import type { MailsOf } from "~/lib/mail/templates.server";
import { moderationMails } from "./mails.server";

declare module "~/lib/mail/templates.server" {
  interface MailTemplates extends MailsOf<typeof moderationMails> {}
}

/** The moderation feature's background (decision 052): its mails to suspended, reinstated and appealing members. */
export const moderationModule: FeatureModule = { name: "moderation", mails: moderationMails };
