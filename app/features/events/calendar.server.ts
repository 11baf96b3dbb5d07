import { and, asc, count, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { rawQuery } from "~/db/raw-query";
import { eventRegistrations, events } from "~/db/schema/events";
import { companyProfiles } from "~/db/schema/profiles";
import type { Ctx } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { pagedList, pageParam } from "~/lib/paging";
import { countryParam, isCountryCode } from "~/lib/vocabulary/countries";
import { eventCover } from "./event-cover";
import { CALENDAR_MAX_PAGE, CALENDAR_PAGE_SIZE, type CalendarFilters, EVENT_TYPES, type EventType } from "./event-options";
import type { AttendState, EventCard, EventPage } from "./event-views";
import { eventsPolicy } from "./policy";

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const MONTH_MAX_EVENTS = 200;

/** The filters of a /calendar URL (`pais`, `tipo`, `en-linea`, `mes`, `vista`, `pagina`): unknown values are dropped; the month is this one unless a valid one is given. */
export function calendarFilters(params: URLSearchParams, now: Date): CalendarFilters {
  const type = params.get("tipo");
  const country = countryParam((params.get("pais") ?? "").trim());
  const month = params.get("mes") ?? "";
  return {
    country: country && isCountryCode(country) ? country : null,
    type: type && (EVENT_TYPES as readonly string[]).includes(type) ? (type as EventType) : null,
    online: params.get("en-linea") === "1",
    month: MONTH.test(month) && Number(month.slice(0, 4)) >= 2000 && Number(month.slice(0, 4)) <= 2100 ? month : now.toISOString().slice(0, 7),
    view: params.get("vista") === "mes" ? "month" : "list",
    page: pageParam(params, CALENDAR_MAX_PAGE),
  };
}

const cardColumns = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  eventType: events.eventType,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  timeZone: events.timeZone,
  city: events.city,
  country: events.country,
  onlineUrl: events.onlineUrl,
  status: events.status,
  minLevel: events.minLevel,
  coverPath: events.coverPath,
  organizerName: companyProfiles.companyName,
};

type CardRow = {
  id: number;
  slug: string;
  title: string;
  eventType: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  city: string | null;
  country: string | null;
  onlineUrl: string | null;
  status: "scheduled" | "cancelled";
  minLevel: "bronze" | "silver" | "gold";
  coverPath: string | null;
  organizerName: string | null;
};

function card(row: CardRow): EventCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    eventType: row.eventType as EventType,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    timeZone: row.timeZone,
    city: row.city,
    country: row.country,
    online: row.onlineUrl !== null,
    status: row.status,
    minLevel: row.minLevel,
    organizerName: row.organizerName,
    cover: eventCover(row.coverPath),
  };
}

function filterConditions(filters: CalendarFilters): SQL[] {
  const parts: SQL[] = [eq(events.approval, "approved")];
  if (filters.type) parts.push(eq(events.eventType, filters.type));
  if (filters.country) parts.push(eq(events.country, filters.country));
  if (filters.online) parts.push(sql`${events.onlineUrl} is not null`);
  return parts;
}

/** The list view of /calendar: approved events not yet over, soonest first, 20 a page (cancelled ones stay, marked). */
export async function upcomingEvents(ctx: Pick<Ctx, "db" | "now">, filters: CalendarFilters) {
  const where = and(...filterConditions(filters), gte(events.endsAt, ctx.now())) ?? sql`true`;
  const listed = await pagedList({
    page: filters.page,
    size: CALENDAR_PAGE_SIZE,
    rows: ({ limit, offset }) =>
      ctx.db
        .select(cardColumns)
        .from(events)
        .leftJoin(companyProfiles, eq(companyProfiles.id, events.organizerId))
        .where(where)
        .orderBy(asc(events.startsAt), asc(events.id))
        .limit(limit)
        .offset(offset),
    count: () => ctx.db.select({ count: count() }).from(events).where(where),
  });
  return { events: listed.rows.map(card), count: listed.total, page: listed.page, pages: listed.pages };
}

