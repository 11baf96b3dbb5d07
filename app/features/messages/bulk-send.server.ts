import { type Ctx, requireActor } from "~/lib/context.server";
import { deliverMessages } from "./send-core.server";
import { sendStandings } from "./send-rules.server";

/**
 * Sends the same message (and files) to several people at once, each in their own conversation, all
 * or nothing: under the sender's lock, refused whole ('TALENT_BULK_TOO_MANY', 429) when the new people
 * among them are more than the sender may still write to today; the same rules as one send otherwise.
 */
export async function sendMessages(
  ctx: Ctx,
  input: { recipientIds: string[]; subject: unknown; content: unknown; fileIds?: string[] },
): Promise<{ sent: number }> {
  const sent = await deliverMessages(ctx, input, "bulk");
  return { sent: sent.length };
}

/** How many new people the signed-in account may still write to today, and its daily limit (100 for a company, 5 for an individual). */
export async function newRecipientsLeft(ctx: Ctx): Promise<{ remaining: number; limit: number }> {
  const actor = requireActor(ctx);
  const { day } = await sendStandings(ctx.db, actor, [], ctx.now());
  return { remaining: Math.max(0, day.limit - day.today), limit: day.limit };
}
