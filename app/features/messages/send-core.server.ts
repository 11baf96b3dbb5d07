import { sql } from "drizzle-orm";
import { messages } from "~/db/schema/messages";
import { isBlockedBetween } from "~/features/moderation/public.server";
import { type Ctx, requireActor, withTransaction } from "~/lib/context.server";
import { AppError, LimitReached } from "~/lib/errors";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { checkedText } from "~/lib/text-input";
import { secondsToNextUtcDay } from "~/lib/utc-day";
import { checkedFileIds, linkFiles } from "./message-file-links.server";
import { sendFailure } from "./send-failure.server";
import { COMPANY_DAILY_RECIPIENT_LIMIT, isNewToday, sendStandings, visibleAccountKinds } from "./send-rules.server";

const SUBJECT_MAX = 200;
const CONTENT_MAX = 5000;

export type SentMessage = { id: number; recipientId: string; createdAt: string };

/** The subject (one line) and content (multi-line) under the text rule (decision 021), both required. */
function messageText(subject: unknown, content: unknown): { subject: string; content: string } {
  const cleanSubject = checkedText(subject, { max: SUBJECT_MAX, tooLong: "MESSAGE_SUBJECT_TOO_LONG" }, "subject");
  if (!cleanSubject) throw new AppError("MESSAGE_SUBJECT_REQUIRED", 400, {}, "subject");
  const cleanContent = checkedText(content, { max: CONTENT_MAX, shape: "multiline", tooLong: "MESSAGE_CONTENT_TOO_LONG" }, "content");
  if (!cleanContent) throw new AppError("MESSAGE_CONTENT_REQUIRED", 400, {}, "content");
  return { subject: cleanSubject, content: cleanContent };
}

/**
 * The one send behind a message and a bulk send (spec §5, issue 41), all or nothing: each recipient
 * must exist and be visible (404), not be the sender (400), not be blocked either way (403, under the
 * pair's lock), and be one the sender may start with (403); under the sender's lock, the new people
 * of the day among them must fit what remains (one send: the spec's 429s; a bulk send:
 * 'TALENT_BULK_TOO_MANY' with {count: remaining, used: new people chosen}). One message per recipient,
 * the sender's pending files linked to each, each recipient told through the outbox.
 */
export async function deliverMessages(
  ctx: Ctx,
  input: { recipientIds: string[]; subject: unknown; content: unknown; fileIds?: readonly unknown[] },
  mode: "one" | "bulk",
): Promise<SentMessage[]> {
  const actor = requireActor(ctx);
  const text = messageText(input.subject, input.content);
  const recipientIds = [...new Set(input.recipientIds.map((id) => String(id ?? "").trim()))].sort();
  if (mode === "bulk" && (recipientIds.length === 0 || recipientIds.includes(""))) throw new AppError("TALENT_BULK_NONE_CHOSEN", 400);
  if (recipientIds.includes(actor.id)) throw new AppError("MESSAGE_SELF", 400);
  const fileIds = checkedFileIds(input.fileIds);
  const kinds = await visibleAccountKinds(ctx.db, recipientIds.filter(Boolean));
  if (recipientIds.some((id) => !kinds.has(id))) throw new AppError("MESSAGE_RECIPIENT_NOT_FOUND", 404);
  const sent = withTransaction(ctx, async (tx) => {
    // Under each pair's lock (taken in id order), so a block that commits meanwhile either comes first (refused) or waits for this send.
    for (const id of recipientIds) if (await isBlockedBetween(tx, actor.id, id, { lock: true })) throw new AppError("MESSAGE_BLOCKED", 403);
    await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`messages:${actor.id}`}))`);
    const recipients = recipientIds.map((id) => ({ id, kind: kinds.get(id) ?? "individual" }));
    const { standings, day } = await sendStandings(tx.db, actor, recipients, ctx.now());
    if (standings.some((standing) => !standing.replying && !standing.mayWriteFirst)) throw new AppError("MESSAGE_NO_COLD_COMPANY", 403);
    const fresh = standings.filter(isNewToday).length;
    const remaining = Math.max(0, day.limit - day.today);
    if (fresh > remaining) {
      if (mode === "bulk") throw new AppError("TALENT_BULK_TOO_MANY", 429, { count: remaining, used: fresh });
      if (day.unlimited) throw new LimitReached("COMPANY_RECIPIENTS_DAILY_LIMIT", secondsToNextUtcDay(ctx.now()), { max: COMPANY_DAILY_RECIPIENT_LIMIT });
      throw new AppError("MESSAGE_DAILY_LIMIT", 429);
    }
    const rows = await tx.db
      .insert(messages)
      .values(
        standings.map((standing) => ({
          senderId: actor.id,
          recipientId: standing.id,
          subject: text.subject,
          content: text.content,
          createdAt: ctx.now(),
          countsTowardQuota: !standing.replying,
        })),
      )
      .returning({ id: messages.id, recipientId: messages.recipientId, createdAt: messages.createdAt });
    await linkFiles(
      tx.db,
      actor.id,
      rows.map((row) => row.id),
      fileIds,
      ctx.now(),
    );
    for (const row of rows) {
      await enqueue(tx.db, {
        type: "message.sent",
        payload: { messageId: String(row.id), senderId: actor.id, recipientId: row.recipientId, senderName: actor.displayName, subject: text.subject },
      });
    }
    return rows.map((row) => ({ id: row.id, recipientId: row.recipientId, createdAt: row.createdAt.toISOString() }));
  });
  return sent.catch((error: unknown) => {
    throw sendFailure(error);
  });
}
