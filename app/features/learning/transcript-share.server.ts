import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { learningTranscripts } from "~/db/schema/assessments";
import { accountSuspensions } from "~/db/schema/moderation";
import { accountDeletions } from "~/db/schema/privacy";
import { type Ctx, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { purgePages } from "~/lib/page-cache.server";
import { learningPolicy } from "./policy";
import type { TranscriptShare } from "./transcript-views";

/** A share id: 128 random bits, base64url (22 characters), so no shared transcript can be guessed. */
const SHARE_ID = /^[A-Za-z0-9_-]{22}$/;

/** The public address of a shared transcript. */
export function transcriptPath(shareId: string): string {
  return `/formacion/${shareId}`;
}

function newShareId(): string {
  return randomBytes(16).toString("base64url");
}

/** Whether the member shares her transcript, and at which id. */
export async function shareOf(ctx: Pick<Ctx, "db">, userId: string): Promise<TranscriptShare> {
  const [row] = await ctx.db
    .select({ shareId: learningTranscripts.shareId, sharedAt: learningTranscripts.sharedAt })
    .from(learningTranscripts)
    .where(eq(learningTranscripts.userId, userId))
    .limit(1);
  return { shareId: row?.shareId ?? null, sharedAt: row?.sharedAt?.toISOString() ?? null };
}

/** Forgets the cached public page of a share id on every instance (a link withdrawn answers 404 at once). */
async function forget(ctx: Pick<Ctx, "db">, shareId: string | null): Promise<void> {
  if (shareId) await purgePages(ctx.db, transcriptPath(shareId));
}

/** Sets the member's share id to a fresh one (or none), returning the one it replaced. */
function setShare(ctx: Ctx, userId: string, shareId: string | null): Promise<string | null> {
  return withTransaction(ctx, async (tx) => {
    const [before] = await tx.db
      .select({ shareId: learningTranscripts.shareId })
      .from(learningTranscripts)
      .where(eq(learningTranscripts.userId, userId))
      .for("update")
      .limit(1);
    const sharedAt = shareId ? tx.now() : null;
    await tx.db
      .insert(learningTranscripts)
      .values({ userId, shareId, sharedAt })
      .onConflictDoUpdate({ target: learningTranscripts.userId, set: { shareId, sharedAt } });
    return before?.shareId ?? null;
  });
}

/**
 * 'Compartir mi formación': the signed-in member publishes her transcript at a random address;
 * sharing when already shared keeps the same address (two clicks make one link). Only her own.
 */
export async function shareTranscript(ctx: Ctx): Promise<TranscriptShare> {
  const actor = learningPolicy.authorize(ctx.actor, "takeCourses");
  await ctx.db
    .insert(learningTranscripts)
    .values({ userId: actor.id, shareId: newShareId(), sharedAt: ctx.now() })
    .onConflictDoUpdate({
      target: learningTranscripts.userId,
      set: { shareId: sql`excluded.share_id`, sharedAt: sql`excluded.shared_at` },
      setWhere: sql`${learningTranscripts.shareId} is null`,
    });
  return shareOf(ctx, actor.id);
}

/** 'Crear un enlace nuevo': the member's transcript moves to a new random address; the old one answers 404 from now on. */
export async function renewTranscriptShare(ctx: Ctx): Promise<TranscriptShare> {
  const actor = learningPolicy.authorize(ctx.actor, "takeCourses");
  await forget(ctx, await setShare(ctx, actor.id, newShareId()));
  return shareOf(ctx, actor.id);
}

/** 'Dejar de compartir': the member's transcript is private again; its address answers 404 'TRANSCRIPT_NOT_FOUND'. */
export async function stopSharingTranscript(ctx: Ctx): Promise<TranscriptShare> {
  const actor = learningPolicy.authorize(ctx.actor, "takeCourses");
  await forget(ctx, await setShare(ctx, actor.id, null));
  return shareOf(ctx, actor.id);
}

/** Forgets the cached public transcript of a member (call after a change to her certificates, e.g. a revocation). */
export async function purgeTranscriptOf(ctx: Pick<Ctx, "db">, userId: string): Promise<void> {
  await forget(ctx, (await shareOf(ctx, userId)).shareId);
}

/**
 * The member who shares her transcript at `shareId`; 404 'TRANSCRIPT_NOT_FOUND' for a malformed,
 * unknown or withdrawn id, and for a suspended member or one whose account is being deleted.
 */
export async function sharedTranscriptOwner(ctx: Pick<Ctx, "db">, shareId: string): Promise<string> {
  if (!SHARE_ID.test(shareId)) throw new AppError("TRANSCRIPT_NOT_FOUND", 404);
  const [row] = await ctx.db
    .select({ userId: learningTranscripts.userId })
    .from(learningTranscripts)
    .where(
      and(
        eq(learningTranscripts.shareId, shareId),
        isNotNull(learningTranscripts.sharedAt),
        sql`not exists (select 1 from ${accountSuspensions} where ${accountSuspensions.userId} = ${learningTranscripts.userId})`,
        sql`not exists (select 1 from ${accountDeletions} where ${accountDeletions.userId} = ${learningTranscripts.userId})`,
      ),
    )
    .limit(1);
  if (!row) throw new AppError("TRANSCRIPT_NOT_FOUND", 404);
  return row.userId;
}

const SHARE_CHANGES = { share: shareTranscript, renew: renewTranscriptShare, stop: stopSharingTranscript } as const;

/** What the member asked of her transcript's sharing: 'share', 'renew' or 'stop'; anything else is 400 'UNKNOWN_INTENT' and changes nothing. */
export async function changeTranscriptShare(ctx: Ctx, intent: unknown): Promise<{ intent: keyof typeof SHARE_CHANGES; share: TranscriptShare }> {
  if (typeof intent !== "string" || !Object.hasOwn(SHARE_CHANGES, intent)) throw new AppError("UNKNOWN_INTENT", 400);
  const known = intent as keyof typeof SHARE_CHANGES;
  return { intent: known, share: await SHARE_CHANGES[known](ctx) };
}
