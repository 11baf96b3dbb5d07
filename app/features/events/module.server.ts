import { z } from "zod";
import { consumer, type FeatureModule } from "~/lib/feature-module.server";
import type { EventsOf } from "~/lib/outbox/events";
import { notifyEvent, notifyEventSpot } from "./event-notifications.server";
import { eventAudiencePages, eventCoverReferences } from "./public.server";

const events = {
  "event.created": z.object({ eventId: z.string(), title: z.string() }),
  "event.spot_offered": z.object({ eventId: z.string(), title: z.string(), userId: z.string() }),
};

declare module "~/lib/outbox/events" {
  interface DomainEvents extends EventsOf<typeof events> {}
}

/** The calendar's background (decision 052): a published event reaches its audience a page at a time; a freed place is announced to whom it went; covers are files in use. */
export const eventsModule: FeatureModule = {
  name: "events",
  events,
  consumers: [
    consumer("event.created", "notifications.event", async (ctx, event) => {
      for await (const ids of eventAudiencePages(ctx.db, Number(event.payload.eventId))) {
        await notifyEvent({ db: ctx.db, sourceEventId: event.id }, event.payload, ids);
      }
    }),
    consumer("event.spot_offered", "notifications.event-spot", (ctx, event) => notifyEventSpot({ db: ctx.db, sourceEventId: event.id }, event.payload)),
  ],
  // Read at call time: public.server.ts re-exports this module, so under plain ESM its bindings are not initialized yet here.
  files: [{ bucket: "event-images", finder: (db, keys) => eventCoverReferences(db, keys) }],
};
