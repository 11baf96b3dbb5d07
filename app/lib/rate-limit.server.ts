import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { requestLimits } from "~/db/schema/request-limits";
import type { Ctx } from "~/lib/context.server";
import { AppError, type ErrorKey, LimitReached } from "~/lib/errors";

export type LimitRule = { name: string; max: number; windowSeconds: number };

type LimitCtx = Pick<Ctx, "db" | "now">;

const keyOf = (rule: LimitRule, subject: string) => `${rule.name}:${subject.toLowerCase()}`;

/** Adds one to the counter of `subject` under `rule` (a new window starts when the old one ended) and returns the new count and its window's start, atomically. */
async function count(ctx: LimitCtx, rule: LimitRule, subject: string): Promise<{ count: number; windowStart: Date }> {
  const now = ctx.now();
  const windowStartedBefore = new Date(now.getTime() - rule.windowSeconds * 1000);
  const windowEnd = new Date(now.getTime() + rule.windowSeconds * 1000);
  const expired = sql`${requestLimits.windowStart} < ${windowStartedBefore}`;
  const rows = await ctx.db
    .insert(requestLimits)
    .values({ key: keyOf(rule, subject), count: 1, windowStart: now, windowEnd })
    .onConflictDoUpdate({
      target: requestLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${requestLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${now} else ${requestLimits.windowStart} end`,
        windowEnd: sql`case when ${expired} then ${windowEnd} else ${requestLimits.windowEnd} end`,
      },
    })
    .returning({ count: requestLimits.count, windowStart: requestLimits.windowStart });
  return rows[0] ?? { count: 0, windowStart: now };
}

/**
 * Counts one attempt for `subject` under `rule`, atomically; once over the limit it throws a 429:
 * `refusal` (a catalog text that gets `{{max}}` and `{{wait}}`, with Retry-After), or 'RATE_LIMITED'.
 */
export async function consumeLimit(ctx: LimitCtx, rule: LimitRule, subject: string, refusal?: ErrorKey): Promise<void> {
  const counted = await count(ctx, rule, subject);
  if (counted.count <= rule.max) return;
  if (!refusal) throw new AppError("RATE_LIMITED", 429);
  const secondsLeft = (counted.windowStart.getTime() + rule.windowSeconds * 1000 - ctx.now().getTime()) / 1000;
  throw new LimitReached(refusal, secondsLeft, { max: rule.max });
}

/** Counts one failure for `subject` under `rule` without refusing anything (the check is `limitReached`). */
export async function recordFailure(ctx: LimitCtx, rule: LimitRule, subject: string): Promise<void> {
  await count(ctx, rule, subject);
}

/** True when `subject` has used up `rule` in the current window (reads only). */
export async function limitReached(ctx: LimitCtx, rule: LimitRule, subject: string): Promise<boolean> {
  const windowStartedAfter = new Date(ctx.now().getTime() - rule.windowSeconds * 1000);
  const [row] = await ctx.db
    .select({ count: requestLimits.count })
    .from(requestLimits)
    .where(and(eq(requestLimits.key, keyOf(rule, subject)), gte(requestLimits.windowStart, windowStartedAfter)))
    .limit(1);
  return (row?.count ?? 0) >= rule.max;
}

/** Forgets the counter of `subject` under `rule` (e.g. the failures of an IP once the right password arrives). */
export async function clearLimit(ctx: LimitCtx, rule: LimitRule, subject: string): Promise<void> {
  await ctx.db.delete(requestLimits).where(eq(requestLimits.key, keyOf(rule, subject)));
}

/** How often the counters whose window has ended are deleted. */
export const LIMITS_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes every counter whose window ended before `now` (they hold IP addresses and e-mails, and count nothing any more); returns how many. */
export async function deleteEndedLimits(db: Db, now: Date): Promise<number> {
  const deleted = await db.delete(requestLimits).where(lt(requestLimits.windowEnd, now)).returning({ key: requestLimits.key });
  return deleted.length;
}
