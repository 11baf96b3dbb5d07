import { z } from "zod";
import { consumer, type FeatureModule } from "~/lib/feature-module.server";
import type { EventsOf } from "~/lib/outbox/events";
import { notifyApplicationReceived, notifyApplicationStatus, notifyJobAlertMatches } from "./application-notifications.server";
import { applicationCvReferences } from "./file-references.server";
import { jobAlertRecipientPages } from "./job-alerts-matching.server";
import { deleteOldOfferViews, OFFER_VIEWS_CLEANUP_INTERVAL_MS } from "./offer-views-cleanup.server";

const events = {
  "application.created": z.object({
    applicationId: z.string(),
    jobId: z.string(),
    jobTitle: z.string(),
    jobCreatorId: z.string(),
    applicantId: z.string(),
    applicantName: z.string(),
  }),
  "application.status_changed": z.object({
    applicationId: z.string(),
    jobTitle: z.string(),
    applicantId: z.string(),
    newStatus: z.string(),
    previousStatus: z.string(),
  }),
  "job.published": z.object({ jobId: z.string(), title: z.string(), companyId: z.string(), companyName: z.string() }),
};

declare module "~/lib/outbox/events" {
  interface DomainEvents extends EventsOf<typeof events> {}
}

/**
 * The job board's background (decision 052): the company hears of each application and the applicant
 * of each status change; a new offer reaches the members whose job alerts match it (followers of the
 * company left out: they hear of it through follows), a page at a time; old offer views are deleted
 * daily; an application's CV copy is a file in use.
 */
export const jobsModule: FeatureModule = {
  name: "jobs",
  events,
  consumers: [
    consumer("application.created", "notifications.application", (ctx, event) =>
      notifyApplicationReceived({ db: ctx.db, sourceEventId: event.id }, event.payload),
    ),
    consumer("application.status_changed", "notifications.application-status", (ctx, event) =>
      notifyApplicationStatus({ db: ctx.db, sourceEventId: event.id }, event.payload),
    ),
    consumer("job.published", "notifications.job-alerts", async (ctx, event) => {
      for await (const userIds of jobAlertRecipientPages(ctx, Number(event.payload.jobId))) {
        await notifyJobAlertMatches({ db: ctx.db, sourceEventId: event.id }, event.payload, userIds);
      }
    }),
  ],
  jobs: [{ name: "jobs.offer-views-cleanup", everyMs: OFFER_VIEWS_CLEANUP_INTERVAL_MS, run: (ctx) => deleteOldOfferViews(ctx.db, ctx.now()) }],
  files: [{ bucket: "cvs", finder: applicationCvReferences }],
};
