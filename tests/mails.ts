import { registerMails } from "~/lib/mail/templates.server";
import { BACKGROUND_MODULES } from "~/shell/feature-modules.server";

/** Registers every module's mail renderers, as start-up does (decision 052): for unit tests that build mails without the rest of the background. */
export function registerEveryMail(): void {
  for (const module of BACKGROUND_MODULES) registerMails(module.mails ?? {});
}
