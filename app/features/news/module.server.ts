import { z } from "zod";
import { consumer, type FeatureModule } from "~/lib/feature-module.server";
import type { EventsOf } from "~/lib/outbox/events";
import { newsImageReferences } from "./news-files.server";
import { notifyNewsPublished } from "./news-notifications.server";
import { newsAudiencePages } from "./public.server";

const events = {
  "news.published": z.object({ newsId: z.string(), title: z.string() }),
};

declare module "~/lib/outbox/events" {
  interface DomainEvents extends EventsOf<typeof events> {}
}

/** The news feature's background (decision 052): a published article reaches its audience a page at a time; its pictures are files in use. */
export const newsModule: FeatureModule = {
  name: "news",
  events,
  consumers: [
    consumer("news.published", "notifications.news", async (ctx, event) => {
      for await (const ids of newsAudiencePages(ctx.db, Number(event.payload.newsId))) {
        await notifyNewsPublished({ db: ctx.db, sourceEventId: event.id }, event.payload, ids);
      }
    }),
  ],
  // Read at call time: public.server.ts re-exports this module, so under plain ESM its bindings are not initialized yet here.
  files: [{ bucket: "news-images", finder: (db, keys) => newsImageReferences(db, keys) }],
};
