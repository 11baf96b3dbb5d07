import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import { messages } from "~/db/schema/messages";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { type Ctx, requireActor, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { enqueue } from "~/lib/outbox/enqueue.server";

/** Spec §5 Messages: an individual writes to at most this many different people per UTC day. */
export const DAILY_RECIPIENT_LIMIT = 5;
/** Spec §5: companies have no limit; their remaining quota is reported as this. */
export const COMPANY_QUOTA = 999;
export const MESSAGES_PAGE_SIZE = 20;
const SUBJECT_MAX = 200;
const CONTENT_MAX = 5000;

export type SentMessage = { id: number; createdAt: string };
export type MessageItem = { id: number; counterpartId: string; counterpartName: string; subject: string; content: string; isRead: boolean; createdAt: string };
export type MessagePage = { messages: MessageItem[]; count: number; page: number; hasMore: boolean };

/** Spec §5: a job application's message subject, the subject then ' - De: ' and the applicant's name. */
export function applicationSubject(subject: string, applicantName: string): string {
  return `${subject} - De: ${applicantName}`;
}

/** The start of the UTC day of a moment: the quota counts from there. */
export function utcDayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

function checkedText(subject: unknown, content: unknown): { subject: string; content: string } {
  const cleanSubject = typeof subject === "string" ? subject.trim() : "";
  const cleanContent = typeof content === "string" ? content.trim() : "";
  if (!cleanSubject) throw new AppError("MESSAGE_SUBJECT_REQUIRED", 400, {}, "subject");
  if ([...cleanSubject].length > SUBJECT_MAX) throw new AppError("MESSAGE_SUBJECT_TOO_LONG", 400, {}, "subject");
  if (!cleanContent) throw new AppError("MESSAGE_CONTENT_REQUIRED", 400, {}, "content");
  if ([...cleanContent].length > CONTENT_MAX) throw new AppError("MESSAGE_CONTENT_TOO_LONG", 400, {}, "content");
  return { subject: cleanSubject, content: cleanContent };
}

/** Whether an account is a company or an individual; null when it has no profile. */
async function accountKind(ctx: Ctx, id: string): Promise<"company" | "individual" | null> {
  const [row] = await ctx.db
    .select({
      company: sql<boolean>`exists (select 1 from ${companyProfiles} where ${companyProfiles.id} = ${id})`,
      individual: sql<boolean>`exists (select 1 from ${userProfiles} where ${userProfiles.id} = ${id})`,
    })
    .from(sql`(select 1) as one`);
  if (row?.company) return "company";
  if (row?.individual) return "individual";
  return null;
}

/** The distinct people a sender wrote to since the start of today (UTC). */
async function recipientsToday(ctx: Ctx, senderId: string): Promise<Set<string>> {
  const rows = await ctx.db
    .selectDistinct({ id: messages.recipientId })
    .from(messages)
    .where(and(eq(messages.senderId, senderId), gte(messages.createdAt, utcDayStart(ctx.now()))));
  return new Set(rows.map((row) => row.id));
}

/**
 * Spec §5 Messages: sends a message (subject and content trimmed and required). An individual may
 * not start a conversation with a company and writes to at most 5 different people per UTC day
 * (writing again to someone already counted today is fine); replying to someone who wrote first is
 * exempt from both. Companies have no limit. The check and the insert hold a per-sender lock, so
 * sends at once cannot pass the quota together. The recipient is told through the outbox.
 */
export async function sendMessage(ctx: Ctx, input: { recipientId: string; subject: unknown; content: unknown }): Promise<SentMessage> {
  const actor = requireActor(ctx);
  const text = checkedText(input.subject, input.content);
  const recipientId = String(input.recipientId ?? "").trim();
  if (recipientId === actor.id) throw new AppError("MESSAGE_SELF", 400);
  const recipientKind = recipientId ? await accountKind(ctx, recipientId) : null;
  if (!recipientKind) throw new AppError("MESSAGE_RECIPIENT_NOT_FOUND", 404);
  return withTransaction(ctx, async (tx) => {
    if (actor.userType !== "company") {
      await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`messages:${actor.id}`}))`);
      const [replying] = await tx.db
        .select({ value: count() })
        .from(messages)
        .where(and(eq(messages.senderId, recipientId), eq(messages.recipientId, actor.id)));
      const isReply = Number(replying?.value ?? 0) > 0;
      if (!isReply && recipientKind === "company") throw new AppError("MESSAGE_NO_COLD_COMPANY", 403);
      if (!isReply) {
        const today = await recipientsToday(tx, actor.id);
        if (!today.has(recipientId) && today.size >= DAILY_RECIPIENT_LIMIT) throw new AppError("MESSAGE_DAILY_LIMIT", 429);
      }
    }
    const [row] = await tx.db
      .insert(messages)
      .values({ senderId: actor.id, recipientId, subject: text.subject, content: text.content, createdAt: ctx.now() })
      .returning({ id: messages.id, createdAt: messages.createdAt });
    await enqueue(tx.db, {
      type: "message.sent",
      payload: { messageId: String(row.id), senderId: actor.id, recipientId, senderName: actor.displayName, subject: text.subject },
    });
    return { id: row.id, createdAt: row.createdAt.toISOString() };
  });
}

/** How many more different people the signed-in user may write to today: 999 for a company, else 5 minus today's distinct recipients. */
export async function remainingQuota(ctx: Ctx): Promise<number> {
  const actor = requireActor(ctx);
  if (actor.userType === "company") return COMPANY_QUOTA;
  return Math.max(0, DAILY_RECIPIENT_LIMIT - (await recipientsToday(ctx, actor.id)).size);
}

/** The signed-in user's distinct recipients of today (UTC), for the composer. */
export async function distinctRecipientsToday(ctx: Ctx): Promise<number> {
  return (await recipientsToday(ctx, requireActor(ctx).id)).size;
}

function counterpartName(row: {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  companyName: string | null;
  company: boolean;
}): string {
  if (row.company) return row.companyName || "Empresa";
  return [row.firstName, row.lastName].filter(Boolean).join(" ") || row.email || "Usuario";
}

/** One page (20, newest first) of the signed-in user's inbox or sent list, without what that side deleted, with the exact count and the other person's name. */
export async function listMessages(ctx: Ctx, box: "inbox" | "sent", page: number): Promise<MessagePage> {
  const actor = requireActor(ctx);
  const current = Math.max(1, Math.floor(page) || 1);
  const mine =
    box === "inbox"
      ? and(eq(messages.recipientId, actor.id), eq(messages.recipientDeleted, false))
      : and(eq(messages.senderId, actor.id), eq(messages.senderDeleted, false));
  const other = box === "inbox" ? messages.senderId : messages.recipientId;
  const [rows, [total]] = await Promise.all([
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
      .limit(MESSAGES_PAGE_SIZE)
      .offset((current - 1) * MESSAGES_PAGE_SIZE),
    ctx.db.select({ value: count() }).from(messages).where(mine),
  ]);
  const exact = Number(total?.value ?? 0);
  return {
    messages: rows.map((row) => ({
      id: row.id,
      counterpartId: row.counterpartId,
      counterpartName: row.firstName === null && row.lastName === null && row.email === null && !row.company ? "Usuario desconocido" : counterpartName(row),
      subject: row.subject,
      content: row.content,
      isRead: row.isRead,
      createdAt: row.createdAt.toISOString(),
    })),
    count: exact,
    page: current,
    hasMore: current * MESSAGES_PAGE_SIZE < exact,
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

/** Spec §5: soft deletion, per side; only the sender or the recipient ('No tienes permiso para eliminar este mensaje', 403). */
export async function deleteMessage(ctx: Ctx, id: number): Promise<void> {
  const actor = requireActor(ctx);
  const [row] = await ctx.db.select({ senderId: messages.senderId, recipientId: messages.recipientId }).from(messages).where(eq(messages.id, id)).limit(1);
  if (!row) throw new AppError("MESSAGE_NOT_FOUND", 404);
  if (row.senderId !== actor.id && row.recipientId !== actor.id) throw new AppError("MESSAGE_DELETE_FORBIDDEN", 403);
  await ctx.db
    .update(messages)
    .set(row.senderId === actor.id ? { senderDeleted: true } : { recipientDeleted: true })
    .where(eq(messages.id, id));
}

/** The signed-in user's unread messages (not deleted on their side). */
export async function unreadMessageCount(ctx: Ctx): Promise<number> {
  const actor = requireActor(ctx);
  const [row] = await ctx.db
    .select({ value: count() })
    .from(messages)
    .where(and(eq(messages.recipientId, actor.id), eq(messages.isRead, false), eq(messages.recipientDeleted, false)));
  return Number(row?.value ?? 0);
}
