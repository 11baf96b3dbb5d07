import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { events } from "~/db/schema/events";
import { companyProfiles } from "~/db/schema/profiles";
import { recordAdminAction } from "~/lib/audit.server";
import { type Ctx, requireActor, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { purgePages } from "~/lib/page-cache.server";
import { parseInput } from "~/lib/parse-input.server";
import { freeSlug } from "~/lib/slug.server";
import { type FileSlot, imageSlot, saveWithFiles } from "~/lib/storage/save-with-files.server";
import type { EventTimeZone } from "~/lib/vocabulary/time-zones";
import { EVENT_COVER_ASPECT, EVENT_COVER_WIDTHS, EVENT_QUOTA, eventCover } from "./event-cover";
import type { EventType } from "./event-options";
import { type EventInput, eventInput } from "./events.schemas";
import { eventsPolicy } from "./policy";
import { utcToZoned, zonedToUtc } from "./zoned-time";

const MAX_DAYS = 31;

/** Forgets, on every instance, the cached pages that show events: /calendar and the company sites that list their upcoming events (decision 063). */
async function purgeEventPages(ctx: Ctx): Promise<void> {
  await purgePages(ctx.db, "/calendar");
  await purgePages(ctx.db, "/empresa");
}
const DAY = 24 * 60 * 60 * 1000;
const MANAGED_PAGE = 100;

/** An event as its editor reads it (times as its own wall clock). */
export type EditableEvent = {
  id: number;
  slug: string;
  title: string;
  description: string;
  eventType: EventType;
  timeZone: EventTimeZone;
  startsLocal: string;
  endsLocal: string;
  venue: string;
  city: string;
  country: string;
  onlineUrl: string;
  capacity: string;
  minLevel: "bronze" | "silver" | "gold";
  status: "scheduled" | "cancelled";
  approval: "approved" | "pending" | "rejected";
  organizerName: string | null;
  coverUrl: string | null;
};

/** The checked columns of an event form: times from the event's wall clock to instants, a place or a link required. */
function eventColumns(input: EventInput) {
  const { removeCover, startsLocal, endsLocal, ...fields } = parseInput(eventInput, input);
  const startsAt = zonedToUtc(startsLocal, fields.timeZone);
  if (!startsAt) throw new AppError("EVENT_START_INVALID", 400, {}, "startsLocal");
  const endsAt = zonedToUtc(endsLocal, fields.timeZone);
  if (!endsAt || endsAt <= startsAt || endsAt.getTime() - startsAt.getTime() > MAX_DAYS * DAY) throw new AppError("EVENT_END_INVALID", 400, {}, "endsLocal");
  if (!fields.onlineUrl && !(fields.venue && fields.city && fields.country)) throw new AppError("EVENT_PLACE_REQUIRED", 400, {}, "venue");
  return { columns: { ...fields, startsAt, endsAt }, removeCover };
}

function coverSlot(form: FormData, remove: boolean): Promise<FileSlot> {
  return imageSlot(form, { field: "cover", bucket: "event-images", widths: EVENT_COVER_WIDTHS, aspect: EVENT_COVER_ASPECT, remove });
}

/** Sends the event's notification to its audience once (spec §4: an event that becomes visible is news once), in the caller's transaction. */
async function announceIn(tx: Ctx, event: { id: number; title: string }): Promise<void> {
  const [claimed] = await tx.db
    .update(events)
    .set({ notifiedAt: tx.now() })
    .where(and(eq(events.id, event.id), isNull(events.notifiedAt), eq(events.approval, "approved")))
    .returning({ id: events.id });
  if (claimed) await enqueue(tx.db, { type: "event.created", payload: { eventId: String(event.id), title: event.title } });
}

async function eventRow(ctx: Ctx, eventId: number) {
  const [row] = Number.isSafeInteger(eventId) ? await ctx.db.select().from(events).where(eq(events.id, eventId)).limit(1) : [];
  if (!row) throw new AppError("EVENT_NOT_FOUND", 404);
  return row;
}

/** An event the actor may edit: any for an admin; a company's own proposal while it waits (403 otherwise). */
async function editableEvent(ctx: Ctx, eventId: number) {
  const actor = requireActor(ctx);
  const row = await eventRow(ctx, eventId);
  if (!eventsPolicy.can(actor, "manageEvents")) eventsPolicy.authorize(actor, "editProposal", row);
  return row;
}

/**
 * An admin creates an event (published at once, its audience notified through the outbox), or a
 * company proposes one (waiting for an admin; it is the organiser). Every field is checked with a
 * Spanish message; times are the event's wall clock in its zone.
 */
export async function createEvent(ctx: Ctx, input: EventInput, form: FormData = new FormData()): Promise<{ id: number; slug: string }> {
  const actor = requireActor(ctx);
  const admin = eventsPolicy.can(actor, "manageEvents");
  if (!admin) eventsPolicy.authorize(actor, "proposeEvents");
  const { columns } = eventColumns(input);
  const cover = await coverSlot(form, false);
  const slug = await freeSlug(ctx, { table: events, column: events.slug }, columns.title, { fallback: "evento", reserved: new Set(["feed", "agenda", "new"]) });
  const [row] = await ctx.db
    .insert(events)
    .values({ ...columns, slug, approval: admin ? "approved" : "pending", organizerId: admin ? null : actor.id, createdBy: actor.id })
    .returning({ id: events.id, slug: events.slug, title: events.title, filesFolder: events.filesFolder });
  if (!row) throw new Error("event not inserted");
  if (cover.upload) {
    await saveWithFiles(
      ctx,
      { folder: row.filesFolder, quota: EVENT_QUOTA },
      { cover },
      {
        current: async () => ({ cover: null }),
        write: (tx, keys) => tx.db.update(events).set({ coverPath: keys.cover }).where(eq(events.id, row.id)),
      },
    );
  }
  if (admin) {
    await withTransaction(ctx, async (tx) => {
      await announceIn(tx, row);
      await recordAdminAction(tx, { action: "event.create", targetType: "event", targetId: String(row.id), after: { title: row.title, slug: row.slug } });
    });
    await purgeEventPages(ctx);
  }
  return { id: row.id, slug: row.slug };
}

/** Saves an event (admin, or its company while the proposal waits); its SEQUENCE grows so calendars that hold it update. */
export async function updateEvent(ctx: Ctx, eventId: number, input: EventInput, form: FormData = new FormData()): Promise<void> {
  const row = await editableEvent(ctx, eventId);
  const { columns, removeCover } = eventColumns(input);
  const cover = await coverSlot(form, removeCover);
  await saveWithFiles(
    ctx,
    { folder: row.filesFolder, quota: EVENT_QUOTA },
    { cover },
    {
      current: async (tx) => {
        const [current] = await tx.db.select({ cover: events.coverPath }).from(events).where(eq(events.id, row.id)).limit(1);
        if (!current) throw new AppError("EVENT_NOT_FOUND", 404);
        return current;
      },
      write: (tx, keys) =>
        tx.db
          .update(events)
          .set({ ...columns, coverPath: keys.cover, sequence: sql`${events.sequence} + 1`, updatedAt: tx.now() })
          .where(eq(events.id, row.id)),
    },
  );
  await purgeEventPages(ctx);
}

/** An admin cancels an event: it stays on the calendar marked cancelled, and calendar files say STATUS:CANCELLED with a higher SEQUENCE. */
export async function cancelEvent(ctx: Ctx, eventId: number): Promise<void> {
  eventsPolicy.authorize(ctx.actor, "manageEvents");
  const row = await eventRow(ctx, eventId);
  if (row.status === "cancelled") return;
  await withTransaction(ctx, async (tx) => {
    await tx.db
      .update(events)
      .set({ status: "cancelled", sequence: sql`${events.sequence} + 1`, updatedAt: tx.now() })
      .where(eq(events.id, row.id));
    await recordAdminAction(tx, {
      action: "event.cancel",
      targetType: "event",
      targetId: String(row.id),
      subjectId: row.organizerId,
      before: { status: row.status },
      after: { status: "cancelled" },
    });
  });
  await purgeEventPages(ctx);
}

/** An admin approves a company's proposal (it is published and its audience notified, once) or rejects it; a reviewed one answers 409. */
export async function reviewProposal(ctx: Ctx, eventId: number, approve: boolean): Promise<void> {
  eventsPolicy.authorize(ctx.actor, "manageEvents");
  const row = await eventRow(ctx, eventId);
  await withTransaction(ctx, async (tx) => {
    const [changed] = await tx.db
      .update(events)
      .set({ approval: approve ? "approved" : "rejected", updatedAt: tx.now() })
      .where(and(eq(events.id, row.id), eq(events.approval, "pending")))
      .returning({ id: events.id });
    if (!changed) throw new AppError("EVENT_NOT_PENDING", 409);
    if (approve) await announceIn(tx, row);
    await recordAdminAction(tx, {
      action: approve ? "event.approve" : "event.reject",
      targetType: "event",
      targetId: String(row.id),
      subjectId: row.organizerId,
      before: { approval: "pending" },
      after: { approval: approve ? "approved" : "rejected" },
    });
  });
  await purgeEventPages(ctx);
}

/** The events an admin manages (all, proposals waiting first) or a company's own proposals and events, newest first. */
export async function managedEvents(ctx: Ctx) {
  const actor = requireActor(ctx);
  const admin = eventsPolicy.can(actor, "manageEvents");
  if (!admin) eventsPolicy.authorize(actor, "proposeEvents");
  const rows = await ctx.db
    .select({
      id: events.id,
      slug: events.slug,
      title: events.title,
      startsAt: events.startsAt,
      timeZone: events.timeZone,
      status: events.status,
      approval: events.approval,
      organizerName: companyProfiles.companyName,
    })
    .from(events)
    .leftJoin(companyProfiles, eq(companyProfiles.id, events.organizerId))
    .where(admin ? undefined : eq(events.organizerId, actor.id))
    .orderBy(sql`(${events.approval} = 'pending') desc`, desc(events.startsAt), desc(events.id))
    .limit(MANAGED_PAGE);
  return rows.map((row) => ({ ...row, startsAt: row.startsAt.toISOString() }));
}

/** An event for its editor, times as its own wall clock. */
export async function eventForEditing(ctx: Ctx, eventId: number): Promise<EditableEvent> {
  const row = await editableEvent(ctx, eventId);
  const [organizer] = row.organizerId
    ? await ctx.db.select({ name: companyProfiles.companyName }).from(companyProfiles).where(eq(companyProfiles.id, row.organizerId)).limit(1)
    : [];
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    eventType: row.eventType as EventType,
    timeZone: row.timeZone as EventTimeZone,
    startsLocal: utcToZoned(row.startsAt, row.timeZone),
    endsLocal: utcToZoned(row.endsAt, row.timeZone),
    venue: row.venue ?? "",
    city: row.city ?? "",
    country: row.country ?? "",
    onlineUrl: row.onlineUrl ?? "",
    capacity: row.capacity === null ? "" : String(row.capacity),
    minLevel: row.minLevel,
    status: row.status,
    approval: row.approval,
    organizerName: organizer?.name ?? null,
    coverUrl: eventCover(row.coverPath)?.small ?? null,
  };
}
