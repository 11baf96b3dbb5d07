import type { Db } from "~/db/client.server";
import { catalogText } from "~/features/notifications/public";
import { hasRequiredFields, notifyUsers } from "~/features/notifications/public.server";
import type { DomainEvents } from "~/lib/outbox/events";

/** Issue 27: the gentle reminder to technicians whose calendar went 30 days unchanged, linking to their calendar (in the app, and by e-mail per their preferences). */
export async function notifyAvailabilityReminder(
  { db, sourceEventId }: { db: Db; sourceEventId?: number },
  data: Partial<DomainEvents["availability.reminder_due"]>,
): Promise<void> {
  if (!hasRequiredFields("availabilityReminder", data, ["userIds"])) return;
  await notifyUsers(
    db,
    {
      userIds: data.userIds ?? [],
      text: catalogText("availabilityReminder.title", "availabilityReminder.message"),
      notificationType: "availability",
      related: { type: "availability", id: null },
    },
    sourceEventId,
  );
}
