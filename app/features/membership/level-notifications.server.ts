import type { Db } from "~/db/client.server";
import { catalogText } from "~/features/notifications/public";
import { hasRequiredFields, notifyUsers } from "~/features/notifications/public.server";
import type { DomainEvents } from "~/lib/outbox/events";

const LEVEL_TEXTS = { bronze: "level.bronze", silver: "level.silver", gold: "level.gold" } as const;

/** A member's level changed, by their approved request or an admin, or their request was refused (issue 25 §2): needs userId, outcome and level. */
export async function notifyLevelDecision(
  { db, sourceEventId }: { db: Db; sourceEventId?: number },
  data: Partial<DomainEvents["membership.level_decided"]>,
): Promise<void> {
  if (!hasRequiredFields("levelDecision", data, ["userId", "outcome", "level"])) return;
  const levelText = LEVEL_TEXTS[data.level as keyof typeof LEVEL_TEXTS] ?? LEVEL_TEXTS.bronze;
  const text =
    data.outcome === "refused"
      ? catalogText("levelRefused.title", "levelRefused.message")
      : catalogText(data.outcome === "approved" ? "levelApproved.title" : "levelChanged.title", levelText);
  await notifyUsers(db, { userIds: [String(data.userId)], text, notificationType: "system", related: { type: null, id: null } }, sourceEventId);
}
