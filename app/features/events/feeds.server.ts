import { randomBytes } from "node:crypto";
import { and, asc, eq, gte, inArray, or, sql } from "drizzle-orm";
import { user } from "~/db/schema/auth";
import { calendarFeeds, eventRegistrations, events } from "~/db/schema/events";
import { savedItems } from "~/db/schema/learning";
import { type AgendaBooking, type AgendaRun, agendaBookings, agendaRuns } from "~/features/availability/public.server";
import { notHidden } from "~/features/moderation/public.server";
import { type Ctx, requireActor } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { asLocale, DEFAULT_LOCALE } from "~/lib/i18n/locales";
import { serverI18n } from "~/lib/i18n/resources.server";
import { serverSiteParams } from "~/lib/i18n/site-params.server";
import { countryLabel } from "~/lib/vocabulary/countries";
import { displayName } from "~/lib/vocabulary/display-name";
import { EVENT_TYPES, type EventType } from "./event-options";
import { type IcsEvent, icsCalendar } from "./ics";

const FEED_EVENTS = 500;
const PAST_DAYS = 90;

function newToken(): string {
  return randomBytes(24).toString("base64url");
}

/** The signed-in member's private 'Mi agenda' token, made the first time it is asked for (one read on every later visit). */
export async function myFeedToken(ctx: Ctx): Promise<string> {
  const actor = requireActor(ctx);
  const read = async () =>
    (await ctx.db.select({ token: calendarFeeds.token }).from(calendarFeeds).where(eq(calendarFeeds.userId, actor.id)).limit(1))[0]?.token;
  const existing = await read();
  if (existing) return existing;
  await ctx.db.insert(calendarFeeds).values({ userId: actor.id, token: newToken() }).onConflictDoNothing();
  const made = await read();
  if (!made) throw new Error("calendar feed token missing");
  return made;
}

/** Gives the member a new 'Mi agenda' address: the old one stops working at once. */
export async function resetFeedToken(ctx: Ctx): Promise<string> {
  const actor = requireActor(ctx);
  const token = newToken();
  await ctx.db
    .insert(calendarFeeds)
    .values({ userId: actor.id, token })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: ctx.now() } });
  return token;
}

function icsEvents(rows: (typeof events.$inferSelect)[], origin: string): IcsEvent[] {
  // The place reads as the calendar's other texts do, in Spanish ('Montevideo, Uruguay').
  const { t } = serverI18n(DEFAULT_LOCALE);
  return rows.map((row) => ({
    uid: `event-${row.id}@redav`,
    sequence: row.sequence,
    title: row.title,
    description: row.description,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    location: row.onlineUrl ?? ([row.venue, row.city, countryLabel(t, DEFAULT_LOCALE, row.country)].filter(Boolean).join(", ") || null),
    url: `${origin}/calendar/${row.slug}`,
    cancelled: row.status === "cancelled",
    updatedAt: row.updatedAt,
  }));
}

/**
 * The technician's own marked runs as whole-day entries ('Disponible', 'Ocupado'…, with the note and
 * places), in their language: busy days take the time, maybe-days are tentative, free days stay free.
 * The UID is the run's first day, so the same run keeps its entry in calendar apps.
 */
function availabilityEntries(runs: AgendaRun[], userId: string, origin: string, locale: string | null): IcsEvent[] {
  const { t } = serverI18n(asLocale(locale) ?? DEFAULT_LOCALE);
  return runs.map((run) => ({
    uid: `availability-${userId}-${run.from}@redav`,
    sequence: 0,
    title: run.note ? `${t(`availability:status.${run.status}`)}: ${run.note}` : t(`availability:status.${run.status}`),
    description: [run.note, run.places.join(", ")].filter(Boolean).join("\n"),
    startsAt: new Date(`${run.from}T00:00:00Z`),
    endsAt: new Date(`${run.to}T23:59:59Z`),
    location: run.places.length > 0 ? run.places.join(", ") : null,
    url: `${origin}/profile/availability`,
    cancelled: false,
    updatedAt: run.writtenAt,
    allDay: { first: run.from, last: run.to },
    busy: run.status === "busy",
    tentative: run.status === "tentative",
  }));
}

/**
 * The member's confirmed bookings (issue 39) as whole-day entries that take the time, in their
 * language: the technician's own work ('Confirmado: {production}') and a company's crew ('{technician}:
 * {production}'), at the booking's place, linking to the booking. The UID is the booking's, so a
 * changed booking keeps its entry.
 */
function bookingEntries(rows: AgendaBooking[], origin: string, locale: string | null): IcsEvent[] {
  const reading = asLocale(locale) ?? DEFAULT_LOCALE;
  const { t } = serverI18n(reading);
  return rows.map((row) => ({
    uid: `booking-${row.bookingId}-${row.side}@redav`,
    sequence: 0,
    title:
      row.side === "technician"
        ? t("availability:agenda.confirmed", { production: row.production })
        : t("availability:agenda.companyConfirmed", {
            production: row.production,
            name: displayName(t, { company: false, firstName: row.technicianFirstName, lastName: row.technicianLastName }),
          }),
    description: row.production,
    startsAt: new Date(`${row.from}T00:00:00Z`),
    endsAt: new Date(`${row.to}T23:59:59Z`),
    location: [row.venue, row.city, countryLabel(t, reading, row.country)].filter(Boolean).join(", ") || null,
    url: `${origin}/bookings/${row.bookingId}`,
    cancelled: false,
    updatedAt: row.updatedAt,
    allDay: { first: row.from, last: row.to },
    busy: true,
    tentative: false,
  }));
}

