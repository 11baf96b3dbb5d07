import type { Db } from "~/db/client.server";
import type { DomainEvents } from "~/lib/outbox/events";
import { catalogText } from "./notification-texts";
import { hasRequiredFields, notifyUsers } from "./notify.server";

/** Issue 25 §1: a member's data export is ready to download (needs userId), or an admin answered their privacy request (needs userId). */
export async function notifyPrivacy(
  { db, sourceEventId }: { db: Db; sourceEventId?: number },
  kind: "export" | "answer",
  data: Partial<DomainEvents["privacy.export_ready"] | DomainEvents["privacy.request_answered"]>,
): Promise<void> {
  if (!hasRequiredFields(kind === "export" ? "privacyExport" : "privacyAnswer", data, ["userId"])) return;
  const text = kind === "export" ? catalogText("privacyExport.title", "privacyExport.message") : catalogText("privacyAnswer.title", "privacyAnswer.message");
  await notifyUsers(db, { userIds: [String(data.userId)], text, notificationType: "system", related: { type: "privacy", id: null } }, sourceEventId);
}
