import { utcToZoned, zonedToUtc } from "~/features/events/public";
import type { Ctx } from "~/lib/context.server";
import { accountIdsByEmail, anyEvent, firstIndividuals, importEvents } from "~/shell/bulk-import.server";
import { DEMO_EVENTS } from "../content/demo-events";
import { DEMO_LOGINS } from "../content/demo-logins";
import { demoCover } from "../demo-files.server";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The instant of a local time `at` (HH:mm) in a zone, `inDays` days from `now` by the zone's own calendar. */
function localInstant(now: Date, inDays: number, at: string, timeZone: string): Date {
  const day = utcToZoned(new Date(now.getTime() + inDays * DAY), timeZone).slice(0, 10);
  // Demo times avoid DST gaps; should one fall in one, an hour later always exists.
  return zonedToUtc(`${day}T${at}`, timeZone) ?? new Date(`${day}T${at}:00Z`);
}

/**
 * Seeds the demo calendar once (nothing when a demo event exists, so seeding again adds nothing and a
 * data folder seeded before the calendar existed gets it): fifteen events over three months in
 * Latin American cities and zones, some online, one cancelled, one full with a waiting list.
 * Returns how many it added.
 */
export async function seedDemoEvents(ctx: Pick<Ctx, "db" | "now">): Promise<number> {
  if (
    await anyEvent(
      ctx,
      DEMO_EVENTS.map((event) => event.slug),
    )
  )
    return 0;
  const members = await firstIndividuals(ctx, 10);
  const companyId = (await accountIdsByEmail(ctx, [DEMO_LOGINS.company])).get(DEMO_LOGINS.company);
  const covers = await Promise.all(DEMO_EVENTS.map((event) => demoCover(event.slug)));
  const now = ctx.now();
  const ids = await importEvents(
    ctx,
    DEMO_EVENTS.map((event, index) => {
      const startsAt = localInstant(now, event.inDays, event.at, event.timeZone);
      return {
        slug: event.slug,
        title: event.title,
        description: event.description,
        eventType: event.eventType,
        startsAt,
        endsAt: new Date(startsAt.getTime() + event.hours * HOUR),
        timeZone: event.timeZone,
        venue: event.venue,
        city: event.city,
        country: event.country,
        onlineUrl: event.online ? `https://meet.redav.example/${event.slug}` : undefined,
        organizerId: event.eventType === "feria" && companyId ? companyId : null,
        capacity: event.capacity ?? null,
        minLevel: event.minLevel ?? "bronze",
        status: event.cancelled ? "cancelled" : "scheduled",
        cover: covers[index],
        attendees: members.slice(0, event.attendees ?? 0),
      };
    }),
  );
  return ids.length;
}