/**
 * The 'Mi agenda' file of a token (no session: calendar apps fetch it alone): the events its member
 * registered for, is waiting for, or saved, from 90 days back, the days they marked on their own
 * availability calendar (issue 27) and their confirmed bookings, as technician or as company (issue
 * 39), from yesterday on; 404 for an unknown or reset token, and, like an
 * unknown token, while its member is hidden (deletion scheduled, suspended: issue 35 §6). The token
 * is kept, so the same address answers again once the deletion is cancelled or the account reinstated.
 */
export async function agendaFeed(ctx: Pick<Ctx, "db" | "now">, token: string, origin: string): Promise<string> {
  const [owner] = /^[A-Za-z0-9_-]{20,64}$/.test(token)
    ? await ctx.db
        .select({ userId: calendarFeeds.userId })
        .from(calendarFeeds)
        .where(and(eq(calendarFeeds.token, token), notHidden(sql`${calendarFeeds.userId}`)))
        .limit(1)
    : [];
  if (!owner) throw new AppError("EVENT_NOT_FOUND", 404);
  const since = new Date(ctx.now().getTime() - PAST_DAYS * 24 * 60 * 60 * 1000);
  const rows = await ctx.db
    .select()
    .from(events)
    .where(
      and(
        eq(events.approval, "approved"),
        gte(events.endsAt, since),
        or(
          inArray(events.id, ctx.db.select({ id: eventRegistrations.eventId }).from(eventRegistrations).where(eq(eventRegistrations.userId, owner.userId))),
          inArray(
            sql`${events.id}::text`,
            ctx.db
              .select({ id: savedItems.itemId })
              .from(savedItems)
              .where(and(eq(savedItems.saverId, owner.userId), eq(savedItems.itemType, "event"))),
          ),
        ),
      ),
    )
    .orderBy(asc(events.startsAt))
    .limit(FEED_EVENTS);
  const yesterday = new Date(ctx.now().getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const [runs, booked, [reader]] = await Promise.all([
    agendaRuns(ctx.db, owner.userId, yesterday),
    agendaBookings(ctx.db, owner.userId, yesterday),
    ctx.db.select({ locale: user.locale }).from(user).where(eq(user.id, owner.userId)).limit(1),
  ]);
  return icsCalendar(
    `Mi agenda ${serverSiteParams().siteName}`,
    [
      ...icsEvents(rows, origin),
      ...availabilityEntries(runs, owner.userId, origin, reader?.locale ?? null),
      ...bookingEntries(booked, origin, reader?.locale ?? null),
    ],
    ctx.now(),
  );
}

/** A public feed of one kind of event (every approved one from 90 days back), or of all when `type` is 'todos'; 404 for an unknown kind. */
export async function typeFeed(ctx: Pick<Ctx, "db" | "now">, type: string, origin: string, name: string): Promise<string> {
  if (type !== "todos" && !(EVENT_TYPES as readonly string[]).includes(type)) throw new AppError("EVENT_NOT_FOUND", 404);
  const since = new Date(ctx.now().getTime() - PAST_DAYS * 24 * 60 * 60 * 1000);
  const rows = await ctx.db
    .select()
    .from(events)
    .where(and(eq(events.approval, "approved"), gte(events.endsAt, since), type === "todos" ? undefined : eq(events.eventType, type as EventType)))
    .orderBy(asc(events.startsAt))
    .limit(FEED_EVENTS);
  return icsCalendar(name, icsEvents(rows, origin), ctx.now());
}

/** One event's calendar file ('Agregar a mi calendario'), for anyone who may see the event. */
export async function eventIcs(ctx: Pick<Ctx, "db" | "now">, slug: string, origin: string): Promise<{ body: string; fileName: string }> {
  const [row] = await ctx.db
    .select()
    .from(events)
    .where(and(eq(events.slug, slug.slice(0, 200)), eq(events.approval, "approved")))
    .limit(1);
  if (!row) throw new AppError("EVENT_NOT_FOUND", 404);
  return { body: icsCalendar(row.title, icsEvents([row], origin), ctx.now()), fileName: `${row.slug}.ics` };
}

/** Issue 25 §1: every event a member signed up for or waits for, at any date, as one calendar file (RFC 5545) for their data export; null when there is none. */
export async function memberEventsCalendar(ctx: Pick<Ctx, "db" | "now">, userId: string, origin: string): Promise<string | null> {
  const rows = await ctx.db
    .select()
    .from(events)
    .where(inArray(events.id, ctx.db.select({ id: eventRegistrations.eventId }).from(eventRegistrations).where(eq(eventRegistrations.userId, userId))))
    .orderBy(asc(events.startsAt))
    .limit(FEED_EVENTS);
  return rows.length === 0 ? null : icsCalendar(serverSiteParams().siteName, icsEvents(rows, origin), ctx.now());
}
