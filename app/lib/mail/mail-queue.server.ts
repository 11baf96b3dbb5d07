import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/db/client.server";
import { mailLog } from "~/db/schema/mail";
import { consumer, type FeatureModule } from "~/lib/feature-module.server";
import { LOCALES, type Locale } from "~/lib/i18n/locales";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { sendMail } from "./mail.server";
import type { MailTemplate } from "./templates.server";

declare module "~/lib/outbox/events" {
  interface DomainEvents {
    "mail.requested": { to: string; template: MailTemplate; locale: Locale };
  }
}

/**
 * Asks for a mail through the outbox: it is sent after the caller's transaction commits, even if
 * this process dies right after the request, and retried with backoff while SMTP refuses it.
 */
export async function queueMail(db: Db, to: string, template: MailTemplate, locale: Locale = "es"): Promise<void> {
  await enqueue(db, { type: "mail.requested", payload: { to, template, locale } });
}

/**
 * The mail queue's part of the background: its event, and the consumer that sends queued mail once per
 * event (a rerun after a crash finds it in the send log and skips it).
 */
export const mailQueueModule: FeatureModule = {
  name: "mail",
  events: {
    "mail.requested": z.object({ to: z.string(), template: z.looseObject({ name: z.string() }), locale: z.enum(LOCALES) }),
  },
  consumers: [
    consumer("mail.requested", "mail.send", async (ctx, event) => {
      const [sent] = await ctx.db.select({ id: mailLog.id }).from(mailLog).where(eq(mailLog.sourceEventId, event.id)).limit(1);
      if (sent) return;
      const { to, template, locale } = event.payload;
      await sendMail(ctx, to, template, locale, { sourceEventId: event.id });
    }),
  ],
};
