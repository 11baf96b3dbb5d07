import { blockStatus, isHidden } from "~/features/moderation/public.server";
import { type Ctx, requireActor } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { isFormerMember } from "~/lib/vocabulary/display-name";
import { WEBSITE_FORM_SENDER_ID } from "./counterpart-name";
import { remainingQuota } from "./messages.server";
import { messagesPolicy } from "./policy";
import { accountKind, type SendPermission, sendPermission } from "./send-rules.server";

/**
 * What the composer tells the sender before anything is sent: whether they may write to this person,
 * why not (the send rules, or a block either way), today's remaining quota, and whether the viewer
 * blocked them (for the block button).
 */
export type ComposerState = (SendPermission | { allowed: false; reason: "blocked" | "websiteForm" | "formerMember"; remaining: number }) & {
  quotaApplies: boolean;
  blockedByMe: boolean;
};

/** The send rules applied ahead of time for the composer of a conversation with `recipientId` (the send checks them again under its lock); 404 for an unknown or hidden (suspended, leaving, unverified) recipient, as the send answers. */
export async function composerState(ctx: Ctx, recipientId: string): Promise<ComposerState> {
  const actor = requireActor(ctx);
  const quotaApplies = !messagesPolicy.can(actor, "writeWithoutDailyQuota");
  // The website form's messages are answered by e-mail, to the address the visitor left.
  if (recipientId === WEBSITE_FORM_SENDER_ID) return { allowed: false, reason: "websiteForm", remaining: 0, quotaApplies, blockedByMe: false };
  // An erased account's messages stay for the other side, who can no longer write back (issue 25 §1).
  if (isFormerMember(recipientId)) return { allowed: false, reason: "formerMember", remaining: 0, quotaApplies, blockedByMe: false };
  const [kind, hidden] = await Promise.all([accountKind(ctx.db, recipientId), isHidden(ctx, recipientId)]);
  if (!kind || hidden || recipientId === actor.id) throw new AppError("MESSAGE_RECIPIENT_NOT_FOUND", 404);
  const [permission, blocks] = await Promise.all([sendPermission(ctx.db, actor, recipientId, kind, ctx.now()), blockStatus(ctx, recipientId)]);
  if (blocks.blockedByMe || blocks.blockedMe)
    return { allowed: false, reason: "blocked", remaining: permission.remaining, quotaApplies, blockedByMe: blocks.blockedByMe };
  return { ...permission, quotaApplies, blockedByMe: false };
}

/** Today's quota for a new message to someone not chosen yet: 999 for a company (no quota), else 5 minus today's distinct recipients. */
export async function newMessageQuota(ctx: Ctx): Promise<{ remaining: number; quotaApplies: boolean }> {
  return { remaining: await remainingQuota(ctx), quotaApplies: !messagesPolicy.can(requireActor(ctx), "writeWithoutDailyQuota") };
}
