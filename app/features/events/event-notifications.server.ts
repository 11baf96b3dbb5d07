import type { Db } from "~/db/client.server";
import { catalogText } from "~/features/notifications/public";
import { bulkCreateNotifications, hasRequiredFields, notifyUsers } from "~/features/notifications/public.server";
import type { DomainEvents } from "~/lib/outbox/events";

type Reaction = { db: Db; sourceEventId?: number };

/** An event was published: the members of its audience hear of it (the caller pages them), through bulk create, each linked to the event. Needs eventId and title. */
export async function notifyEvent(
  { db, sourceEventId }: Reaction,
  data: Partial<DomainEvents["event.created"]>,
  memberIds: string[],
  pause?: (ms: number) => Promise<void>,
): Promise<void> {
  if (!hasRequiredFields("event", data, ["eventId", "title"]) || memberIds.length === 0) return;
  await bulkCreateNotifications(
    db,
    {
      userIds: memberIds,
      text: catalogText("event.title", "event.message", { title: String(data.title) }),
      notificationType: "event",
      related: { type: "event", id: String(data.eventId) },
    },
    { sourceEventId, pause },
  );
}

/** A place freed up at a full event went to the first member of its waiting list: they hear that they are in. */
export async function notifyEventSpot({ db, sourceEventId }: Reaction, data: Partial<DomainEvents["event.spot_offered"]>): Promise<void> {
  if (!hasRequiredFields("eventSpot", data, ["eventId", "title", "userId"])) return;
  await notifyUsers(
    db,
    {
      userIds: [String(data.userId)],
      text: catalogText("eventSpot.title", "eventSpot.message", { title: String(data.title) }),
      notificationType: "event",
      related: { type: "event", id: String(data.eventId) },
    },
    sourceEventId,
  );
}
