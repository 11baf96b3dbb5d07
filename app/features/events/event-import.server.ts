import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { eventRegistrations, events } from "~/db/schema/events";
import type { MembershipLevel } from "~/lib/actor";
import type { Ctx } from "~/lib/context.server";
import { fileStore } from "~/lib/storage/file-store.server";
import { prepareImage, storePrepared } from "~/lib/storage/uploads.server";
import type { EventTimeZone } from "~/lib/vocabulary/time-zones";
import { EVENT_COVER_ASPECT, EVENT_COVER_WIDTHS } from "./event-cover";
import type { EventType } from "./event-options";

/** An event as the demo network (and tests) bring it in: approved, already announced, with members registered in order. */
export type DemoEvent = {
  slug: string;
  title: string;
  description: string;
  eventType: EventType;
  startsAt: Date;
  endsAt: Date;
  timeZone: EventTimeZone;
  venue?: string;
  city?: string;
  country?: string;
  onlineUrl?: string;
  organizerId?: string | null;
  capacity?: number | null;
  minLevel?: MembershipLevel;
  status?: "scheduled" | "cancelled";
  cover?: Buffer;
  /** Members who said 'Asistiré', in order: within the capacity they are registered, after it waitlisted. */
  attendees?: string[];
};

/** Inserts approved events (announced already, so nothing is notified) with their covers and registrations, in one transaction; answers their ids. */
export async function importEvents(ctx: Pick<Ctx, "db" | "now">, list: DemoEvent[]): Promise<number[]> {
  return ctx.db.transaction(async (transaction) => {
    const db = transaction as unknown as Db;
    const ids: number[] = [];
    for (const event of list) {
      const { cover, attendees = [], ...fields } = event;
      const [row] = await db
        .insert(events)
        .values({ ...fields, approval: "approved", notifiedAt: ctx.now() })
        .returning({ id: events.id, filesFolder: events.filesFolder });
      if (!row) throw new Error(`event ${event.slug} was not inserted`);
      if (cover) {
        const upload = await prepareImage(new File([new Uint8Array(cover)], "cover.png"), EVENT_COVER_WIDTHS, "cover", EVENT_COVER_ASPECT);
        const { base } = await storePrepared(fileStore(db), "event-images", row.filesFolder, upload);
        await db.update(events).set({ coverPath: base }).where(eq(events.id, row.id));
      }
      if (attendees.length > 0) {
        await db.insert(eventRegistrations).values(
          attendees.map((userId, index) => ({
            eventId: row.id,
            userId,
            status: event.capacity == null || index < event.capacity ? ("registered" as const) : ("waitlisted" as const),
            createdAt: new Date(ctx.now().getTime() - (attendees.length - index) * 60_000),
          })),
        );
      }
      ids.push(row.id);
    }
    return ids;
  });
}
