import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { user } from "~/db/schema/auth";
import { companyWebsites } from "~/db/schema/company-sites";
import { companyProfiles } from "~/db/schema/profiles";
import { deliverWebsiteInquiry } from "~/features/messages/public.server";
import { authSecret } from "~/lib/auth-secret.server";
import { type Ctx, withTransaction } from "~/lib/context.server";
import { env } from "~/lib/env.server";
import { AppError, errorKey, isAppError } from "~/lib/errors";
import { asLocale } from "~/lib/i18n/locales";
import { logger } from "~/lib/logger.server";
import { queueMail } from "~/lib/mail/mail-queue.server";
import { parseInput } from "~/lib/parse-input.server";
import { consumeLimit, type LimitRule } from "~/lib/rate-limit.server";
import { textField } from "~/lib/text-input";
import { readSiteData } from "./site-data";

/** A person takes longer than this to fill in a name, an e-mail and a message; a bot posting at once does not. */
export const MIN_FILL_SECONDS = 3;
/** Per address: a few messages an hour to the websites, enough for a person, nothing for a flood. */
export const INQUIRY_LIMIT: LimitRule = { name: "site-inquiry", max: 5, windowSeconds: 60 * 60 };
/** A form shown longer ago than this is refused ('El formulario caducó'): a visitor who left the page open reloads it; a bot cannot keep one stamp for ever. */
export const STAMP_LIFETIME_SECONDS = 3 * 60 * 60;
/** One message per stamp and connection for as long as the stamp lives (a cached page gives many visitors the same stamp, so it is not one per stamp alone). */
const STAMP_USES: LimitRule = { name: "site-form-stamp", max: 1, windowSeconds: STAMP_LIFETIME_SECONDS };

const inquiryInput = z.object({
  name: textField({ max: 120, notText: errorKey("SITE_INQUIRY_NAME_REQUIRED") }).refine((value) => value.length > 0, errorKey("SITE_INQUIRY_NAME_REQUIRED")),
  email: textField({ max: 254, notText: errorKey("SITE_INQUIRY_EMAIL_INVALID") }).refine(
    (value) => z.email().safeParse(value).success,
    errorKey("SITE_INQUIRY_EMAIL_INVALID"),
  ),
  message: textField({ max: 3000, shape: "multiline", notText: errorKey("SITE_INQUIRY_MESSAGE_REQUIRED") }).refine(
    (value) => value.length > 0,
    errorKey("SITE_INQUIRY_MESSAGE_REQUIRED"),
  ),
});

function stampSignature(ms: number): Buffer {
  return createHmac("sha256", authSecret()).update(`site-form:${ms}`).digest();
}

/** The form's start stamp: when it was shown, signed so nobody can claim an earlier start. */
export function formStamp(now: Date): string {
  const ms = now.getTime();
  return `${ms}.${stampSignature(ms).toString("base64url")}`;
}

/** Seconds since the stamp was made, or null when it is missing or forged. */
function secondsSince(stamp: string | undefined, now: Date): number | null {
  const [msText, signature] = (stamp ?? "").split(".");
  const ms = Number(msText);
  if (!Number.isSafeInteger(ms) || !signature) return null;
  const given = Buffer.from(signature, "base64url");
  const expected = stampSignature(ms);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return (now.getTime() - ms) / 1000;
}

/** True the first time a stamp is used from this connection, false for a replay or a form sent twice (counted in the caller's transaction, so two at once deliver once). */
async function firstUseOfStamp(tx: Ctx, stamp: string): Promise<boolean> {
  try {
    await consumeLimit(tx, STAMP_USES, `${tx.ip}|${stamp}`);
    return true;
  } catch (error) {
    if (isAppError(error) && error.key === "RATE_LIMITED") return false;
    throw error;
  }
}

/**
 * The contact form of a published site (spec §2: only when its contact section and `showForm` are
 * on): name, e-mail and message, checked in Spanish. A person's message reaches the company's RedAV
 * inbox (from the website form, signed with the visitor's name and e-mail) and its e-mail address
 * (Reply-To the visitor), in one transaction with the outbox. Each address sends at most 5 an hour
 * (429 saying when). A bot (the hidden `website` field filled, or the form sent sooner than 3 s
 * after it was shown, or without a valid stamp) gets the same answer and nothing is delivered. A
 * stamp older than 3 hours is refused (400, reload the page); a stamp already used from the same
 * connection (a replay, a form sent twice) gets the same answer and delivers nothing more.
 */
export async function sendSiteInquiry(ctx: Ctx, slug: string, values: Record<string, string>): Promise<{ sent: true }> {
  const [row] = await ctx.db
    .select({
      data: companyWebsites.data,
      companyId: companyWebsites.companyId,
      companyName: companyProfiles.companyName,
      companyEmail: companyProfiles.email,
      locale: user.locale,
    })
    .from(companyWebsites)
    .innerJoin(companyProfiles, eq(companyProfiles.id, companyWebsites.companyId))
    .innerJoin(user, eq(user.id, companyWebsites.companyId))
    .where(eq(companyWebsites.slug, slug.toLowerCase()))
    .limit(1);
  const site = row ? readSiteData(row.data) : null;
  if (!row || !site) throw new AppError("SITE_NOT_FOUND", 404);
  if (!site.sections.contact || !site.contact.showForm) throw new AppError("SITE_CONTACT_OFF", 403);
  const input = parseInput(inquiryInput, values);
  await consumeLimit(ctx, INQUIRY_LIMIT, ctx.ip, "SITE_INQUIRY_LIMIT");
  const seconds = secondsSince(values.startedAt, ctx.now());
  if ((values.website ?? "") !== "" || seconds === null || seconds < MIN_FILL_SECONDS) {
    logger.info({ slug, honeypot: Boolean(values.website), seconds }, "a website contact form looked automated: nothing delivered");
    return { sent: true };
  }
  if (seconds > STAMP_LIFETIME_SECONDS) throw new AppError("SITE_INQUIRY_FORM_EXPIRED", 400);
  const stamp = values.startedAt ?? "";
  const inquiry = { companyId: row.companyId, visitorName: input.name, visitorEmail: input.email, message: input.message, now: ctx.now() };
  const delivered = await withTransaction(ctx, async (tx) => {
    if (!(await firstUseOfStamp(tx, stamp))) return false;
    await deliverWebsiteInquiry(tx.db, inquiry);
    await queueMail(
      tx.db,
      row.companyEmail,
      {
        name: "site-inquiry",
        companyName: row.companyName,
        visitorName: input.name,
        visitorEmail: input.email,
        message: input.message,
        inboxUrl: `${env().PUBLIC_URL}/company/messages`,
      },
      asLocale(row.locale) ?? "es",
    );
    return true;
  });
  if (!delivered) logger.info({ slug }, "a website contact form came again with a stamp already used: nothing delivered");
  return { sent: true };
}
