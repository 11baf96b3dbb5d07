import type { FeatureModule } from "~/lib/feature-module.server";
import type { MailsOf } from "~/lib/mail/templates.server";
import { newsletterMails } from "./mails.server";

declare module "~/lib/mail/templates.server" {
  interface MailTemplates extends MailsOf<typeof newsletterMails> {}
}

/** The newsletter's background (decision 052): its confirmation mail. */
export const newsletterModule: FeatureModule = { name: "newsletter", mails: newsletterMails };
