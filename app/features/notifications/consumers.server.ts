import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { eventAudiencePages } from "~/features/events/public.server";
import { followerIdPages } from "~/features/follows/public";
import { jobAlertRecipientPages } from "~/features/jobs/public.server";
import { newsAudiencePages } from "~/features/news/public.server";
import { consume, consumeInBatches } from "~/lib/outbox/consumers.server";
import { sendDigest } from "./email-digest.server";
import {
  notifyApplicationReceived,
  notifyApplicationStatus,
  notifyAvailabilityReminder,
  notifyCertificateRevoked,
  notifyCourse,
  notifyEvent,
  notifyEventSpot,
  notifyJobAlertMatches,
  notifyJobFromFollowedCompany,
  notifyLevelDecision,
  notifyNewFollowers,
  notifyNewMessage,
  notifyNewsPublished,
  notifyPrivacy,
  notifyWelcome,
} from "./hooks.server";
import { bulkCreateNotifications } from "./notifications.server";

const MEMBER_PAGE = 1000;

/** Calls `work` with every verified member's id, a page at a time (never the whole table in memory). */
async function forEachMemberPage(db: Db, work: (ids: string[]) => Promise<unknown>): Promise<void> {
  let after = "";
  for (;;) {
    const page = await db
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.emailVerified, true), gt(user.id, after)))
      .orderBy(asc(user.id))
      .limit(MEMBER_PAGE);
    if (page.length === 0) return;
    await work(page.map((row) => row.id));
    after = page[page.length - 1].id;
  }
}

/**
 * Turns domain events into notifications. Every consumer is keyed by the event's id, so a rerun
 * after a crash creates nothing twice. `job.published` reaches the company's followers a page at a time,
 * then the members whose job alerts match the offer (followers excluded), a page at a time.
 */
export function registerNotificationConsumers(): void {
  consume("account.verified", "notifications.welcome", (ctx, event) => notifyWelcome({ db: ctx.db, sourceEventId: event.id }, event.payload));
  consumeInBatches("follow.created", (ctx, events) => notifyNewFollowers(ctx.db, events));
  consume("message.sent", "notifications.message", (ctx, event) => notifyNewMessage({ db: ctx.db, sourceEventId: event.id }, event.payload));
  consume("application.created", "notifications.application", (ctx, event) =>
    notifyApplicationReceived({ db: ctx.db, sourceEventId: event.id }, event.payload),
  );
  consume("application.status_changed", "notifications.application-status", (ctx, event) =>
    notifyApplicationStatus({ db: ctx.db, sourceEventId: event.id }, event.payload),
  );
  consume("job.published", "notifications.job-followers", async (ctx, event) => {
    for await (const followerIds of followerIdPages(ctx.db, event.payload.companyId)) {
      await notifyJobFromFollowedCompany({ db: ctx.db, sourceEventId: event.id }, event.payload, followerIds);
    }
  });
  consume("job.published", "notifications.job-alerts", async (ctx, event) => {
    for await (const userIds of jobAlertRecipientPages(ctx, Number(event.payload.jobId))) {
      await notifyJobAlertMatches({ db: ctx.db, sourceEventId: event.id }, event.payload, userIds);
    }
  });
  consume("course.enrolled", "notifications.course", (ctx, event) => notifyCourse({ db: ctx.db, sourceEventId: event.id }, event.payload));
  consume("certificate.revoked", "notifications.certificate-revoked", (ctx, event) =>
    notifyCertificateRevoked({ db: ctx.db, sourceEventId: event.id }, event.payload),
  );
  consume("event.created", "notifications.event", async (ctx, event) => {
    for await (const ids of eventAudiencePages(ctx.db, Number(event.payload.eventId))) {
      await notifyEvent({ db: ctx.db, sourceEventId: event.id }, event.payload, ids);
    }
  });
  consume("privacy.export_ready", "notifications.privacy-export", (ctx, event) =>
    notifyPrivacy({ db: ctx.db, sourceEventId: event.id }, "export", event.payload),
  );
  consume("privacy.request_answered", "notifications.privacy-answer", (ctx, event) =>
    notifyPrivacy({ db: ctx.db, sourceEventId: event.id }, "answer", event.payload),
  );
  consume("membership.level_decided", "notifications.level", (ctx, event) => notifyLevelDecision({ db: ctx.db, sourceEventId: event.id }, event.payload));
  consume("event.spot_offered", "notifications.event-spot", (ctx, event) => notifyEventSpot({ db: ctx.db, sourceEventId: event.id }, event.payload));
  consume("notification.broadcast", "notifications.broadcast", async (ctx, event) => {
    const { audience, userIds, title, message } = event.payload;
    const send = (ids: string[]) => bulkCreateNotifications(ctx.db, { userIds: ids, title, message, notificationType: "system" }, { sourceEventId: event.id });
    if (audience === "members") await forEachMemberPage(ctx.db, send);
    else await send(userIds);
  });
  consume("availability.reminder_due", "notifications.availability-reminder", (ctx, event) =>
    notifyAvailabilityReminder({ db: ctx.db, sourceEventId: event.id }, event.payload),
  );
  consume("notification.email_due", "notifications.email-digest", (ctx, event) => sendDigest(ctx, event.payload.userId));
  consume("news.published", "notifications.news", async (ctx, event) => {
    for await (const ids of newsAudiencePages(ctx.db, Number(event.payload.newsId))) {
      await notifyNewsPublished({ db: ctx.db, sourceEventId: event.id }, event.payload, ids);
    }
  });
}
