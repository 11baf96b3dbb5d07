import { and, eq, inArray } from "drizzle-orm";
import { talentListMembers } from "~/db/schema/recruiting";
import { sendMessages } from "~/features/messages/public.server";
import { type Ctx, requireActor } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { RECRUITING_LIMITS } from "./limits";
import { isId, ownList } from "./list-entries.server";
import { recruitingPolicy } from "./policy";

/** The chosen technicians: each a well-formed id (else 404), without repeats, from 1 (else 'TALENT_BULK_NONE_CHOSEN', 400) to 50 (else 'TALENT_BULK_TOO_MANY_CHOSEN', 400). */
function chosen(value: unknown): string[] {
  const values = Array.isArray(value) ? value : typeof value === "string" && value !== "" ? [value] : [];
  if (!values.every(isId)) throw new AppError("TALENT_TECHNICIAN_NOT_FOUND", 404);
  const ids = [...new Set(values as string[])];
  if (ids.length === 0) throw new AppError("TALENT_BULK_NONE_CHOSEN", 400, {}, "technicianIds");
  if (ids.length > RECRUITING_LIMITS.bulkRecipients) {
    throw new AppError("TALENT_BULK_TOO_MANY_CHOSEN", 400, { max: RECRUITING_LIMITS.bulkRecipients }, "technicianIds");
  }
  return ids;
}

/**
 * Writes the same message (and files) to several technicians of one list: each gets a separate
 * conversation; refused whole (nothing sent) when the company's new recipients left today are fewer
 * than the new people chosen. Every chosen technician must be in the list (else 404, nothing sent).
 */
export async function writeToTalentList(
  ctx: Ctx,
  input: { listId?: unknown; technicianIds?: unknown; subject?: unknown; content?: unknown; fileIds?: string[] },
): Promise<{ sent: number }> {
  const actor = recruitingPolicy.authorize(requireActor(ctx), "recruit");
  const list = await ownList(ctx, actor.id, input.listId);
  const ids = chosen(input.technicianIds);
  const members = await ctx.db
    .select({ id: talentListMembers.technicianId })
    .from(talentListMembers)
    .where(and(eq(talentListMembers.listId, list.id), inArray(talentListMembers.technicianId, ids)));
  if (members.length !== ids.length) throw new AppError("TALENT_TECHNICIAN_NOT_FOUND", 404);
  return sendMessages(ctx, { recipientIds: ids, subject: input.subject, content: input.content, fileIds: input.fileIds ?? [] });
}
