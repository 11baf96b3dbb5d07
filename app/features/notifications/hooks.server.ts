import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { notifications } from "~/db/schema/notifications";
import { logger } from "~/lib/logger.server";
import type { DomainEvents } from "~/lib/outbox/events";
import { type CatalogText, catalogText, STATUS_TEXT_KEYS } from "./notification-texts";
import { bulkCreateNotifications, insertNotifications } from "./notifications.server";

type HookDb = { db: Db; sourceEventId?: number };

/** True when every named field is present and not blank; otherwise the hook is skipped with a warning (spec §5). */
function complete(hook: string, data: Record<string, unknown>, fields: string[]): boolean {
  const missing = fields.filter((field) => data[field] === undefined || data[field] === null || String(data[field]).trim() === "");
  if (missing.length > 0) logger.warn({ hook, missing }, "Datos incompletos para notificación de sistema");
  return missing.length === 0;
}

/** The company hears of a new application: needs jobCreatorId, applicantName, jobTitle, applicationId. */
export async function notifyApplicationReceived({ db, sourceEventId }: HookDb, data: Partial<DomainEvents["application.created"]>): Promise<void> {
  if (!complete("applicationReceived", data, ["jobCreatorId", "applicantName", "jobTitle", "applicationId"])) return;
  await insertNotifications(
    db,
    [
      {
        userId: String(data.jobCreatorId),
        ...catalogText("applicationReceived.title", "applicationReceived.message", {
          applicantName: String(data.applicantName),
          jobTitle: String(data.jobTitle),
        }),
        notificationType: "application",
        relatedEntityType: "job_offer",
        relatedEntityId: data.jobId ? String(data.jobId) : null,
      },
    ],
    sourceEventId,
  );
}

/** The applicant hears of a status change (never of a change back to pending): needs applicantId, jobTitle, newStatus, applicationId. */
export async function notifyApplicationStatus({ db, sourceEventId }: HookDb, data: Partial<DomainEvents["application.status_changed"]>): Promise<void> {
  if (!complete("applicationStatus", data, ["applicantId", "jobTitle", "newStatus", "applicationId"])) return;
  const status = String(data.newStatus);
  if (status === "pending" || status === data.previousStatus || !Object.hasOwn(STATUS_TEXT_KEYS, status)) return;
  await insertNotifications(
    db,
    [
      {
        userId: String(data.applicantId),
        ...catalogText("applicationStatus.title", STATUS_TEXT_KEYS[status as keyof typeof STATUS_TEXT_KEYS], { jobTitle: String(data.jobTitle) }),
        notificationType: "application_status",
        relatedEntityType: "job_application",
        relatedEntityId: String(data.applicationId),
      },
    ],
    sourceEventId,
  );
}

/** The welcome, once the e-mail is verified (once per member, however often the link is followed), worded for a company or a member: needs userId. */
export async function notifyWelcome({ db, sourceEventId }: HookDb, data: Partial<DomainEvents["account.verified"]>): Promise<void> {
  if (!complete("welcome", data, ["userId"])) return;
  const [welcomed] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, String(data.userId)), eq(notifications.notificationType, "welcome")))
    .limit(1);
  if (welcomed) return;
  const [account] = await db
    .select({ userType: user.userType, isCompany: user.isCompany })
    .from(user)
    .where(eq(user.id, String(data.userId)));
  const company = account?.isCompany || account?.userType === "company";
  await insertNotifications(
    db,
    [
      {
        userId: String(data.userId),
        ...catalogText("welcome.title", company ? "welcome.company" : "welcome.member"),
        notificationType: "welcome",
        relatedEntityType: "profile",
        relatedEntityId: String(data.userId),
      },
    ],
    sourceEventId,
  );
}

