import { eq } from "drizzle-orm";
import { messages } from "~/db/schema/messages";
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason, reports } from "~/db/schema/moderation";
import { type Ctx, requireActor } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { consumeLimit, type LimitRule } from "~/lib/rate-limit.server";
import { checkedMemberId, requireMember } from "./accounts.server";

/** A member files at most this many reports an hour (duplicates included): the queue cannot be flooded. */
const REPORTS_PER_HOUR: LimitRule = { name: "reports-user", max: 30, windowSeconds: 3600 };
/** Message ids are bigint, read as JavaScript numbers: 15 digits stay exact. */
const MESSAGE_ID = /^[1-9][0-9]{0,14}$/;

export type ReportFields = { reason: unknown; details?: unknown };

/** The reason (one of the list) and the optional details (trimmed, at most 1000 characters) of a report form. */
function reportFields(input: ReportFields): { reason: ReportReason; details: string | null } {
  const reason = typeof input.reason === "string" ? input.reason.trim() : "";
  if (!(REPORT_REASONS as readonly string[]).includes(reason)) throw new AppError("REPORT_REASON_REQUIRED", 400, {}, "reason");
  const details = typeof input.details === "string" ? input.details.trim() : "";
  if ([...details].length > REPORT_DETAILS_MAX) throw new AppError("REPORT_DETAILS_TOO_LONG", 400, {}, "details");
  return { reason: reason as ReportReason, details: details || null };
}

/** Queues a report once: a second open report of the same target by the same member is the same report. */
async function fileReport(
  ctx: Ctx,
  row: { reporterId: string; targetType: "message" | "profile"; targetId: string; targetUserId: string } & ReturnType<typeof reportFields>,
): Promise<{ reported: true }> {
  await consumeLimit(ctx, REPORTS_PER_HOUR, row.reporterId);
  await ctx.db
    .insert(reports)
    .values({ ...row, createdAt: ctx.now() })
    .onConflictDoNothing();
  return { reported: true };
}

/**
 * The signed-in member reports a message they sent or received, with a reason: the account reported
 * is the other party. Anyone else's message, or one that does not exist, is 404 (nothing says which).
 */
export async function reportMessage(ctx: Ctx, input: ReportFields & { messageId: unknown }): Promise<{ reported: true }> {
  const actor = requireActor(ctx);
  const fields = reportFields(input);
  const messageId = typeof input.messageId === "string" || typeof input.messageId === "number" ? String(input.messageId).trim() : "";
  if (!MESSAGE_ID.test(messageId)) throw new AppError("REPORT_TARGET_NOT_FOUND", 404);
  const [message] = await ctx.db
    .select({ senderId: messages.senderId, recipientId: messages.recipientId })
    .from(messages)
    .where(eq(messages.id, Number(messageId)))
    .limit(1);
  if (!message || (message.senderId !== actor.id && message.recipientId !== actor.id)) throw new AppError("REPORT_TARGET_NOT_FOUND", 404);
  const targetUserId = message.senderId === actor.id ? message.recipientId : message.senderId;
  return fileReport(ctx, { reporterId: actor.id, targetType: "message", targetId: messageId, targetUserId, ...fields });
}

/** The signed-in member reports a profile (person or company) with a reason; never their own (400), never an unknown one (404). */
export async function reportProfile(ctx: Ctx, input: ReportFields & { userId: unknown }): Promise<{ reported: true }> {
  const actor = requireActor(ctx);
  const fields = reportFields(input);
  const userId = checkedMemberId(input.userId);
  if (userId === actor.id) throw new AppError("REPORT_SELF", 400);
  await requireMember(ctx, userId);
  return fileReport(ctx, { reporterId: actor.id, targetType: "profile", targetId: userId, targetUserId: userId, ...fields });
}

/** The report form (`kind` message or profile, `targetId`, `reason`, `details`) applied for the signed-in member. */
export async function submitReport(ctx: Ctx, values: Record<string, string>): Promise<{ reported: true }> {
  requireActor(ctx);
  if (values.kind === "message") return reportMessage(ctx, { messageId: values.targetId, reason: values.reason, details: values.details });
  if (values.kind === "profile") return reportProfile(ctx, { userId: values.targetId, reason: values.reason, details: values.details });
  throw new AppError("BAD_REQUEST", 400);
}
