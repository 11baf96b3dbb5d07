import { and, eq, type SQL, sql } from "drizzle-orm";
import { checkFragment, rawQuery } from "~/db/raw-query";
import { session } from "~/db/schema/auth";
import { accountSuspensions, suspensionAppeals } from "~/db/schema/moderation";
import { recordAdminAction } from "~/lib/audit.server";
import { type Ctx, withTransaction } from "~/lib/context.server";
import { purgePages } from "~/lib/page-cache.server";
import { checkedMemberId } from "./accounts.server";
import { type DbSource, dbOf } from "./db-source";
import { moderationPolicy } from "./policy";
import { mailSuspensionNotice, moderationReason, newAppealToken } from "./suspension-notice.server";

/** Whether an account is suspended (one primary-key probe). */
export async function isSuspended(source: DbSource, userId: string): Promise<boolean> {
  const rows = await dbOf(source).select({ userId: accountSuspensions.userId }).from(accountSuspensions).where(eq(accountSuspensions.userId, userId)).limit(1);
  return rows.length > 0;
}

/**
 * A member account (technician or company) whose e-mail was never verified (issue 35 §6); the site
 * form's sender and former members are not members and never verify, and their messages stay shown.
 * Written as the predicate of the partial index `user_unverified_idx`, which holds only these rows.
 */
const UNVERIFIED = sql`not unverified.email_verified and unverified.user_type in ('individual', 'company')`;

/**
 * SQL that holds when the account whose id is `idColumn` is not suspended, not on its way out (its
 * owner asked for its deletion: issue 25 §1) and not a member account that never verified its
 * e-mail (issue 35 §6), for lists and searches. A `not in` over the (small, never null) suspensions,
 * deletions and unverified accounts (an index-only scan of the partial index that holds just them)
 * is one hashed subplan for the whole query, so an ordered index scan with a limit keeps its plan; a
 * correlated `not exists` made the planner prefer scanning and sorting a member's whole inbox on
 * small tables (bench/messages.ts: 33 ms).
 */
export function notHidden(idColumn: SQL): SQL {
  return sql`${idColumn} not in (select suspended.user_id from account_suspensions suspended union all select leaving.user_id from account_deletions leaving union all select unverified.id from "user" unverified where ${UNVERIFIED})`;
}

/** Account standing: whether it is suspended, whether its deletion is scheduled, whether it is a member account that never verified its e-mail (three primary-key probes in one query). */
export type AccountStanding = { suspended: boolean; leaving: boolean; unverified: boolean };

const STANDING = rawQuery(
  "moderation.account-standing",
  (userId: string) =>
    sql<AccountStanding>`select exists (select 1 from account_suspensions where user_id = ${userId}) as suspended,
               exists (select 1 from account_deletions where user_id = ${userId}) as leaving,
               exists (select 1 from "user" unverified where unverified.id = ${userId} and ${UNVERIFIED}) as unverified`,
  [["someone"]],
);

/** Why an account may be hidden from others: suspended, its deletion scheduled, and/or never verified (three primary-key probes in one query). */
export async function accountStanding(source: DbSource, userId: string): Promise<AccountStanding> {
  const [row] = await STANDING.rows(dbOf(source), userId);
  return { suspended: row?.suspended === true, leaving: row?.leaving === true, unverified: row?.unverified === true };
}

/** Whether an account is hidden from others: suspended, its deletion scheduled, or never verified. */
export async function isHidden(source: DbSource, userId: string): Promise<boolean> {
  const standing = await accountStanding(source, userId);
  return standing.suspended || standing.leaving || standing.unverified;
}

/**
 * SQL that holds when a viewer may find the account `idColumn` in a list or a search: it is not
 * hidden (`notHidden`) and the viewer did not block it (a signed-out viewer blocked nobody).
 */
export function visibleTo(viewerId: string | null, idColumn: SQL): SQL {
  if (!viewerId) return notHidden(idColumn);
  return sql`${notHidden(idColumn)} and not exists (select 1 from user_blocks hidden where hidden.blocker_id = ${viewerId} and hidden.blocked_id = ${idColumn})`;
}

