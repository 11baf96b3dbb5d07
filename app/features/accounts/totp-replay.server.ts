import { and, eq, lt, sql } from "drizzle-orm";
import { usedTotpCodes } from "~/db/schema/two-factor-codes";
import type { Ctx } from "~/lib/context.server";

/**
 * How long a TOTP code stays acceptable: better-auth takes the current 30-second step and one on
 * each side, so a code is valid for at most 90 seconds; we remember it a little longer.
 */
const CODE_VALIDITY_MS = 120_000;

/**
 * Claims a TOTP code that just verified for a user, atomically: true the first time, false when the
 * same code was already used for this account while still valid (a replay). Old claims are forgotten.
 */
export async function claimTotpCode(ctx: Pick<Ctx, "db" | "now">, userId: string, code: string): Promise<boolean> {
  const now = ctx.now();
  const stale = new Date(now.getTime() - CODE_VALIDITY_MS);
  const claimed = await ctx.db
    .insert(usedTotpCodes)
    .values({ userId, code, usedAt: now })
    .onConflictDoUpdate({ target: [usedTotpCodes.userId, usedTotpCodes.code], set: { usedAt: now }, setWhere: sql`${usedTotpCodes.usedAt} < ${stale}` })
    .returning({ userId: usedTotpCodes.userId });
  await ctx.db.delete(usedTotpCodes).where(and(eq(usedTotpCodes.userId, userId), lt(usedTotpCodes.usedAt, stale)));
  return claimed.length > 0;
}
