import { z } from "zod";
import type { FeatureModule } from "~/lib/feature-module.server";
import type { MailsOf } from "~/lib/mail/templates.server";
import type { EventsOf } from "~/lib/outbox/events";
import { registerPrivacyWork } from "./background.server";
import { privacyMails } from "./mails.server";

const events = {
  /** Issue 25 §1: a member asked for a copy of their data (built in the background), it is ready, or an admin answered their privacy request. */
  "privacy.export_requested": z.object({ exportId: z.string(), userId: z.string() }),
  "privacy.export_ready": z.object({ exportId: z.string(), userId: z.string(), expiresAt: z.string() }),
  "privacy.request_answered": z.object({ requestId: z.string(), userId: z.string(), kind: z.string() }),
};

declare module "~/lib/outbox/events" {
  interface DomainEvents extends EventsOf<typeof events> {}
}
declare module "~/lib/mail/templates.server" {
  interface MailTemplates extends MailsOf<typeof privacyMails> {}
}

/**
 * The privacy centre's background (decision 052): its events, its mails, and its own work (exports,
 * erasure, the export files: registerPrivacyWork). Privacy is below notifications in the feature graph
 * (notifications registers its personal data with privacy), so the in-app notices of its events are
 * notifications' reactions (notifications/module.server.ts), not privacy's.
 */
export const privacyModule: FeatureModule = {
  name: "privacy",
  events,
  mails: privacyMails,
  register: registerPrivacyWork,
};
