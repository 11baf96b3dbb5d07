import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "~/db/rows";
import { availabilityHolds } from "~/db/schema/availability";
import { userBlocks } from "~/db/schema/moderation";
import { userProfiles } from "~/db/schema/profiles";
import { markDays, myCalendar, saveCalendarSettings } from "~/features/availability/calendar.server";
import { deletePastMarks } from "~/features/availability/upkeep.server";
import { calendarFor, upcomingCalendar, withoutHolds } from "~/features/availability/viewer.server";
import { searchTechnicians, type TechnicianFilters, technicianFilters } from "~/features/profiles/technician-search.server";
import type { Ctx } from "~/lib/context.server";
import { bookingHold, holdDays } from "../availability-holds";
import { actingAs } from "../context";
import { createCompany, createIndividual } from "../factories";
import { testDb } from "../setup/test-database";

/** Thursday 28 January 2027, noon UTC: February starts on Monday. */
const NOW = new Date("2027-01-28T12:00:00Z");
const clock = { now: () => NOW };

async function technician(city = `Ciudad-${randomUUID()}`) {
  const { userId } = await createIndividual();
  await testDb().update(userProfiles).set({ country: "AR", city }).where(eq(userProfiles.id, userId));
  return { userId, ctx: await actingAs(userId, clock) };
}

async function company() {
  const { userId } = await createCompany();
  return { userId, ctx: await actingAs(userId, clock) };
}

/** The search's copy of a calendar, multiranges as PostgreSQL writes them. */
async function searchCopy(userId: string) {
  const [row] = await queryRows<{ available: string | null; maybe: string | null; held: string | null }>(
    testDb(),
    sql`select available_days::text as available, maybe_days::text as maybe, held_days::text as held from user_profiles where id = ${userId}`,
  );
  return row;
}

async function holdsOf(userId: string) {
  const rows = await testDb().select().from(availabilityHolds).where(eq(availabilityHolds.userId, userId)).orderBy(availabilityHolds.startsOn);
  return rows.map((row) => `${row.startsOn}..${row.endsOn} ${row.kind} ${row.rank} ${row.label}`);
}

