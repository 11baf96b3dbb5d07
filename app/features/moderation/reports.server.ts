import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { courseReviews } from "~/db/schema/assessments";
import { bookingReviews } from "~/db/schema/bookings";
import { messages } from "~/db/schema/messages";
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason, reports } from "~/db/schema/moderation";
import { type Ctx, requireActor } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { consumeLimit, type LimitRule } from "~/lib/rate-limit.server";
import { checkedText } from "~/lib/text-input";
import { checkedMemberId, type MemberSummary, requireMember } from "./accounts.server";

/** A member files at most this many reports an hour (duplicates included): the queue cannot be flooded. */
const REPORTS_PER_HOUR: LimitRule = { name: "reports-user", max: 30, windowSeconds: 3600 };
/** Message ids are bigint, read as JavaScript numbers: 15 digits stay exact. */
const MESSAGE_ID = /^[1-9][0-9]{0,14}$/;

export type ReportFields = { reason: unknown; details?: unknown };

/** What a report can be about: a message, a profile, a booking review (issue 39) or a course review (issue 40). */
type ReportTargetType = "message" | "profile" | "review" | "course_review";

/** The reason (one of the list) and the optional details (multi-line text under the text rule, at most 1000 code points: the database's limit) of a report form. */
function reportFields(input: ReportFields): { reason: ReportReason; details: string | null } {
  const reason = typeof input.reason === "string" ? input.reason.trim() : "";
  if (!(REPORT_REASONS as readonly string[]).includes(reason)) throw new AppError("REPORT_REASON_REQUIRED", 400, {}, "reason");
  const details = checkedText(input.details, { max: REPORT_DETAILS_MAX, shape: "multiline", tooLong: "REPORT_DETAILS_TOO_LONG" }, "details");
  return { reason: reason as ReportReason, details: details || null };
}

/** Queues a report once: a second open report of the same target by the same member is the same report. */
async function fileReport(
  ctx: Ctx,
  row: { reporterId: string; targetType: ReportTargetType; targetId: string; targetUserId: string } & ReturnType<typeof reportFields>,
): Promise<{ reported: true }> {
  await consumeLimit(ctx, REPORTS_PER_HOUR, row.reporterId);
  await ctx.db
    .insert(reports)
    .values({ ...row, createdAt: ctx.now() })
    .onConflictDoNothing();
  return { reported: true };
}

/** A message the member sent or received, and the other party; anything else is 404 (nothing says which). */
async function reportableMessage(ctx: Ctx, actorId: string, raw: unknown): Promise<{ messageId: string; targetUserId: string }> {
  const messageId = typeof raw === "string" || typeof raw === "number" ? String(raw).trim() : "";
  if (!MESSAGE_ID.test(messageId)) throw new AppError("REPORT_TARGET_NOT_FOUND", 404);
  const [message] = await ctx.db
    .select({ senderId: messages.senderId, recipientId: messages.recipientId })
    .from(messages)
    .where(eq(messages.id, Number(messageId)))
    .limit(1);
  if (!message || (message.senderId !== actorId && message.recipientId !== actorId)) throw new AppError("REPORT_TARGET_NOT_FOUND", 404);
  return { messageId, targetUserId: message.senderId === actorId ? message.recipientId : message.senderId };
}

/** A profile the member may report: an existing one (404 otherwise) that is not their own (400). */
async function reportableProfile(ctx: Ctx, actorId: string, raw: unknown): Promise<MemberSummary> {
  const userId = checkedMemberId(raw);
  if (userId === actorId) throw new AppError("REPORT_SELF", 400);
  return requireMember(ctx, userId);
}

/**
 * A review anyone may see (published, not hidden: issue 39) whose author's account still exists, and
 * its author; anything else is 404 (nothing says which); its own author may not report it (400).
 */
async function reportableReview(ctx: Ctx, actorId: string, raw: unknown): Promise<{ reviewId: string; authorId: string }> {
  const reviewId = typeof raw === "string" ? raw.trim() : "";
  if (!reviewId || reviewId.length > 64) throw new AppError("REPORT_TARGET_NOT_FOUND", 404);
  const [review] = await ctx.db
    .select({ authorId: bookingReviews.authorId })
    .from(bookingReviews)
    .where(and(eq(bookingReviews.id, reviewId), isNotNull(bookingReviews.publishedAt), isNull(bookingReviews.hiddenAt)))
    .limit(1);
  if (!review?.authorId) throw new AppError("REPORT_TARGET_NOT_FOUND", 404);
  if (review.authorId === actorId) throw new AppError("REPORT_SELF", 400);
  return { reviewId, authorId: review.authorId };
}

/** The signed-in member reports a published review with a reason (issue 39): the account reported is its author; never their own (400), never one that is not shown (404). */
export async function reportReview(ctx: Ctx, input: ReportFields & { reviewId: unknown }): Promise<{ reported: true }> {
  const actor = requireActor(ctx);
  const fields = reportFields(input);
  const { reviewId, authorId } = await reportableReview(ctx, actor.id, input.reviewId);
  return fileReport(ctx, { reporterId: actor.id, targetType: "review", targetId: reviewId, targetUserId: authorId, ...fields });
}

