// The events feature's server rules as other features (notifications, saved items, the demo seed) may use them.
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { events } from "~/db/schema/events";
import { audiencePages } from "~/lib/audience.server";
import type { Ctx } from "~/lib/context.server";
import { imageReferencesIn } from "~/lib/storage/references.server";

export { eventPage } from "./calendar.server";
export { type DemoEvent, importEvents } from "./event-import.server";
export { eventsModule } from "./module.server";
export { type SiteEvent, upcomingEventsOf } from "./site-events.server";
export { eventsSitemap } from "./sitemap.server";

/**
 * The verified accounts an event's notification reaches, a page at a time, in id order: every
 * account for an event open to all levels; individuals of its level and up (and admins) otherwise.
 * Nothing for an unknown, unapproved or cancelled event.
 */
export async function* eventAudiencePages(db: Db, eventId: number): AsyncGenerator<string[]> {
  const [event] = await db
    .select({ min_level: events.minLevel })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.approval, "approved"), eq(events.status, "scheduled")));
  if (!event) return;
  yield* audiencePages(db, event.min_level === "bronze" ? null : event.min_level);
}

/** True when `eventId` (as saved_items keeps it, text) is an approved event. */
export async function approvedEventExists(ctx: Pick<Ctx, "db">, eventId: string): Promise<boolean> {
  const id = Number(eventId);
  if (!Number.isSafeInteger(id) || id <= 0) return false;
  const [row] = await ctx.db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, id), eq(events.approval, "approved")))
    .limit(1);
  return row !== undefined;
}

/** The approved events among `ids` (title, slug, start and zone), in the order of `ids`: the saved list joins them. */
export async function savedEventsByIds(ctx: Pick<Ctx, "db">, ids: string[]) {
  const numeric = ids.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
  if (numeric.length === 0) return [];
  const rows = await ctx.db
    .select({ id: events.id, slug: events.slug, title: events.title, startsAt: events.startsAt, timeZone: events.timeZone, status: events.status })
    .from(events)
    .where(and(inArray(events.id, numeric), eq(events.approval, "approved")));
  const byId = new Map(rows.map((row) => [String(row.id), { ...row, startsAt: row.startsAt.toISOString() }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Event covers in use: the daily orphan sweep keeps every width of a cover an event holds. */
export const eventCoverReferences = imageReferencesIn(events, events.coverPath);
