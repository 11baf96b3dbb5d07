import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { MEMBERSHIP_LEVELS, type MembershipLevel } from "~/lib/actor";
import { env } from "~/lib/env.server";
import { asLocale } from "~/lib/i18n/locales";
import { queueMail } from "~/lib/mail/mail-queue.server";
import { enqueue } from "~/lib/outbox/enqueue.server";

/** What happened to a member's level: their request approved or refused, or an admin changed it directly. */
export type LevelDecision = { userId: string; outcome: "approved" | "refused" | "changed"; level: string; previousLevel: string };

const asLevel = (value: string): MembershipLevel => ((MEMBERSHIP_LEVELS as readonly string[]).includes(value) ? (value as MembershipLevel) : "bronze");

/**
 * Tells the member about their level (issue 25 §2), in the caller's transaction: an in-app
 * notification through the outbox and an e-mail in their language with a link to their area. Both
 * go out only if the change commits.
 */
export async function announceLevelDecision(db: Db, decision: LevelDecision): Promise<void> {
  await enqueue(db, { type: "membership.level_decided", payload: decision });
  const [account] = await db.select({ email: user.email, locale: user.locale }).from(user).where(eq(user.id, decision.userId)).limit(1);
  if (!account) return;
  const level = asLevel(decision.level);
  await queueMail(
    db,
    account.email,
    { name: "level-decision", outcome: decision.outcome, level, url: `${env().PUBLIC_URL}/${level}-member` },
    asLocale(account.locale) ?? "es",
  );
}
