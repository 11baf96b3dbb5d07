import { createEmailVerificationToken } from "better-auth/api";
import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { mailLog } from "~/db/schema/mail";
import { authSecret } from "~/lib/auth-secret.server";
import { env } from "~/lib/env.server";
import { asLocale } from "~/lib/i18n/locales";
import { sendMail } from "~/lib/mail/mail.server";
import type { ConsumerCtx } from "~/lib/outbox/consumers.server";
import { enqueue } from "~/lib/outbox/enqueue.server";
import type { StoredEvent } from "~/lib/outbox/events";
import { VERIFY_LINK_SECONDS } from "./auth.server";

/**
 * Asks for the verification mail of an account through the outbox, with the caller's handle (in a
 * transaction, only if it commits). The event names the account, never a link: the link is made
 * when the mail is sent, so no token is stored in the outbox, and a retry after a long outage still
 * mails a link that works.
 */
export async function requestVerificationMail(db: Db, userId: string): Promise<void> {
  await enqueue(db, { type: "account.verification_requested", payload: { userId } });
}

/**
 * Mails the verification link (valid a day) in the account's language, as the outbox's consumer of
 * the request: once per event (a rerun after a crash finds it in the send log and skips it), nothing
 * for an account that is gone or already verified; while SMTP refuses, the outbox retries with backoff.
 */
export async function mailVerificationLink(ctx: ConsumerCtx, event: StoredEvent<"account.verification_requested">): Promise<void> {
  const [sent] = await ctx.db.select({ id: mailLog.id }).from(mailLog).where(eq(mailLog.sourceEventId, event.id)).limit(1);
  if (sent) return;
  const [account] = await ctx.db
    .select({ id: user.id, email: user.email, locale: user.locale })
    .from(user)
    .where(and(eq(user.id, event.payload.userId), eq(user.emailVerified, false)))
    .limit(1);
  if (!account) return;
  // The token better-auth's own sending would make: the e-mail and the account, signed with the auth secret.
  const token = await createEmailVerificationToken(authSecret(), account.email, undefined, VERIFY_LINK_SECONDS, { userId: account.id });
  const url = `${env().PUBLIC_URL}/auth/verify?token=${encodeURIComponent(token)}`;
  await sendMail(ctx, account.email, { name: "verify-email", url }, asLocale(account.locale) ?? "es", { sourceEventId: event.id });
}
