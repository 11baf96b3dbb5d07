import { and, asc, eq, gt } from "drizzle-orm";
import { events } from "~/db/schema/events";
import type { Ctx } from "~/lib/context.server";

/** An upcoming event as its company's site lists it (linking to /calendar/{slug}). */
export type SiteEvent = { slug: string; title: string; startsAt: string; timeZone: string; city: string | null; country: string | null };

/** The most events a company's site lists. */
export const SITE_EVENTS_LIMIT = 12;

/**
 * The events a company proposed that are published and still to come or under way (approved, not
 * cancelled, not ended), soonest first, at most `limit`: one query.
 */
export async function upcomingEventsOf(ctx: Pick<Ctx, "db" | "now">, companyId: string, limit = SITE_EVENTS_LIMIT): Promise<SiteEvent[]> {
  const rows = await ctx.db
    .select({
      slug: events.slug,
      title: events.title,
      startsAt: events.startsAt,
      timeZone: events.timeZone,
      city: events.city,
      country: events.country,
    })
    .from(events)
    .where(and(eq(events.organizerId, companyId), eq(events.approval, "approved"), eq(events.status, "scheduled"), gt(events.endsAt, ctx.now())))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(Math.max(0, Math.min(limit, SITE_EVENTS_LIMIT)));
  return rows.map((row) => ({ ...row, startsAt: row.startsAt.toISOString() }));
}
