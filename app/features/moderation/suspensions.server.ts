import { eq, type SQL, sql } from "drizzle-orm";
import { session } from "~/db/schema/auth";
import { accountSuspensions } from "~/db/schema/moderation";
import { recordAdminAction } from "~/lib/audit.server";
import { type Ctx, requireAdmin, withTransaction } from "~/lib/context.server";
import { purgePages } from "~/lib/page-cache.server";
import { checkedMemberId } from "./accounts.server";
import { type DbSource, dbOf } from "./db-source";

/** Whether an account is suspended (one primary-key probe). */
export async function isSuspended(source: DbSource, userId: string): Promise<boolean> {
  const rows = await dbOf(source).select({ userId: accountSuspensions.userId }).from(accountSuspensions).where(eq(accountSuspensions.userId, userId)).limit(1);
  return rows.length > 0;
}

/**
 * SQL that holds when the account whose id is `idColumn` is not suspended (for lists and searches).
 * A `not in` over the (small, never null) suspensions is one hashed subplan for the whole query, so
 * an ordered index scan with a limit keeps its plan; a correlated `not exists` made the planner
 * prefer scanning and sorting a member's whole inbox on small tables (bench/messages.ts: 33 ms).
 */
export function notSuspended(idColumn: SQL): SQL {
  return sql`${idColumn} not in (select suspended.user_id from account_suspensions suspended)`;
}

/**
 * SQL that holds when a viewer may find the account `idColumn` in a list or a search: it is not
 * suspended and the viewer did not block it (a signed-out viewer blocked nobody).
 */
export function visibleTo(viewerId: string | null, idColumn: SQL): SQL {
  if (!viewerId) return notSuspended(idColumn);
  return sql`${notSuspended(idColumn)} and not exists (select 1 from user_blocks hidden where hidden.blocker_id = ${viewerId} and hidden.blocked_id = ${idColumn})`;
}

/**
 * Suspends an account inside the caller's transaction: the suspension row (kept once however often
 * it is asked) and the end of every session of the account. Cached public pages are purged by the caller after commit.
 */
export async function writeSuspension(tx: Ctx, input: { userId: string; adminId: string; reportId: number | null }): Promise<void> {
  await tx.db
    .insert(accountSuspensions)
    .values({ userId: input.userId, suspendedBy: input.adminId, reportId: input.reportId, suspendedAt: tx.now() })
    .onConflictDoNothing();
  await tx.db.delete(session).where(eq(session.userId, input.userId));
}

/** An admin reinstates a suspended account (it can sign in and shows again); reinstating one not suspended succeeds. */
export async function unsuspend(ctx: Ctx, rawId: unknown): Promise<{ suspended: false }> {
  requireAdmin(ctx);
  const userId = checkedMemberId(rawId);
  await withTransaction(ctx, async (tx) => {
    const lifted = await tx.db.delete(accountSuspensions).where(eq(accountSuspensions.userId, userId)).returning({ reportId: accountSuspensions.reportId });
    if (lifted.length === 0) return;
    await recordAdminAction(tx, {
      action: "account.unsuspend",
      targetType: "account",
      targetId: userId,
      subjectId: userId,
      before: { suspended: true, reportId: lifted[0].reportId },
      after: { suspended: false },
    });
  });
  await purgePages(ctx.db, "/explore");
  return { suspended: false };
}
