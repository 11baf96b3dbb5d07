import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bookingEvents, bookings } from "~/db/schema/bookings";
import { outbox } from "~/db/schema/outbox";
import { addDays, dayIn } from "~/features/availability/public";
import { requestBooking } from "~/features/bookings/booking-request.server";
import { settleTechnician } from "~/features/bookings/booking-settle.server";
import { type BookingStepIntent, takeBookingStep } from "~/features/bookings/booking-steps.server";
import type { Ctx } from "~/lib/context.server";
import { actingAs } from "./context";
import { createCompany, createIndividual } from "./factories";
import { testDb } from "./setup/test-database";

/**
 * Helpers for the booking lifecycle's tests (issue 39): members acting at a clock the test controls,
 * the request form's fields, a booking's row, history and notices.
 */

/** The default place: Buenos Aires, no daylight saving time. */
export const PLACE_ZONE = "America/Argentina/Buenos_Aires";
/** The tests' clock: 2026-12-01 12:00 in Buenos Aires. */
export const NOW = new Date("2026-12-01T15:00:00Z");

/** The day `days` after NOW's day in Buenos Aires. */
export function day(days: number): string {
  return addDays(dayIn(NOW, PLACE_ZONE), days);
}

/** `hours` after NOW. */
export function later(hours: number): Date {
  return new Date(NOW.getTime() + hours * 3_600_000);
}

/** A member acting at a chosen instant (NOW unless told). */
export type Member = { id: string; at: (now?: Date) => Promise<Ctx> };

async function memberOf(id: string): Promise<Member> {
  return { id, at: (now = NOW) => actingAs(id, { now: () => now }) };
}

/** A new verified company. */
export async function newCompany(): Promise<Member> {
  return memberOf((await createCompany()).userId);
}

/** A new verified technician (an individual). */
export async function newTechnician(options: { verified?: boolean } = {}): Promise<Member> {
  return memberOf((await createIndividual(options)).userId);
}

/** The request form's fields for `technicianId` on `startsOn`…`endsOn` (one day by default), in Buenos Aires. */
export function requestFields(technicianId: string, startsOn: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    technicianId,
    source: "search",
    production: "Festival de Prueba",
    role: "foh",
    venue: "Teatro Colón",
    city: "Buenos Aires",
    country: "AR",
    timeZone: PLACE_ZONE,
    startsOn,
    endsOn: "",
    dayRate: "50000",
    currency: "ARS",
    asksFor: "option",
    ...overrides,
  };
}

/** `company` asks `technician` for `startsOn` (…`endsOn`) at `now`; returns the booking id. */
export async function request(company: Member, technician: Member, startsOn: string, overrides: Record<string, unknown> = {}, now = NOW): Promise<string> {
  return (await requestBooking(await company.at(now), requestFields(technician.id, startsOn, overrides))).id;
}

/** `member` takes a step on a booking at `now`. */
export async function step(member: Member, bookingId: string, intent: BookingStepIntent, values: Record<string, unknown> = {}, now = NOW) {
  return takeBookingStep(await member.at(now), bookingId, intent, values);
}

/** A request accepted by the technician: an option (rank by who held first). */
export async function option(company: Member, technician: Member, startsOn: string, overrides: Record<string, unknown> = {}, now = NOW): Promise<string> {
  const id = await request(company, technician, startsOn, overrides, now);
  await step(technician, id, "accept", {}, now);
  return id;
}

/** One booking's row. */
export async function row(id: string) {
  const [found] = await testDb().select().from(bookings).where(eq(bookings.id, id));
  if (!found) throw new Error(`no booking ${id}`);
  return found;
}

/** A booking's history: kind, side and params, oldest first. */
export async function history(id: string) {
  return testDb()
    .select({ kind: bookingEvents.kind, side: bookingEvents.side, params: bookingEvents.params })
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, id))
    .orderBy(asc(bookingEvents.id));
}

/** The `booking.notice` events of a booking, oldest first: notice, recipients and params. */
export async function notices(id: string) {
  const rows = await testDb()
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.type, "booking.notice"), sql`${outbox.payload}->>'bookingId' = ${id}`))
    .orderBy(asc(outbox.id));
  return rows.map((entry) => entry.payload as { notice: string; recipientIds: string[]; params: Record<string, string | number> });
}

/** The `booking.completed` events of a booking. */
export async function completedEvents(id: string) {
  return testDb()
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.type, "booking.completed"), sql`${outbox.payload}->>'bookingId' = ${id}`));
}

/**
 * What the periodic job does for one technician at `now` (the same code, in its own transaction):
 * tests settle their own technician, never the whole table, so they cannot settle another test's bookings.
 */
export async function settle(technician: Member, now: Date): Promise<number> {
  return testDb().transaction((tx) => settleTechnician(tx as unknown as Db, technician.id, now));
}
