import type { Db } from "~/db/client.server";
import { catalogText } from "~/features/notifications/public";
import { hasRequiredFields, notifyUsers } from "~/features/notifications/public.server";
import type { DomainEvents } from "~/lib/outbox/events";

type Reaction = { db: Db; sourceEventId?: number };

/** A course enrolment confirmed: needs userId and title. */
export async function notifyCourse({ db, sourceEventId }: Reaction, data: Partial<DomainEvents["course.enrolled"]>): Promise<void> {
  if (!hasRequiredFields("course", data, ["userId", "title"])) return;
  await notifyUsers(
    db,
    {
      userIds: [String(data.userId)],
      text: catalogText("course.title", "course.message", { title: String(data.title) }),
      notificationType: "course",
      related: { type: "course", id: data.courseId ?? null },
    },
    sourceEventId,
  );
}

/** Issue 36: the holder's certificate was revoked (needs certificateId, userId, courseTitle and reason), linking to its page. */
export async function notifyCertificateRevoked({ db, sourceEventId }: Reaction, data: Partial<DomainEvents["certificate.revoked"]>): Promise<void> {
  if (!hasRequiredFields("certificateRevoked", data, ["certificateId", "userId", "courseTitle", "reason"])) return;
  await notifyUsers(
    db,
    {
      userIds: [String(data.userId)],
      text: catalogText("certificateRevoked.title", "certificateRevoked.message", { title: String(data.courseTitle), reason: String(data.reason) }),
      notificationType: "certificate",
      related: { type: "certificate", id: String(data.certificateId) },
    },
    sourceEventId,
  );
}
