// The events feature's server rules as other features (notifications, saved items, the demo seed) may use them.
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rawQuery } from "~/db/raw-query";
import { user } from "~/db/schema/auth";
import { events } from "~/db/schema/events";
import { userProfiles } from "~/db/schema/profiles";
import { levelAudienceCondition } from "~/lib/audience.server";
import type { Ctx } from "~/lib/context.server";
import { imageReferencesIn } from "~/lib/storage/references.server";

export { eventPage } from "./calendar.server";
export { type DemoEvent, importEvents } from "./event-import.server";
export { eventsModule } from "./module.server";
export { eventsSitemap } from "./sitemap.server";

const RECIPIENT_PAGE = 1000;

/** The next page of verified accounts after `after` (in id order) that `condition` (on `u` and `p`) admits. */
const AUDIENCE_PAGE = rawQuery(
  "events.audience-page",
  (condition: SQL, after: string) =>
    sql<{ id: string }>`select u.id from ${user} u left join ${userProfiles} p on p.id = u.id
          where u.email_verified and u.id > ${after} and ${condition}
          order by u.id limit ${RECIPIENT_PAGE}`,
  [
    [levelAudienceCondition(null), ""],
    [levelAudienceCondition("gold"), "someone"],
  ],
);

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
  const condition = levelAudienceCondition(event.min_level === "bronze" ? null : event.min_level);
  let after = "";
  for (;;) {
    const page = await AUDIENCE_PAGE.rows(db, condition, after);
    if (page.length === 0) return;
    yield page.map((row) => row.id);
    after = page[page.length - 1]?.id ?? after;
  }
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
