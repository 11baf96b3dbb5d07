import { asc, eq, inArray } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { availabilityHolds } from "~/db/schema/availability";
import { bookingEvents, bookingReviews, bookings } from "~/db/schema/bookings";
import { loadActor } from "~/features/accounts/actor.server";
import { addDays, dayIn } from "~/features/availability/public";
import type { Actor } from "~/lib/actor";
import { type Ctx, requestContext } from "~/lib/context.server";
import { isAppError } from "~/lib/errors";
import { testContext } from "./context";
import { testDb } from "./setup/test-database";

/**
 * Helpers for the bookings' IDOR and fuzz tests (issue 39): members acting at a chosen instant, the
 * request form's fields, a booking's whole stored state, and the routes' answers as the router
 * (and so their `.data` twins) would give them.
 */

/** The place every test booking is in: Montevideo has no daylight saving time, so days are plain. */
export const TEST_TIME_ZONE = "America/Montevideo";

/** A member who can act now or at another instant (the server's clock is `ctx.now`). */
export type Member = { userId: string; actor: Actor; at: (now?: Date) => Ctx };

/** The member `userId` as a request context factory: `at(instant)` acts at that instant, `at()` at the real clock. */
export async function member(userId: string): Promise<Member> {
  const actor = await loadActor(testDb(), userId, "");
  if (!actor) throw new Error(`no account ${userId}`);
  return { userId, actor, at: (now) => testContext({ actor, now: now ? () => now : undefined }) };
}

/** The day `days` after today in the test place's time zone, as seen at `now`. */
export function dayAfter(now: Date, days: number): string {
  return addDays(dayIn(now, TEST_TIME_ZONE), days);
}

/** The request form's fields (contract field names) for `technicianId` on `startsOn`…`endsOn`. */
export function requestFields(technicianId: string, startsOn: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    technicianId,
    source: "search",
    production: "Festival de Prueba",
    role: "foh",
    venue: "Teatro de Verano",
    city: "Montevideo",
    country: "UY",
    timeZone: TEST_TIME_ZONE,
    startsOn,
    endsOn: startsOn,
    dayRate: "5000",
    currency: "UYU",
    notes: "",
    asksFor: "option",
    ...overrides,
  };
}

/** Everything stored about these bookings and their technician's held days, to compare before and after a refused step. */
export async function bookingsState(ids: string[], technicianId: string) {
  const db = testDb();
  return {
    bookings: await db.select().from(bookings).where(inArray(bookings.id, ids)).orderBy(asc(bookings.id)),
    events: await db.select().from(bookingEvents).where(inArray(bookingEvents.bookingId, ids)).orderBy(asc(bookingEvents.id)),
    reviews: await db.select().from(bookingReviews).where(inArray(bookingReviews.bookingId, ids)).orderBy(asc(bookingReviews.id)),
    holds: await db.select().from(availabilityHolds).where(eq(availabilityHolds.userId, technicianId)).orderBy(asc(availabilityHolds.bookingId)),
  };
}

/** One booking's row. */
export async function bookingRow(id: string) {
  const [row] = await testDb().select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error(`no booking ${id}`);
  return row;
}

/** What a use case refused with: `{ status, key }` of its AppError; anything else thrown is rethrown; no refusal is `null`. */
export async function refusalOf(work: () => Promise<unknown>): Promise<{ status: number; key: string } | null> {
  try {
    await work();
    return null;
  } catch (error) {
    if (isAppError(error)) return { status: error.status, key: error.key };
    throw error;
  }
}

/** A route answer: its status and body, however the route gave it (returned data, `data()` with a status, a thrown response). */
export type RouteAnswer = { status: number; body: unknown };

function isDataWithInit(value: unknown): value is { data: unknown; init: { status?: number } | null } {
  return typeof value === "object" && value !== null && "init" in value && "data" in value;
}

async function answerOf(value: unknown): Promise<RouteAnswer> {
  if (value instanceof Response) {
    const text = await value.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // a text body stays text
    }
    return { status: value.status, body };
  }
  if (isDataWithInit(value)) return { status: value.init?.status ?? 200, body: value.data };
  return { status: 200, body: value };
}

/**
 * Calls a route's loader or action as React Router does for the page and for its `.data` twin (the
 * same function answers both): thrown answers (`data(..., { status })`, responses) are answers too; an
 * unexpected exception becomes the 500 the server would send.
 */
export async function routeAnswer(
  handler: (args: never) => unknown,
  ctx: Ctx,
  url: string,
  params: Record<string, string>,
  body?: BodyInit,
  headers?: HeadersInit,
): Promise<RouteAnswer> {
  const context = new RouterContextProvider();
  context.set(requestContext, ctx);
  const request = new Request(`http://localhost:3000${url}`, body === undefined ? { headers } : { method: "POST", body, headers });
  try {
    return await answerOf(await (handler as (args: unknown) => unknown)({ request, context, params }));
  } catch (thrown) {
    if (thrown instanceof Response || isDataWithInit(thrown)) return answerOf(thrown);
    return { status: 500, body: thrown instanceof Error ? `${thrown.name}: ${thrown.message}\n${thrown.stack ?? ""}` : String(thrown) };
  }
}

/** A form body of these fields. */
export function formBody(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams(fields);
}
