import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { newsletterSubscribers } from "~/db/schema/newsletter";
import type { Ctx } from "~/lib/context.server";
import { env } from "~/lib/env.server";
import { AppError } from "~/lib/errors";
import type { Locale } from "~/lib/i18n/locales";
import { MailDeliveryError, sendMail } from "~/lib/mail/mail.server";
import { parseInput } from "~/lib/parse-input.server";
import { consumeLimit, type LimitRule } from "~/lib/rate-limit.server";
import { newsletterInput } from "./newsletter.schemas";

const LIMITS = {
  perIp: { name: "newsletter-ip", max: 20, windowSeconds: 3600 },
  perEmail: { name: "newsletter-email", max: 3, windowSeconds: 86_400 },
} as const satisfies Record<string, LimitRule>;

export type SubscribeResult = { email: string; alreadySubscribed: boolean };

const tokenInput = z.object({ token: z.string().regex(/^[0-9a-f]{64}$/) });

/** The confirm and unsubscribe links of a subscription's token. */
function newsletterLinks(token: string): { confirmUrl: string; unsubscribeUrl: string } {
  const base = env().PUBLIC_URL;
  return { confirmUrl: `${base}/newsletter/confirm?token=${token}`, unsubscribeUrl: `${base}/newsletter/unsubscribe?token=${token}` };
}

/** Mails the confirm link (with the one-click unsubscribe link and headers); a failed mail is a 502 SUBSCRIBE_FAILED. */
async function mailConfirmation(ctx: Ctx, email: string, token: string, locale: Locale): Promise<void> {
  try {
    await sendMail(ctx, email, { name: "newsletter-confirm", ...newsletterLinks(token) }, locale);
  } catch (error) {
    if (error instanceof MailDeliveryError) throw new AppError("SUBSCRIBE_FAILED", 502);
    throw error;
  }
}

/**
 * Double opt-in: a new address is kept as pending and mailed a confirm link; a pending address
 * gets the link again; a confirmed one is a success with nothing mailed. Limited per IP and e-mail;
 * if the first mail fails, nothing is kept.
 */
export async function subscribeToNewsletter(ctx: Ctx, raw: { email?: unknown }): Promise<SubscribeResult> {
  const { email } = parseInput(newsletterInput, raw);
  await consumeLimit(ctx, LIMITS.perIp, ctx.ip);
  await consumeLimit(ctx, LIMITS.perEmail, email);
  const [inserted] = await ctx.db
    .insert(newsletterSubscribers)
    .values({ email, locale: ctx.locale })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ token: newsletterSubscribers.token });
  if (inserted) {
    try {
      await mailConfirmation(ctx, email, inserted.token, ctx.locale);
    } catch (error) {
      await ctx.db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
      throw error;
    }
    return { email, alreadySubscribed: false };
  }
  const [existing] = await ctx.db
    .select({ token: newsletterSubscribers.token, confirmedAt: newsletterSubscribers.confirmedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .limit(1);
  if (existing && !existing.confirmedAt) await mailConfirmation(ctx, email, existing.token, ctx.locale);
  return { email, alreadySubscribed: Boolean(existing?.confirmedAt) };
}

/** Confirms the subscription of a mailed token (again is fine); an unknown token is a 400 NEWSLETTER_LINK_INVALID. */
export async function confirmNewsletter(ctx: Ctx, raw: { token?: unknown }): Promise<void> {
  const parsed = tokenInput.safeParse(raw);
  if (!parsed.success) throw new AppError("NEWSLETTER_LINK_INVALID", 400);
  const { token } = parsed.data;
  await ctx.db
    .update(newsletterSubscribers)
    .set({ confirmedAt: ctx.now() })
    .where(and(eq(newsletterSubscribers.token, token), isNull(newsletterSubscribers.confirmedAt)));
  const [row] = await ctx.db.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers).where(eq(newsletterSubscribers.token, token)).limit(1);
  if (!row) throw new AppError("NEWSLETTER_LINK_INVALID", 400);
}

/** Unsubscribes the holder of a mailed token by deleting the address; idempotent, so it answers the same whether the address was still there or not. */
export async function unsubscribeFromNewsletter(ctx: Ctx, raw: { token?: unknown }): Promise<void> {
  const parsed = tokenInput.safeParse(raw);
  if (!parsed.success) throw new AppError("NEWSLETTER_LINK_INVALID", 400);
  await ctx.db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.token, parsed.data.token));
}