/** An event was published: the members of its audience hear of it (the caller pages them), through bulk create, each linked to the event. Needs eventId and title. */
export async function notifyEvent(
  { db, sourceEventId }: HookDb,
  data: Partial<DomainEvents["event.created"]>,
  memberIds: string[],
  pause?: (ms: number) => Promise<void>,
): Promise<void> {
  if (!complete("event", data, ["eventId", "title"]) || memberIds.length === 0) return;
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
export async function notifyEventSpot({ db, sourceEventId }: HookDb, data: Partial<DomainEvents["event.spot_offered"]>): Promise<void> {
  if (!complete("eventSpot", data, ["eventId", "title", "userId"])) return;
  await insertNotifications(
    db,
    [
      {
        userId: String(data.userId),
        ...catalogText("eventSpot.title", "eventSpot.message", { title: String(data.title) }),
        notificationType: "event",
        relatedEntityType: "event",
        relatedEntityId: String(data.eventId),
      },
    ],
    sourceEventId,
  );
}

/** Issue 36: the holder's certificate was revoked (needs certificateId, userId, courseTitle and reason), linking to its page. */
export async function notifyCertificateRevoked({ db, sourceEventId }: HookDb, data: Partial<DomainEvents["certificate.revoked"]>): Promise<void> {
  if (!complete("certificateRevoked", data, ["certificateId", "userId", "courseTitle", "reason"])) return;
  await insertNotifications(
    db,
    [
      {
        userId: String(data.userId),
        ...catalogText("certificateRevoked.title", "certificateRevoked.message", { title: String(data.courseTitle), reason: String(data.reason) }),
        notificationType: "certificate",
        relatedEntityType: "certificate",
        relatedEntityId: String(data.certificateId),
      },
    ],
    sourceEventId,
  );
}

/** A course enrolment confirmed: needs userId and title. */
export async function notifyCourse({ db, sourceEventId }: HookDb, data: Partial<DomainEvents["course.enrolled"]>): Promise<void> {
  if (!complete("course", data, ["userId", "title"])) return;
  await insertNotifications(
    db,
    [
      {
        userId: String(data.userId),
        ...catalogText("course.title", "course.message", { title: String(data.title) }),
        notificationType: "course",
        relatedEntityType: "course",
        relatedEntityId: data.courseId ?? null,
      },
    ],
    sourceEventId,
  );
}

/**
 * New followers, a batch at a time (spec §4 batching): one notification per followed member, from
 * the newest follow, saying how many others there were ("Ana y 3 personas más comenzaron a
 * seguirte"). Each follow needs followedId, followerId and followerName.
 */
export async function notifyNewFollowers(db: Db, events: { id: number; payload: Partial<DomainEvents["follow.created"]> }[]): Promise<void> {
  const groups = new Map<string, { newest: { id: number; payload: Partial<DomainEvents["follow.created"]> }; followers: Set<string> }>();
  for (const event of events) {
    if (!complete("newFollower", event.payload, ["followedId", "followerId", "followerName"])) continue;
    const followedId = String(event.payload.followedId);
    const group = groups.get(followedId) ?? { newest: event, followers: new Set<string>() };
    if (event.id > group.newest.id) group.newest = event;
    group.followers.add(String(event.payload.followerId));
    groups.set(followedId, group);
  }
  const rows = [...groups].map(([followedId, { newest, followers }]) => {
    const others = followers.size - 1;
    const name = String(newest.payload.followerName);
    return {
      userId: followedId,
      ...(others === 0 ? catalogText("follow.title", "follow.message", { name }) : catalogText("follow.title", "follow.withOthers", { name, count: others })),
      notificationType: "follow",
      relatedEntityType: "profile",
      relatedEntityId: String(newest.payload.followerId),
      sourceEventId: newest.id,
    };
  });
  await insertNotifications(db, rows);
}

/** A private message arrived: needs recipientId, senderName and messageId. */
export async function notifyNewMessage({ db, sourceEventId }: HookDb, data: Partial<DomainEvents["message.sent"]>): Promise<void> {
  if (!complete("newMessage", data, ["recipientId", "senderId", "senderName", "messageId"])) return;
  await insertNotifications(
    db,
    [
      {
        userId: String(data.recipientId),
        ...(data.subject?.trim()
          ? catalogText("message.title", "message.subject", { senderName: String(data.senderName), subject: data.subject.trim() })
          : catalogText("message.title", "message.noSubject", { senderName: String(data.senderName) })),
        notificationType: "message",
        relatedEntityType: "conversation",
        relatedEntityId: String(data.senderId),
      },
    ],
    sourceEventId,
  );
}

/** One notification per member about a new offer, linked to it, through the same insert as every notification (muted types left out, e-mail digests by preference, once per event and member). */
async function notifyOfferReaders(
  { db, sourceEventId }: HookDb,
  data: Partial<DomainEvents["job.published"]>,
  userIds: string[],
  text: CatalogText,
): Promise<void> {
  await insertNotifications(
    db,
    userIds.map((userId) => ({
      userId,
      ...text,
      notificationType: "job",
      relatedEntityType: "job",
      relatedEntityId: String(data.jobId),
    })),
    sourceEventId,
  );
}

/** A company a member follows published an offer: one notification per follower, linked to the offer. Needs jobId, title and companyName. */
export async function notifyJobFromFollowedCompany(hook: HookDb, data: Partial<DomainEvents["job.published"]>, followerIds: string[]): Promise<void> {
  if (!complete("jobPublished", data, ["jobId", "title", "companyName"]) || followerIds.length === 0) return;
  await notifyOfferReaders(
    hook,
    data,
    followerIds,
    catalogText("jobFromCompany.title", "jobFromCompany.message", { companyName: String(data.companyName), jobTitle: String(data.title) }),
  );
}

/** A new offer matches members' job alerts: one notification per member (however many of their alerts match), linked to the offer. Needs jobId and title. */
export async function notifyJobAlertMatches(hook: HookDb, data: Partial<DomainEvents["job.published"]>, userIds: string[]): Promise<void> {
  if (!complete("jobAlert", data, ["jobId", "title"]) || userIds.length === 0) return;
  await notifyOfferReaders(hook, data, userIds, catalogText("jobAlert.title", "jobAlert.message", { jobTitle: String(data.title) }));
}

/** A news item was published: the members of its audience hear of it (the caller pages them), through bulk create, each linked to the article. */
export async function notifyNewsPublished(
  { db, sourceEventId }: HookDb,
  data: Partial<DomainEvents["news.published"]>,
  memberIds: string[],
  pause?: (ms: number) => Promise<void>,
): Promise<void> {
  if (!complete("newsPublished", data, ["newsId", "title"]) || memberIds.length === 0) return;
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

const LEVEL_TEXTS = { bronze: "level.bronze", silver: "level.silver", gold: "level.gold" } as const;

/** A member's level changed, by their approved request or an admin, or their request was refused (issue 25 §2): needs userId, outcome and level. */
export async function notifyLevelDecision({ db, sourceEventId }: HookDb, data: Partial<DomainEvents["membership.level_decided"]>): Promise<void> {
  if (!complete("levelDecision", data, ["userId", "outcome", "level"])) return;
  const levelText = LEVEL_TEXTS[data.level as keyof typeof LEVEL_TEXTS] ?? LEVEL_TEXTS.bronze;
  const text =
    data.outcome === "refused"
      ? catalogText("levelRefused.title", "levelRefused.message")
      : catalogText(data.outcome === "approved" ? "levelApproved.title" : "levelChanged.title", levelText);
  await insertNotifications(
    db,
    [{ userId: String(data.userId), ...text, notificationType: "system", relatedEntityType: null, relatedEntityId: null }],
    sourceEventId,
  );
}

/** Issue 25 §1: a member's data export is ready to download (needs userId), or an admin answered their privacy request (needs userId). */
export async function notifyPrivacy(
  { db, sourceEventId }: HookDb,
  kind: "export" | "answer",
  data: Partial<DomainEvents["privacy.export_ready"] | DomainEvents["privacy.request_answered"]>,
): Promise<void> {
  if (!complete(kind === "export" ? "privacyExport" : "privacyAnswer", data, ["userId"])) return;
  const text = kind === "export" ? catalogText("privacyExport.title", "privacyExport.message") : catalogText("privacyAnswer.title", "privacyAnswer.message");
  await insertNotifications(
    db,
    [{ userId: String(data.userId), ...text, notificationType: "system", relatedEntityType: "privacy", relatedEntityId: null }],
    sourceEventId,
  );
}

/** Issue 27: the gentle reminder to technicians whose calendar went 30 days unchanged, linking to their calendar (in the app, and by e-mail per their preferences). */
export async function notifyAvailabilityReminder({ db, sourceEventId }: HookDb, data: Partial<DomainEvents["availability.reminder_due"]>): Promise<void> {
  if (!complete("availabilityReminder", data, ["userIds"])) return;
  const text = catalogText("availabilityReminder.title", "availabilityReminder.message");
  await insertNotifications(
    db,
    (data.userIds ?? []).map((userId) => ({ userId, ...text, notificationType: "availability", relatedEntityType: "availability", relatedEntityId: null })),
    sourceEventId,
  );
}
