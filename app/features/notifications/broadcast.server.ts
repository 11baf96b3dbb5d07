import { inArray } from "drizzle-orm";
import { user } from "~/db/schema/auth";
import { recordAdminAction } from "~/lib/audit.server";
import { type Ctx, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { checkBulkInput } from "./notifications.server";
import { notificationsPolicy } from "./policy";

export type BroadcastInput = { audience?: string; emails?: string; title?: string; message?: string };
const MAX_LISTED = 500;

/**
 * An admin's notice to every verified member, or to the accounts of a list of e-mails (at most 500,
 * separated by commas, spaces or lines; a list that matches no account is refused). It is queued through the outbox and delivered by bulk
 * create; answers how many accounts a list reached (null for every member).
 */
export async function broadcastNotification(ctx: Ctx, input: BroadcastInput): Promise<{ recipients: number | null }> {
  const admin = notificationsPolicy.authorize(ctx.actor, "broadcast");
  if (input.audience === "members") {
    const { title, message } = checkBulkInput({ userIds: ["todos"], title: input.title, message: input.message });
    await withTransaction(ctx, async (tx) => {
      await enqueue(tx.db, { type: "notification.broadcast", payload: { audience: "members", userIds: [], title, message, sentBy: admin.id } });
      await recordAdminAction(tx, {
        action: "notification.broadcast",
        targetType: "broadcast",
        targetId: "members",
        after: { audience: "members", title, message },
      });
    });
    return { recipients: null };
  }
  const emails = [
    ...new Set(
      (input.emails ?? "")
        .split(/[\s,;]+/)
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  if (emails.length > MAX_LISTED) throw new AppError("NOTIFICATION_RECIPIENTS_TOO_MANY", 400, { count: MAX_LISTED }, "emails");
  const found = emails.length ? await ctx.db.select({ id: user.id }).from(user).where(inArray(user.email, emails)) : [];
  if (emails.length > 0 && found.length === 0) throw new AppError("NOTIFICATION_NO_ACCOUNTS", 400, {}, "emails");
  const { userIds, title, message } = checkBulkInput({ userIds: found.map((row) => row.id), title: input.title, message: input.message });
  await withTransaction(ctx, async (tx) => {
    await enqueue(tx.db, { type: "notification.broadcast", payload: { audience: "list", userIds, title, message, sentBy: admin.id } });
    await recordAdminAction(tx, {
      action: "notification.broadcast",
      targetType: "broadcast",
      targetId: "list",
      after: { audience: "list", recipients: userIds.length, title, message },
    });
  });
  return { recipients: userIds.length };
}
