import { and, eq, sql } from "drizzle-orm";
import { rawQuery } from "~/db/raw-query";
import { eventRegistrations, events } from "~/db/schema/events";
import { type Ctx, requireActor, withTransaction } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { consumeLimit, type LimitRule } from "~/lib/rate-limit.server";
import { eventsPolicy } from "./policy";

export type AttendResult = { status: "registered" | "waitlisted" };

/** Sign-ups and leaves a member may make in an hour, counted together as follows are: a person never needs more; a toggling script (each leave offers a place to the waiting list) meets it. */
export const EVENT_SIGNUP_CHANGES_PER_HOUR: LimitRule = { name: "event-signup-changes", max: 30, windowSeconds: 60 * 60 };

/** Counts one sign-up change of the member toward the hourly limit (429 saying when to try again). */
async function countSignupChange(ctx: Ctx, userId: string): Promise<void> {
  await consumeLimit(ctx, EVENT_SIGNUP_CHANGES_PER_HOUR, userId, "EVENT_SIGNUP_TOGGLE_LIMIT");
}

/** The event row of a slug (or its number, as notifications link it), locked for the rest of the transaction (registrations at once are counted one at a time). */
async function lockedEvent(tx: Ctx, slug: string) {
  const [row] = await tx.db
    .select({
      id: events.id,
      title: events.title,
      capacity: events.capacity,
      status: events.status,
      approval: events.approval,
      ends_at: events.endsAt,
      min_level: events.minLevel,
    })
    .from(events)
    .where(/^\d{1,15}$/.test(slug) ? eq(events.id, Number(slug)) : eq(events.slug, slug.slice(0, 200)))
    .for("update");
  if (row?.approval !== "approved") throw new AppError("EVENT_NOT_FOUND", 404);
  return { ...row, id: Number(row.id) };
}

/**
 * 'Asistiré' (issue 23 §2): an individual whose membership reaches the event's level takes a place
 * while there are places, then joins the waiting list in order. Asking twice keeps one place; two
 * members asking for the last place at once get one place and one waiting-list spot (the event row
 * is locked while counting). A cancelled or finished event is refused. Each request counts toward
 * the member's hourly sign-up changes (429 past 30).
 */
export async function attendEvent(ctx: Ctx, slug: string): Promise<AttendResult> {
  const actor = eventsPolicy.authorize(requireActor(ctx), "attendAtAll");
  await countSignupChange(ctx, actor.id);
  return withTransaction(ctx, async (tx) => {
    const event = await lockedEvent(tx, slug);
    eventsPolicy.authorize(actor, "attend", { minLevel: event.min_level });
    if (event.status === "cancelled") throw new AppError("EVENT_CANCELLED", 409);
    if (new Date(event.ends_at) < tx.now()) throw new AppError("EVENT_PAST", 409);
    const [existing] = await tx.db
      .select({ status: eventRegistrations.status })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.userId, actor.id)))
      .limit(1);
    if (existing) return { status: existing.status };
    const taken = await tx.db.$count(eventRegistrations, and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.status, "registered")));
    const status = event.capacity === null || taken < event.capacity ? "registered" : "waitlisted";
    await tx.db.insert(eventRegistrations).values({ eventId: event.id, userId: actor.id, status, createdAt: tx.now() });
    return { status };
  });
}

/** Gives the first on the event's waiting list a place; who it was. */
const PROMOTE_FIRST_WAITING = rawQuery(
  "events.promote-first-waiting",
  (eventId: number) =>
    sql<{ user_id: string }>`update ${eventRegistrations} set status = 'registered'
          where id = (select id from ${eventRegistrations} where event_id = ${eventId} and status = 'waitlisted' order by id limit 1)
          returning user_id`,
  [[1]],
);

/**
 * The member gives up their place or leaves the waiting list. A place given up goes to the first on
 * the waiting list, who is told through the outbox ('¡Tienes lugar!'). Nothing to give up is fine.
 * Each request counts toward the member's hourly sign-up changes (429 past 30).
 */
export async function leaveEvent(ctx: Ctx, slug: string): Promise<void> {
  const actor = requireActor(ctx);
  await countSignupChange(ctx, actor.id);
  await withTransaction(ctx, async (tx) => {
    const event = await lockedEvent(tx, slug);
    const [left] = await tx.db
      .delete(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.userId, actor.id)))
      .returning({ status: eventRegistrations.status });
    if (left?.status !== "registered" || event.status === "cancelled") return;
    const [promoted] = await PROMOTE_FIRST_WAITING.rows(tx.db, event.id);
    if (promoted) await enqueue(tx.db, { type: "event.spot_offered", payload: { eventId: String(event.id), title: event.title, userId: promoted.user_id } });
  });
}