describe("bookings' holds in the technician's availability (issue 39)", () => {
  it("makes the holds exactly the given set and keeps the search's copy: held days, confirmed days no longer free, options still free", async () => {
    const ana = await technician();
    const acme = await company();
    await markDays(ana.ctx, { from: "2027-02-01", to: "2027-02-10", status: "available" });
    await markDays(ana.ctx, { from: "2027-02-11", status: "tentative" });
    const option = await bookingHold(ana.userId, acme.userId, { from: "2027-02-02", to: "2027-02-03", kind: "option", production: "Festival" });
    const confirmed = await bookingHold(ana.userId, acme.userId, { from: "2027-02-05", to: "2027-02-06", kind: "confirmed", production: "Gira" });
    await holdDays(ana.userId, [option, confirmed]);
    expect(await holdsOf(ana.userId)).toEqual(["2027-02-02..2027-02-03 option 1 Festival", "2027-02-05..2027-02-06 confirmed 1 Gira"]);
    expect(await searchCopy(ana.userId)).toEqual({
      held: "{[2027-02-02,2027-02-04),[2027-02-05,2027-02-07)}",
      available: "{[2027-02-01,2027-02-05),[2027-02-07,2027-02-11)}",
      maybe: "{[2027-02-01,2027-02-05),[2027-02-07,2027-02-12)}",
    });

    // The calendar's own changes keep the same rule: marking the confirmed days free does not free them.
    await markDays(ana.ctx, { from: "2027-02-05", to: "2027-02-06", status: "available" });
    expect((await searchCopy(ana.userId))?.available).toBe("{[2027-02-01,2027-02-05),[2027-02-07,2027-02-11)}");

    // A later sync replaces the set: the option moves to second and is renamed, the confirmed work is gone.
    await holdDays(ana.userId, [{ ...option, rank: 2, label: "Festival de verano" }]);
    expect(await holdsOf(ana.userId)).toEqual(["2027-02-02..2027-02-03 option 2 Festival de verano"]);
    expect(await searchCopy(ana.userId)).toEqual({
      held: "{[2027-02-02,2027-02-04)}",
      available: "{[2027-02-01,2027-02-11)}",
      maybe: "{[2027-02-01,2027-02-12)}",
    });

    await holdDays(ana.userId, []);
    expect(await holdsOf(ana.userId)).toEqual([]);
    expect((await searchCopy(ana.userId))?.held).toBeNull();
  });

  it("confirmed work over every marked day leaves no free day; holds of a technician who never marked a day are kept too", async () => {
    const ana = await technician();
    const bea = await technician();
    const acme = await company();
    await markDays(ana.ctx, { from: "2027-02-01", to: "2027-02-02", status: "available" });
    await holdDays(ana.userId, [await bookingHold(ana.userId, acme.userId, { from: "2027-01-31", to: "2027-02-03", kind: "confirmed" })]);
    expect(await searchCopy(ana.userId)).toEqual({ held: "{[2027-01-31,2027-02-04)}", available: null, maybe: null });
    await holdDays(bea.userId, [await bookingHold(bea.userId, acme.userId, { from: "2027-02-08", kind: "option" })]);
    expect(await searchCopy(bea.userId)).toEqual({ held: "{[2027-02-08,2027-02-09)}", available: null, maybe: null });
  });

  it("another technician's sync leaves one's holds alone", async () => {
    const ana = await technician();
    const bea = await technician();
    const acme = await company();
    await holdDays(ana.userId, [await bookingHold(ana.userId, acme.userId, { from: "2027-02-08", kind: "option", production: "A" })]);
    await holdDays(bea.userId, []);
    expect(await holdsOf(ana.userId)).toEqual(["2027-02-08..2027-02-08 option 1 A"]);
  });

  it("the owner's month shows options and confirmed work apart from the marks, with rank and production", async () => {
    const ana = await technician();
    const acme = await company();
    const other = await company();
    await markDays(ana.ctx, { from: "2027-02-01", to: "2027-02-10", status: "available" });
    const first = await bookingHold(ana.userId, acme.userId, { from: "2027-02-02", to: "2027-02-03", kind: "option", production: "Festival" });
    const second = await bookingHold(ana.userId, other.userId, { from: "2027-02-03", kind: "option", rank: 2, production: "Boda" });
    const work = await bookingHold(ana.userId, acme.userId, { from: "2027-02-05", kind: "confirmed", production: "Gira" });
    const march = await bookingHold(ana.userId, acme.userId, { from: "2027-03-05", kind: "confirmed", production: "Marzo" });
    await holdDays(ana.userId, [first, second, work, march]);
    const month = await myCalendar(ana.ctx, "2027-02");
    expect(month.ranges).toEqual([{ from: "2027-02-01", to: "2027-02-10", status: "available", places: [], note: null }]);
    expect(month.holds).toEqual([
      { bookingId: first.bookingId, from: "2027-02-02", to: "2027-02-03", kind: "option", rank: 1, label: "Festival" },
      { bookingId: second.bookingId, from: "2027-02-03", to: "2027-02-03", kind: "option", rank: 2, label: "Boda" },
      { bookingId: work.bookingId, from: "2027-02-05", to: "2027-02-05", kind: "confirmed", rank: 1, label: "Gira" },
    ]);
    expect((await myCalendar(ana.ctx, "2027-03")).holds.map((hold) => hold.label)).toEqual(["Marzo"]);
  });

  it("others see confirmed days as plain busy days and never an option, nor the production or the company", async () => {
    const ana = await technician();
    const acme = await company();
    await markDays(ana.ctx, { from: "2027-02-01", to: "2027-02-06", status: "available", places: "Córdoba", note: "De noche" });
    await holdDays(ana.userId, [
      await bookingHold(ana.userId, acme.userId, { from: "2027-02-02", kind: "option", production: "Festival secreto" }),
      await bookingHold(ana.userId, acme.userId, { from: "2027-02-04", to: "2027-02-05", kind: "confirmed", production: "Gira secreta" }),
      await bookingHold(ana.userId, acme.userId, { from: "2027-02-08", kind: "confirmed", production: "Otra gira" }),
    ]);
    const viewer = (await company()).ctx;
    const seen = await calendarFor(viewer, ana.userId, { from: "2027-02-01", to: "2027-02-28" });
    expect(seen).toEqual([
      { from: "2027-02-01", to: "2027-02-03", status: "available", places: ["Córdoba"], note: "De noche" },
      { from: "2027-02-04", to: "2027-02-05", status: "busy", places: [], note: null },
      { from: "2027-02-06", to: "2027-02-06", status: "available", places: ["Córdoba"], note: "De noche" },
      { from: "2027-02-08", to: "2027-02-08", status: "busy", places: [], note: null },
    ]);
    const profile = await upcomingCalendar(viewer, ana.userId);
    expect(profile).toEqual(seen);
    expect(JSON.stringify(profile)).not.toMatch(/secret|Otra gira/);
    // Who may not see the calendar still sees nothing.
    const member = (await technician()).ctx;
    expect(await upcomingCalendar(member, ana.userId)).toBeNull();
  });

  it("the daily cleanup deletes holds that ended before yesterday and rewrites the search's copy", async () => {
    const ana = await technician();
    const acme = await company();
    const old = await bookingHold(ana.userId, acme.userId, { from: "2027-01-20", to: "2027-01-26", kind: "confirmed", production: "Pasada" });
    const yesterday = await bookingHold(ana.userId, acme.userId, { from: "2027-01-25", to: "2027-01-27", kind: "option", production: "Ayer" });
    const coming = await bookingHold(ana.userId, acme.userId, { from: "2027-02-01", kind: "confirmed", production: "Próxima" });
    await holdDays(ana.userId, [old, yesterday, coming]);
    await deletePastMarks({ db: testDb(), now: () => NOW });
    expect(await holdsOf(ana.userId)).toEqual(["2027-01-25..2027-01-27 option 1 Ayer", "2027-02-01..2027-02-01 confirmed 1 Próxima"]);
    expect((await searchCopy(ana.userId))?.held).toBe("{[2027-01-25,2027-01-28),[2027-02-01,2027-02-02)}");
  });
});

