import type { Ctx } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { filesOfForm } from "./message-file-store.server";
import { deleteMessage, sendMessage } from "./messages.server";

export type MessageActionResult = { ok: true; intent: "send"; recipientId: string; id: number } | { ok: true; intent: "delete"; id: number };

function messageId(value: string | undefined): number {
  const id = Number(value);
  if (!value || !/^\d{1,15}$/.test(value) || !Number.isSafeInteger(id)) throw new AppError("MESSAGE_NOT_FOUND", 404);
  return id;
}

/** A messages form post: `intent=send` (recipientId, subject, content, and its files: `fileId` values uploaded before, `files` chosen without JavaScript) or `intent=delete` (id); any other intent is a 400. */
export async function messageAction(ctx: Ctx, values: Record<string, string>, form?: FormData): Promise<MessageActionResult> {
  if (values.intent === "send") {
    const fileIds = form ? await filesOfForm(ctx, form) : [];
    const sent = await sendMessage(ctx, { recipientId: values.recipientId ?? "", subject: values.subject, content: values.content, fileIds });
    return { ok: true, intent: "send", recipientId: String(values.recipientId).trim(), id: sent.id };
  }
  if (values.intent === "delete") {
    const id = messageId(values.id);
    await deleteMessage(ctx, id);
    return { ok: true, intent: "delete", id };
  }
  throw new AppError("BAD_REQUEST", 400);
}
