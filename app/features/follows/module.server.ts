import { z } from "zod";
import { batchConsumer, consumer, type FeatureModule } from "~/lib/feature-module.server";
import type { EventsOf } from "~/lib/outbox/events";
import { notifyJobFromFollowedCompany, notifyNewFollowers } from "./follow-notifications.server";
import { followerIdPages } from "./follows.server";

const events = {
  "follow.created": z.object({ followerId: z.string(), followedId: z.string(), followerName: z.string() }),
};

declare module "~/lib/outbox/events" {
  interface DomainEvents extends EventsOf<typeof events> {}
}

/**
 * The follows feature's background (decision 052): new followers are told in batches; a company's
 * followers hear of each offer it publishes (a page of followers at a time; registered before the
 * job alerts, which leave followers out).
 */
export const followsModule: FeatureModule = {
  name: "follows",
  events,
  consumers: [
    batchConsumer("follow.created", (ctx, events) => notifyNewFollowers(ctx.db, events)),
    consumer("job.published", "notifications.job-followers", async (ctx, event) => {
      for await (const followerIds of followerIdPages(ctx.db, event.payload.companyId)) {
        await notifyJobFromFollowedCompany({ db: ctx.db, sourceEventId: event.id }, event.payload, followerIds);
      }
    }),
  ],
};
