import { and, desc, eq, gt, gte, ne, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { session } from "~/db/schema/auth";
import { notHidden } from "~/features/moderation/public.server";
import { type Ctx, requireActor } from "~/lib/context.server";
import { SESSION_ABSOLUTE_SECONDS } from "./auth.server";

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

/**
 * Which of these sessions still stand, in one query however many are asked: the session exists, is
 * within its idle expiry and its 30-day absolute lifetime (as resolveActor judges), and its user is
 * not suspended. Live streams ask this at every heartbeat.
 */
export async function standingSessions(db: Db, sessionIds: string[], now: Date): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: session.id })
    .from(session)
    .where(
      and(
        sql`${session.id} in (select json_array_elements_text(${JSON.stringify(sessionIds)}::json))`,
        gt(session.expiresAt, now),
        gte(session.createdAt, new Date(now.getTime() - SESSION_ABSOLUTE_SECONDS * 1000)),
        notHidden(sql`${session.userId}`),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