/** The month view of /calendar: the approved events that touch the month (UTC−12 to UTC+14 margins included), at most 200. */
export async function monthEvents(ctx: Pick<Ctx, "db">, filters: CalendarFilters): Promise<EventCard[]> {
  const [year, month] = filters.month.split("-").map(Number) as [number, number];
  const from = new Date(Date.UTC(year, month - 1, 1) - 14 * 60 * 60 * 1000);
  const to = new Date(Date.UTC(year, month, 1) + 12 * 60 * 60 * 1000);
  const rows = await ctx.db
    .select(cardColumns)
    .from(events)
    .leftJoin(companyProfiles, eq(companyProfiles.id, events.organizerId))
    .where(and(...filterConditions(filters), lt(events.startsAt, to), gte(events.endsAt, from)))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(MONTH_MAX_EVENTS);
  return rows.map(card);
}

function attendState(ctx: Ctx, row: { minLevel: "bronze" | "silver" | "gold"; status: string; endsAt: Date }, mine: string | null): AttendState {
  if (mine === "registered" || mine === "waitlisted") return mine;
  if (row.status === "cancelled" || row.endsAt < ctx.now()) return "closed";
  if (!ctx.actor) return "visitor";
  if (!eventsPolicy.can(ctx.actor, "attendAtAll")) return "not_individual";
  return eventsPolicy.can(ctx.actor, "attend", row) ? "may_register" : "level_too_low";
}

/** An event's places taken and waiting, the viewer's own status and, on the waiting list, their position (one round trip). */
const REGISTRATION_COUNTS = rawQuery(
  "events.registration-counts",
  (eventId: number, viewerId: string) =>
    sql<{ registered: number; waitlisted: number; mine: string | null; ahead: number | null }>`select
          count(*) filter (where status = 'registered')::int as registered,
          count(*) filter (where status = 'waitlisted')::int as waitlisted,
          max(status) filter (where user_id = ${viewerId}) as mine,
          (select count(*)::int + 1 from ${eventRegistrations} w where w.event_id = ${eventId} and w.status = 'waitlisted'
             and w.id < (select m.id from ${eventRegistrations} m where m.event_id = ${eventId} and m.user_id = ${viewerId})) as ahead
        from ${eventRegistrations} where event_id = ${eventId}`,
  [[1, "someone"]],
);

/**
 * An event's page (`/calendar/{slug}`, or its number, as notifications link it): an approved event for anyone, with its registrations and
 * where the viewer stands; a proposal or a rejected one only for admins and the company that
 * proposed it (404 'Evento no encontrado' for everyone else).
 */
export async function eventPage(ctx: Ctx, slug: string, saved: (eventId: number) => Promise<boolean>): Promise<EventPage> {
  const [row] = await ctx.db
    .select({
      ...cardColumns,
      description: events.description,
      venue: events.venue,
      capacity: events.capacity,
      approval: events.approval,
      organizerId: events.organizerId,
      updatedAt: events.updatedAt,
      sequence: events.sequence,
    })
    .from(events)
    .leftJoin(companyProfiles, eq(companyProfiles.id, events.organizerId))
    .where(/^\d{1,15}$/.test(slug) ? eq(events.id, Number(slug)) : eq(events.slug, slug.slice(0, 200)))
    .limit(1);
  const mayManage = eventsPolicy.can(ctx.actor, "manageEvents");
  if (!row || (row.approval !== "approved" && !mayManage && !(ctx.actor && row.organizerId === ctx.actor.id))) throw new AppError("EVENT_NOT_FOUND", 404);
  const [counts] = await REGISTRATION_COUNTS.rows(ctx.db, row.id, ctx.actor?.id ?? "");
  const mine = counts?.mine ?? null;
  return {
    ...card(row),
    description: row.description,
    venue: row.venue,
    // The link to join is for those signed up (and those who run the event), never in a cached public page.
    onlineUrl: mine === "registered" || mayManage || (ctx.actor !== null && row.organizerId === ctx.actor.id) ? row.onlineUrl : null,
    capacity: row.capacity,
    registered: Number(counts?.registered ?? 0),
    waitlisted: Number(counts?.waitlisted ?? 0),
    approval: row.approval,
    attend: attendState(ctx, row, mine),
    waitlistPosition: mine === "waitlisted" ? Number(counts?.ahead ?? 1) : null,
    saved: ctx.actor ? await saved(row.id) : false,
    mayManage,
    updatedAt: row.updatedAt.toISOString(),
    sequence: row.sequence,
  };
}
