import type { Db } from "~/db/client.server";
import { catalogText } from "~/features/notifications/public";
import { hasRequiredFields, notifyUsers } from "~/features/notifications/public.server";
import type { DomainEvents } from "~/lib/outbox/events";

/** A private message arrived: needs recipientId, senderName and messageId. */
export async function notifyNewMessage({ db, sourceEventId }: { db: Db; sourceEventId?: number }, data: Partial<DomainEvents["message.sent"]>): Promise<void> {
  if (!hasRequiredFields("newMessage", data, ["recipientId", "senderId", "senderName", "messageId"])) return;
  await notifyUsers(
    db,
    {
      userIds: [String(data.recipientId)],
      text: data.subject?.trim()
        ? catalogText("message.title", "message.subject", { senderName: String(data.senderName), subject: data.subject.trim() })
        : catalogText("message.title", "message.noSubject", { senderName: String(data.senderName) }),
      notificationType: "message",
      related: { type: "conversation", id: String(data.senderId) },
    },
    sourceEventId,
  );
}
