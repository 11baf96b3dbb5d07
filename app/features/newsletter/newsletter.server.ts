import { eq } from "drizzle-orm";
import { newsletterSubscribers } from "~/db/schema/newsletter";
import type { Ctx } from "~/lib/context.server";
import { env } from "~/lib/env.server";
import { AppError } from "~/lib/errors";
import { MailDeliveryError, sendMail } from "~/lib/mail/mail.server";
import { parseInput } from "~/lib/parse-input.server";
import { newsletterInput } from "./newsletter.schemas";

export type SubscribeResult = { email: string; alreadySubscribed: boolean };

/** Subscribes an e-mail once in the request's language (a repeat is a success) and mails the confirmation the first time; if that mail fails, nothing is kept. */
export async function subscribeToNewsletter(ctx: Ctx, raw: { email?: unknown }): Promise<SubscribeResult> {
  const { email } = parseInput(newsletterInput, raw);
  const inserted = await ctx.db
    .insert(newsletterSubscribers)
    .values({ email, locale: ctx.locale })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  const alreadySubscribed = inserted.length === 0;
  if (!alreadySubscribed) {
    try {
      await sendMail(ctx, email, { name: "newsletter-confirmation", homeUrl: env().PUBLIC_URL }, ctx.locale);
    } catch (error) {
      if (!(error instanceof MailDeliveryError)) throw error;
      await ctx.db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
      throw new AppError("SUBSCRIBE_FAILED", 502);
    }
  }
  return { email, alreadySubscribed };
}
