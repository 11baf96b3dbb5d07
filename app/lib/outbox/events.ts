import type { Locale } from "~/lib/i18n/locales";
import type { MailTemplate } from "~/lib/mail/templates.server";

/**
 * The domain events, one shared contract: the feature that changes something enqueues its event in
 * the same transaction, and the features that react consume it. Payloads carry what a consumer
 * needs (ids and the names and titles shown to people); a consumer skips an event that lacks them.
 */
export type DomainEvents = {
  "account.verified": { userId: string };
  /** Issue 35 §5: an account's verification link is to be mailed (made when it is sent: the event carries no token). */
  "account.verification_requested": { userId: string };
  "follow.created": { followerId: string; followedId: string; followerName: string };
  "message.sent": { messageId: string; senderId: string; recipientId: string; senderName: string; subject: string };
  "application.created": { applicationId: string; jobId: string; jobTitle: string; jobCreatorId: string; applicantId: string; applicantName: string };
  "application.status_changed": { applicationId: string; jobTitle: string; applicantId: string; newStatus: string; previousStatus: string };
  "job.published": { jobId: string; title: string; companyId: string; companyName: string };
  "news.published": { newsId: string; title: string };
  "course.enrolled": { courseId: string; userId: string; title: string };
  /** Issue 36: an admin revoked a member's certificate; the holder is told why. */
  "certificate.revoked": { certificateId: string; userId: string; courseTitle: string; reason: string };
  "event.created": { eventId: string; title: string };
  "event.spot_offered": { eventId: string; title: string; userId: string };
  /** A member's level changed or their request was decided: `approved` (their request), `refused`, or `changed` (an admin set it). */
  "membership.level_decided": { userId: string; outcome: "approved" | "refused" | "changed"; level: string; previousLevel: string };
  /** Issue 25 §1: a member asked for a copy of their data (built in the background), it is ready, or an admin answered their privacy request. */
  "privacy.export_requested": { exportId: string; userId: string };
  "privacy.export_ready": { exportId: string; userId: string; expiresAt: string };
  "privacy.request_answered": { requestId: string; userId: string; kind: string };
  "notification.broadcast": { audience: "members" | "list"; userIds: string[]; title: string; message: string; sentBy: string };
  "mail.requested": { to: string; template: MailTemplate; locale: Locale };
  "notification.email_due": { userId: string };
  /** Issue 27: technicians whose calendar went 30 days without a change (a page of them), to be reminded gently. */
  "availability.reminder_due": { userIds: string[] };
};

export type EventType = keyof DomainEvents;
export type DomainEvent = { [K in EventType]: { type: K; payload: DomainEvents[K] } }[EventType];
/** An event as a consumer receives it: with its outbox id (the key of every idempotent effect). */
export type StoredEvent<K extends EventType = EventType> = { id: number; type: K; payload: DomainEvents[K] };