/**
 * A course review anyone may see (not hidden: issue 40) and its author; anything else is 404 (nothing
 * says which); its own author may not report it (400).
 */
async function reportableCourseReview(ctx: Ctx, actorId: string, raw: unknown): Promise<{ reviewId: string; authorId: string }> {
  const reviewId = typeof raw === "string" || typeof raw === "number" ? String(raw).trim() : "";
  if (!MESSAGE_ID.test(reviewId)) throw new AppError("REPORT_TARGET_NOT_FOUND", 404);
  const [review] = await ctx.db
    .select({ authorId: courseReviews.userId })
    .from(courseReviews)
    .where(and(eq(courseReviews.id, Number(reviewId)), isNull(courseReviews.hiddenAt)))
    .limit(1);
  if (!review) throw new AppError("REPORT_TARGET_NOT_FOUND", 404);
  if (review.authorId === actorId) throw new AppError("REPORT_SELF", 400);
  return { reviewId, authorId: review.authorId };
}

/** The signed-in member reports a visible course review with a reason (issue 40): the account reported is its author; never their own (400), never a hidden or unknown one (404). */
export async function reportCourseReview(ctx: Ctx, input: ReportFields & { reviewId: unknown }): Promise<{ reported: true }> {
  const actor = requireActor(ctx);
  const fields = reportFields(input);
  const { reviewId, authorId } = await reportableCourseReview(ctx, actor.id, input.reviewId);
  return fileReport(ctx, { reporterId: actor.id, targetType: "course_review", targetId: reviewId, targetUserId: authorId, ...fields });
}

/**
 * The signed-in member reports a message they sent or received, with a reason: the account reported
 * is the other party. Anyone else's message, or one that does not exist, is 404 (nothing says which).
 */
export async function reportMessage(ctx: Ctx, input: ReportFields & { messageId: unknown }): Promise<{ reported: true }> {
  const actor = requireActor(ctx);
  const fields = reportFields(input);
  const { messageId, targetUserId } = await reportableMessage(ctx, actor.id, input.messageId);
  return fileReport(ctx, { reporterId: actor.id, targetType: "message", targetId: messageId, targetUserId, ...fields });
}

/** The signed-in member reports a profile (person or company) with a reason; never their own (400), never an unknown one (404). */
export async function reportProfile(ctx: Ctx, input: ReportFields & { userId: unknown }): Promise<{ reported: true }> {
  const actor = requireActor(ctx);
  const fields = reportFields(input);
  const { id } = await reportableProfile(ctx, actor.id, input.userId);
  return fileReport(ctx, { reporterId: actor.id, targetType: "profile", targetId: id, targetUserId: id, ...fields });
}

/**
 * Whom the signed-in member would report (the report page's heading), after the same checks as
 * filing: a message of their own conversations or another member's profile, else 404 (400 for oneself).
 */
export async function reportTarget(ctx: Ctx, kind: unknown, targetId: unknown): Promise<{ kind: ReportTargetType; targetId: string; name: string }> {
  const actor = requireActor(ctx);
  if (kind === "message") {
    const { messageId, targetUserId } = await reportableMessage(ctx, actor.id, targetId);
    return { kind, targetId: messageId, name: (await requireMember(ctx, targetUserId)).name };
  }
  if (kind === "profile") {
    const { id, name } = await reportableProfile(ctx, actor.id, targetId);
    return { kind, targetId: id, name };
  }
  if (kind === "review") {
    const { reviewId, authorId } = await reportableReview(ctx, actor.id, targetId);
    return { kind, targetId: reviewId, name: (await requireMember(ctx, authorId)).name };
  }
  if (kind === "course_review") {
    const { reviewId, authorId } = await reportableCourseReview(ctx, actor.id, targetId);
    return { kind, targetId: reviewId, name: (await requireMember(ctx, authorId)).name };
  }
  throw new AppError("BAD_REQUEST", 400);
}

/** The report form (`kind` message, profile or review, `targetId`, `reason`, `details`) applied for the signed-in member. */
export async function submitReport(ctx: Ctx, values: Record<string, string>): Promise<{ reported: true }> {
  requireActor(ctx);
  if (values.kind === "message") return reportMessage(ctx, { messageId: values.targetId, reason: values.reason, details: values.details });
  if (values.kind === "profile") return reportProfile(ctx, { userId: values.targetId, reason: values.reason, details: values.details });
  if (values.kind === "review") return reportReview(ctx, { reviewId: values.targetId, reason: values.reason, details: values.details });
  if (values.kind === "course_review") return reportCourseReview(ctx, { reviewId: values.targetId, reason: values.reason, details: values.details });
  throw new AppError("BAD_REQUEST", 400);
}
