import type { Db } from "~/db/client.server";
import { catalogText } from "~/features/notifications/public";
import { bulkCreateNotifications, hasRequiredFields } from "~/features/notifications/public.server";
import type { DomainEvents } from "~/lib/outbox/events";

/** A news item was published: the members of its audience hear of it (the caller pages them), through bulk create, each linked to the article. */
export async function notifyNewsPublished(
  { db, sourceEventId }: { db: Db; sourceEventId?: number },
  data: Partial<DomainEvents["news.published"]>,
  memberIds: string[],
  pause?: (ms: number) => Promise<void>,
): Promise<void> {
  if (!hasRequiredFields("newsPublished", data, ["newsId", "title"]) || memberIds.length === 0) return;
  await bulkCreateNotifications(
    db,
    {
      userIds: memberIds,
      text: catalogText("news.title", "news.message", { title: String(data.title) }),
      notificationType: "news",
      related: { type: "news", id: String(data.newsId) },
    },
    { sourceEventId, pause },
  );
}