checkFragment("moderation.visible-to", (viewerId: string | null) => sql`select p.id from user_profiles p where ${visibleTo(viewerId, sql`p.id`)}`, [
  [null],
  ["someone"],
]);

/**
 * Suspends an account inside the caller's transaction, for the admin's reason: the suspension row
 * (kept once however often it is asked: suspending a suspended account changes nothing and mails
 * nothing), the end of every session of the account, and an e-mail in the member's language with the
 * reason and a new appeal link, of which only the SHA-256 is kept. True when the account was not
 * suspended yet. Cached public pages are purged by the caller after commit.
 */
export async function writeSuspension(tx: Ctx, input: { userId: string; adminId: string; reportId: number | null; reason: string }): Promise<boolean> {
  const appeal = newAppealToken();
  const written = await tx.db
    .insert(accountSuspensions)
    .values({
      userId: input.userId,
      suspendedBy: input.adminId,
      reportId: input.reportId,
      suspendedAt: tx.now(),
      reason: input.reason,
      appealTokenHash: appeal.hash,
    })
    .onConflictDoNothing()
    .returning({ userId: accountSuspensions.userId });
  await tx.db.delete(session).where(eq(session.userId, input.userId));
  if (written.length === 0) return false;
  await mailSuspensionNotice(tx.db, input.userId, { kind: "suspended", reason: input.reason, appealToken: appeal.token });
  return true;
}

/**
 * Lifts a suspension inside the caller's transaction: deletes its row (the appeal link dies with it)
 * and mails the member, in their language, that the account is active again and why. The lifted
 * suspension, or null when the account was not suspended (nothing is mailed then).
 */
export async function liftSuspension(tx: Ctx, userId: string, reason: string): Promise<{ reportId: number | null; reason: string | null } | null> {
  const [lifted] = await tx.db
    .delete(accountSuspensions)
    .where(eq(accountSuspensions.userId, userId))
    .returning({ reportId: accountSuspensions.reportId, reason: accountSuspensions.reason });
  if (!lifted) return null;
  await mailSuspensionNotice(tx.db, userId, { kind: "reinstated", reason });
  return lifted;
}

/**
 * An admin reinstates a suspended account with a reason (10 to 1000 characters): it can sign in and
 * shows again, an open appeal of the member is closed as lifted, the member is mailed the reason and
 * the audit log keeps it, all in one transaction. Reinstating an account that is not suspended
 * succeeds and changes nothing; admins only.
 */
export async function unsuspend(ctx: Ctx, input: { userId?: unknown; reason?: unknown }): Promise<{ suspended: false }> {
  const admin = moderationPolicy.authorize(ctx.actor, "suspendAccounts");
  const userId = checkedMemberId(input.userId);
  const reason = moderationReason(input.reason);
  await withTransaction(ctx, async (tx) => {
    const lifted = await liftSuspension(tx, userId, reason);
    if (!lifted) return;
    const appeals = await tx.db
      .update(suspensionAppeals)
      .set({ status: "lifted", decidedAt: tx.now(), decidedBy: admin.id, decisionReason: reason })
      .where(and(eq(suspensionAppeals.userId, userId), eq(suspensionAppeals.status, "open")))
      .returning({ id: suspensionAppeals.id });
    await recordAdminAction(tx, {
      action: "account.unsuspend",
      targetType: "account",
      targetId: userId,
      subjectId: userId,
      before: { suspended: true, reportId: lifted.reportId, reason: lifted.reason },
      after: { suspended: false, reason, ...(appeals.length > 0 ? { appealsLifted: appeals.map((row) => row.id) } : {}) },
    });
  });
  await purgePages(ctx.db, "/explore");
  // A technician's page (technician-pages sits above this feature) and the sitemaps that list it.
  await purgePages(ctx.db, "/tecnicos");
  await purgePages(ctx.db, "/sitemap");
  return { suspended: false };
}
