import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { env } from "~/lib/env.server";
import { AppError } from "~/lib/errors";
import { asLocale } from "~/lib/i18n/locales";
import { queueMail } from "~/lib/mail/mail-queue.server";
import type { MailTemplate } from "~/lib/mail/templates.server";
import { textLength } from "~/lib/text";
import { cleanText } from "~/lib/text-input";
import { SUSPENSION_TEXTS } from "./suspension-texts";

/** An appeal link's token: 32 random bytes in base64url (43 characters). */
const APPEAL_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new appeal link's token and the SHA-256 the suspension keeps of it (the token itself is only mailed). */
export function newAppealToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: sha256(token) };
}

/** The SHA-256 (hex) of an appeal token as posted, or null when it cannot be one. */
export function appealTokenHash(raw: unknown): string | null {
  return typeof raw === "string" && APPEAL_TOKEN.test(raw) ? sha256(raw) : null;
}

/**
 * The reason an admin gives for suspending, lifting or keeping a suspension, under the text rule:
 * 10 to 1000 characters (400 'MODERATION_REASON_REQUIRED' or '…_TOO_LONG' naming the field `reason`).
 */
export function moderationReason(raw: unknown): string {
  const { min, max } = SUSPENSION_TEXTS.reason;
  const reason = cleanText(raw, "multiline", "reason");
  if (textLength(reason) < min) throw new AppError("MODERATION_REASON_REQUIRED", 400, { min }, "reason");
  if (textLength(reason) > max) throw new AppError("MODERATION_REASON_TOO_LONG", 400, { max }, "reason");
  return reason;
}

/** What the member is told: suspended (with the appeal link), reinstated, or their appeal refused; always with the admin's reason. */
export type SuspensionNotice =
  | { kind: "suspended"; reason: string; appealToken: string }
  | { kind: "reinstated"; reason: string }
  | { kind: "upheld"; reason: string };

/**
 * Mails the member about their suspension in their own language (`user.locale`), in the caller's
 * transaction: the mail goes out through the outbox only if the change commits.
 */
export async function mailSuspensionNotice(db: Db, userId: string, notice: SuspensionNotice): Promise<void> {
  const [account] = await db.select({ email: user.email, locale: user.locale }).from(user).where(eq(user.id, userId)).limit(1);
  if (!account) return;
  const base = env().PUBLIC_URL;
  const template: MailTemplate =
    notice.kind === "suspended"
      ? { name: "account-suspended", reason: notice.reason, appealUrl: `${base}/apelar?token=${notice.appealToken}` }
      : notice.kind === "reinstated"
        ? { name: "account-reinstated", reason: notice.reason, loginUrl: `${base}/login` }
        : { name: "appeal-upheld", reason: notice.reason };
  await queueMail(db, account.email, template, asLocale(account.locale) ?? "es");
}
