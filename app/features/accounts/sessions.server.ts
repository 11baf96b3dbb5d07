import { and, desc, eq, gt, ne } from "drizzle-orm";
import { session } from "~/db/schema/auth";
import { type Ctx, requireActor } from "~/lib/context.server";

export type ActiveSession = { id: string; current: boolean; createdAt: string; ipAddress: string | null; userAgent: string | null };

export type SecurityOverview = { sessions: ActiveSession[]; twoFactorEnabled: boolean };

/** The signed-in user's security page: their unexpired sessions newest first (at most 50, this one marked) and whether 2FA is on. */
export async function securityOverview(ctx: Ctx): Promise<SecurityOverview> {
  const actor = requireActor(ctx);
  const rows = await ctx.db
    .select({ id: session.id, createdAt: session.createdAt, ipAddress: session.ipAddress, userAgent: session.userAgent })
    .from(session)
    .where(and(eq(session.userId, actor.id), gt(session.expiresAt, ctx.now())))
    .orderBy(desc(session.createdAt))
    .limit(50);
  const sessions = rows.map((row) => ({
    id: row.id,
    current: row.id === actor.sessionId,
    createdAt: row.createdAt.toISOString(),
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
  }));
  return { sessions, twoFactorEnabled: actor.twoFactorEnabled };
}

/** Revokes one of the signed-in user's own other sessions; another user's session or the current one is left alone. */
export async function revokeOwnSession(ctx: Ctx, raw: { sessionId?: unknown }): Promise<void> {
  const actor = requireActor(ctx);
  const sessionId = typeof raw.sessionId === "string" ? raw.sessionId : "";
  if (!sessionId) return;
  await ctx.db.delete(session).where(and(eq(session.id, sessionId), eq(session.userId, actor.id), ne(session.id, actor.sessionId)));
}
