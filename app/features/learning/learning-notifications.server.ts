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

/** Issue 40: an admin lifted the revocation of the holder's certificate (needs certificateId, userId, courseTitle and reason), linking to its page. */
export async function notifyCertificateUnrevoked({ db, sourceEventId }: Reaction, data: Partial<DomainEvents["certificate.unrevoked"]>): Promise<void> {
  if (!hasRequiredFields("certificateUnrevoked", data, ["certificateId", "userId", "courseTitle", "reason"])) return;
  await notifyUsers(
    db,
    {
      userIds: [String(data.userId)],
      text: catalogText("certificateUnrevoked.title", "certificateUnrevoked.message", { title: String(data.courseTitle), reason: String(data.reason) }),
      notificationType: "certificate",
      related: { type: "certificate", id: String(data.certificateId) },
    },
    sourceEventId,
  );
}

/** Issue 40: the holder renewed a certificate (needs certificateId, userId and courseTitle), linking to the new certificate. */
export async function notifyCertificateRenewed({ db, sourceEventId }: Reaction, data: Partial<DomainEvents["certificate.renewed"]>): Promise<void> {
  if (!hasRequiredFields("certificateRenewed", data, ["certificateId", "userId", "courseTitle"])) return;
  await notifyUsers(
    db,
    {
      userIds: [String(data.userId)],
      text: catalogText("certificateRenewed.title", "certificateRenewed.message", { title: String(data.courseTitle) }),
      notificationType: "certificate",
      related: { type: "certificate", id: String(data.certificateId) },
    },
    sourceEventId,
  );
}

/** Issue 40: the holder's certificate expires in a few days (needs certificateId, userId, courseTitle and days), linking to it. */
export async function notifyCertificateExpiring({ db, sourceEventId }: Reaction, data: Partial<DomainEvents["certificate.expiring"]>): Promise<void> {
  if (!hasRequiredFields("certificateExpiring", data, ["certificateId", "userId", "courseTitle", "days"])) return;
  await notifyUsers(
    db,
    {
      userIds: [String(data.userId)],
      text: catalogText("certificateExpiring.title", "certificateExpiring.message", { title: String(data.courseTitle), days: Number(data.days) }),
      notificationType: "certificate",
      related: { type: "certificate", id: String(data.certificateId) },
    },
    sourceEventId,
  );
}
