import { and, count, desc, eq, sql } from "drizzle-orm";
import { messages } from "~/db/schema/messages";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { notHidden } from "~/features/moderation/public.server";
import { type Ctx, requireActor, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { serverI18n } from "~/lib/i18n/resources.server";
import { shownText } from "~/lib/i18n/stored-text";
import { pagedList, pageNumber } from "~/lib/paging";
import { counterpartName } from "./counterpart-name";
import { unlinkMessageFiles } from "./message-file-links.server";
import { removeStoredFiles } from "./message-file-store.server";
import { MESSAGES_PAGE_SIZE } from "./page-sizes";
import { messagesPolicy } from "./policy";
import { deliverMessages } from "./send-core.server";

export { MESSAGES_PAGE_SIZE } from "./page-sizes";

import { COMPANY_QUOTA, DAILY_RECIPIENT_LIMIT, recipientsToday } from "./send-rules.server";

export type { SentMessage } from "./send-core.server";
export { COMPANY_QUOTA, DAILY_RECIPIENT_LIMIT } from "./send-rules.server";

import type { SentMessage } from "./send-core.server";
export type MessageItem = { id: number; counterpartId: string; counterpartName: string; subject: string; content: string; isRead: boolean; createdAt: string };
export type MessagePage = { messages: MessageItem[]; count: number; page: number; hasMore: boolean };

/** Spec §5: a job application's message subject, the subject then ' - De: ' and the applicant's name. */
export function applicationSubject(subject: string, applicantName: string): string {
  return `${subject} - De: ${applicantName}`;
}

/**
 * Spec §5 Messages: sends a message (subject and content trimmed and required). An individual may
 * not start a conversation with a company and writes to at most 5 different people per UTC day
 * (writing again to someone already counted today is fine); replying to someone who wrote first is
 * exempt from both and uses none of the quota. Companies have no limit of the spec, only an abuse
 * limit of 100 new people a UTC day (429, saying when). Nobody writes to a hidden account (suspended,
 * being deleted, or never verified: 404 'No encontramos a la persona…') or across a block (either
 * way). The check and the insert hold a per-sender lock, so sends at once cannot pass the quota
 * together. The recipient is told through the outbox. Issue 41: the sender's own pending files
 * (`fileIds`, at most 5) are linked to the message in the same transaction (another's or a sent one: 404).
 */
export async function sendMessage(
  ctx: Ctx,
  input: { recipientId: string; subject: unknown; content: unknown; fileIds?: readonly unknown[] },
): Promise<SentMessage> {
  const [sent] = await deliverMessages(
    ctx,
    { recipientIds: [input.recipientId], subject: input.subject, content: input.content, fileIds: input.fileIds },
    "one",
  );
  return sent;
}

/** How many more different people the signed-in user may write to today: 999 for a company, else 5 minus today's distinct recipients. */
export async function remainingQuota(ctx: Ctx): Promise<number> {
  const actor = requireActor(ctx);
  if (messagesPolicy.can(actor, "writeWithoutDailyQuota")) return COMPANY_QUOTA;
  return Math.max(0, DAILY_RECIPIENT_LIMIT - (await recipientsToday(ctx.db, actor.id, ctx.now())).size);
}

/** The signed-in user's distinct recipients of today (UTC), for the composer. */
export async function distinctRecipientsToday(ctx: Ctx): Promise<number> {
  return (await recipientsToday(ctx.db, requireActor(ctx).id, ctx.now())).size;
}

/** One page (20, newest first) of the signed-in user's inbox or sent list, without what that side deleted, with the exact count and the other person's name. */
export async function listMessages(ctx: Ctx, box: "inbox" | "sent", page: number): Promise<MessagePage> {
  const actor = requireActor(ctx);
  const other = box === "inbox" ? messages.senderId : messages.recipientId;
  const mine =
    box === "inbox"
      ? and(eq(messages.recipientId, actor.id), eq(messages.recipientDeleted, false), notHidden(sql`${other}`))
      : and(eq(messages.senderId, actor.id), eq(messages.senderDeleted, false), notHidden(sql`${other}`));
  const listed = await pagedList({
    page: pageNumber(page),
    size: MESSAGES_PAGE_SIZE,
    rows: ({ limit, offset }) =>
      ctx.db
        .select({
          id: messages.id,
          counterpartId: other,
          subject: messages.subject,
          content: messages.content,
          isRead: messages.isRead,
          createdAt: messages.createdAt,
          firstName: userProfiles.firstName,
          lastName: userProfiles.lastName,
          email: userProfiles.email,
          companyName: companyProfiles.companyName,
          company: sql<boolean>`${companyProfiles.id} is not null`,
        })
        .from(messages)
        .leftJoin(userProfiles, eq(userProfiles.id, other))
        .leftJoin(companyProfiles, eq(companyProfiles.id, other))
        .where(mine)
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(limit)
        .offset(offset),
    count: () => ctx.db.select({ total: count() }).from(messages).where(mine),
  });
  const { t } = serverI18n(ctx.locale);
  return {
    messages: listed.rows.map((row) => ({
      id: row.id,
      counterpartId: row.counterpartId,
      counterpartName: counterpartName(t, row, row.counterpartId),
      subject: shownText(t, row.subject),
      content: row.content,
      isRead: row.isRead,
      createdAt: row.createdAt.toISOString(),
    })),
    count: listed.total,
    page: listed.page,
    hasMore: listed.hasMore,
  };
}

/** Spec §5: only the recipient marks a message read (is_read, read_at); anyone else gets 404 and nothing changes. */
export async function markMessageRead(ctx: Ctx, id: number): Promise<void> {
  const actor = requireActor(ctx);
  const updated = await ctx.db
    .update(messages)
    .set({ isRead: true, readAt: sql`coalesce(${messages.readAt}, ${ctx.now()})` })
    .where(and(eq(messages.id, id), eq(messages.recipientId, actor.id)))
    .returning({ id: messages.id });
  if (updated.length === 0) throw new AppError("MESSAGE_NOT_FOUND", 404);
}

/** Spec §5: soft deletion, per side; only the sender or the recipient ('No tienes permiso para eliminar este mensaje', 403). Once both sides deleted it, its files' links go, and a file no message links any more is deleted (row now, stored object after the commit). */
export async function deleteMessage(ctx: Ctx, id: number): Promise<void> {
  const actor = requireActor(ctx);
  const [row] = await ctx.db.select({ senderId: messages.senderId, recipientId: messages.recipientId }).from(messages).where(eq(messages.id, id)).limit(1);
  if (!row) throw new AppError("MESSAGE_NOT_FOUND", 404);
  if (row.senderId !== actor.id && row.recipientId !== actor.id) throw new AppError("MESSAGE_DELETE_FORBIDDEN", 403);
  const dropped = await withTransaction(ctx, async (tx) => {
    const [after] = await tx.db
      .update(messages)
      .set(row.senderId === actor.id ? { senderDeleted: true } : { recipientDeleted: true })
      .where(eq(messages.id, id))
      .returning({ senderDeleted: messages.senderDeleted, recipientDeleted: messages.recipientDeleted });
    return after?.senderDeleted && after.recipientDeleted ? unlinkMessageFiles(tx.db, [id]) : [];
  });
  await removeStoredFiles(ctx.db, dropped);
}

/** The signed-in user's unread messages (not deleted on their side). */
export async function unreadMessageCount(ctx: Ctx): Promise<number> {
  const actor = requireActor(ctx);
  const [row] = await ctx.db
    .select({ value: count() })
    .from(messages)
    .where(and(eq(messages.recipientId, actor.id), eq(messages.isRead, false), eq(messages.recipientDeleted, false), notHidden(sql`${messages.senderId}`)));
  return Number(row?.value ?? 0);
}
