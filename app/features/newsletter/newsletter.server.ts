import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema/newsletter";
import { MailDeliveryError, sendMail } from "~/features/mail/mail.server";
import { AppError } from "~/lib/errors";
import type { Locale } from "~/lib/i18n/locales";
import { INVALID_EMAIL, newsletterInput, SUBSCRIBE_FAILED } from "./newsletter.schemas";

export type SubscribeResult = { email: string; alreadySubscribed: boolean };

/** Subscribes an e-mail once (a repeat is a success) and mails the confirmation the first time; if that mail fails, nothing is kept. */
export async function subscribeToNewsletter(db: Db, input: unknown, locale: Locale, homeUrl: string): Promise<SubscribeResult> {
  const parsed = newsletterInput.safeParse(input);
  if (!parsed.success) throw new AppError("INVALID_EMAIL", 400, INVALID_EMAIL, "email");
  const { email } = parsed.data;
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email, locale })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  const alreadySubscribed = inserted.length === 0;
  if (!alreadySubscribed) {
    try {
      await sendMail(db, email, { name: "newsletter-confirmation", homeUrl }, locale);
    } catch (error) {
      if (!(error instanceof MailDeliveryError)) throw error;
      await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
      throw new AppError("MAIL_FAILED", 502, SUBSCRIBE_FAILED);
    }
  }
  return { email, alreadySubscribed };
}