describe("the technician search's 'sin opciones en esas fechas' (issue 39)", () => {
  const window = { from: "2027-02-01", to: "2027-02-04", tentative: false };
  const filters = (city: string, more: Partial<TechnicianFilters> = {}): TechnicianFilters => ({
    q: "",
    skills: [],
    country: "AR",
    city,
    page: 1,
    seed: 0,
    window,
    ...more,
  });
  const found = async (viewer: Ctx, search: TechnicianFilters) => new Set((await searchTechnicians(viewer, search)).technicians.map((card) => card.id));

  it("keeps technicians with no option nor confirmed work on the window; confirmed work is never free", async () => {
    const city = `Ciudad-${randomUUID()}`;
    const [ana, bea, caro, dani] = [await technician(city), await technician(city), await technician(city), await technician(city)];
    const acme = await company();
    for (const person of [ana, bea, caro, dani]) await markDays(person.ctx, { from: "2027-02-01", to: "2027-02-28", status: "available" });
    await holdDays(bea.userId, [await bookingHold(bea.userId, acme.userId, { from: "2027-02-04", to: "2027-02-06", kind: "option" })]);
    await holdDays(caro.userId, [await bookingHold(caro.userId, acme.userId, { from: "2027-02-05", kind: "confirmed" })]);
    await holdDays(dani.userId, [await bookingHold(dani.userId, acme.userId, { from: "2027-02-02", kind: "confirmed" })]);
    const viewer = (await company()).ctx;
    expect(await found(viewer, filters(city))).toEqual(new Set([ana.userId, bea.userId, caro.userId]));
    expect(await found(viewer, filters(city, { withoutHolds: true }))).toEqual(new Set([ana.userId, caro.userId]));
    expect((await searchTechnicians(viewer, filters(city, { withoutHolds: true }))).count).toBe(2);
  });

  it("reads 'sinOpciones=1' only with dates", () => {
    expect(technicianFilters(new URLSearchParams("desde=2027-02-01&sinOpciones=1")).withoutHolds).toBe(true);
    expect(technicianFilters(new URLSearchParams("desde=2027-02-01")).withoutHolds).toBe(false);
    expect(technicianFilters(new URLSearchParams("sinOpciones=1")).withoutHolds).toBe(false);
  });

  it("carries the calendar's visibility rule: a technician whose calendar the viewer may not see is left out while it is on", async () => {
    const city = `Ciudad-${randomUUID()}`;
    const [forCompanies, forMembers, hidden, blocking, noCalendar] = [
      await technician(city),
      await technician(city),
      await technician(city),
      await technician(city),
      await technician(city),
    ];
    await saveCalendarSettings(forMembers.ctx, { visibility: "members", timeZone: "America/Argentina/Buenos_Aires" });
    await saveCalendarSettings(hidden.ctx, { visibility: "nobody", timeZone: "America/Argentina/Buenos_Aires" });
    for (const person of [forCompanies, forMembers, hidden, blocking])
      await markDays(person.ctx, { from: "2027-02-01", to: "2027-02-28", status: "available" });
    const viewer = await company();
    const member = (await technician()).ctx;
    await testDb().insert(userBlocks).values({ blockerId: blocking.userId, blockedId: viewer.userId });
    const everyone = [forCompanies, forMembers, hidden, blocking, noCalendar].map((person) => person.userId);
    // The condition alone, on the listed rows: only calendars the viewer may see pass, held or not.
    const passing = async (ctx: Ctx) => {
      const rows = await queryRows<{ id: string }>(
        testDb(),
        sql`select p.id from user_profiles p where ${inArray(sql`p.id`, everyone)} and ${withoutHolds(ctx.actor as NonNullable<Ctx["actor"]>, window)}`,
      );
      return new Set(rows.map((row) => row.id));
    };
    expect(await passing(viewer.ctx)).toEqual(new Set([forCompanies.userId, forMembers.userId]));
    expect(await passing(member)).toEqual(new Set([forMembers.userId]));
    expect(await found(member, filters(city, { withoutHolds: true }))).toEqual(new Set([forMembers.userId]));
    expect(await found(viewer.ctx, filters(city, { withoutHolds: true }))).toEqual(new Set([forCompanies.userId, forMembers.userId]));
  });
});
