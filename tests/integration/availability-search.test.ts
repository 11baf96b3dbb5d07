import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userBlocks } from "~/db/schema/moderation";
import { userProfiles } from "~/db/schema/profiles";
import { markDays, saveCalendarSettings } from "~/features/availability/calendar.server";
import { searchTechnicians, type TechnicianFilters, technicianFilters } from "~/features/profiles/technician-search.server";
import { actingAs } from "../context";
import { createCompany, createIndividual } from "../factories";
import { testDb } from "../setup/test-database";

/** Thursday 28 January 2027: Saturday is the 30th, February starts on Monday. */
const clock = { now: () => new Date("2027-01-28T12:00:00Z") };

/** A technician in a city of its own (tests sharing the database never see each other's people), with her signed-in context. */
async function technician(city: string, fields: Partial<typeof userProfiles.$inferInsert> = {}) {
  const { userId } = await createIndividual();
  await testDb()
    .update(userProfiles)
    .set({ country: "AR", city, ...fields })
    .where(eq(userProfiles.id, userId));
  return { userId, ctx: await actingAs(userId, clock) };
}

const company = async () => actingAs((await createCompany()).userId, clock);

function filters(city: string, window: TechnicianFilters["window"], more: Partial<TechnicianFilters> = {}): TechnicianFilters {
  return { q: "", skills: [], country: "AR", city, page: 1, seed: 0, window, ...more };
}

async function found(viewer: Awaited<ReturnType<typeof company>>, search: TechnicianFilters) {
  const page = await searchTechnicians(viewer, search);
  return { ids: new Set(page.technicians.map((card) => card.id)), free: page.free, count: page.count };
}

describe("the technician search's date filter (issue 27)", () => {
  it("keeps technicians free on every day of a window across a month's end, tentative days only when asked", async () => {
    const city = `Ciudad-${randomUUID()}`;
    const ana = await technician(city);
    const bea = await technician(city);
    const caro = await technician(city);
    await technician(city);
    await markDays(ana.ctx, { from: "2027-01-30", to: "2027-02-02", status: "available" });
    await markDays(ana.ctx, { from: "2027-02-01", status: "available", note: "Solo de noche" });
    await markDays(bea.ctx, { from: "2027-01-30", to: "2027-01-31", status: "available" });
    await markDays(bea.ctx, { from: "2027-02-01", to: "2027-02-02", status: "tentative" });
    await markDays(caro.ctx, { from: "2027-01-30", to: "2027-02-02", status: "available" });
    await markDays(caro.ctx, { from: "2027-01-31", status: "busy" });
    const viewer = await company();
    const window = { from: "2027-01-30", to: "2027-02-02", tentative: false };

    const strict = await found(viewer, filters(city, window));
    expect(strict.ids).toEqual(new Set([ana.userId]));
    expect(strict.count).toBe(1);
    expect(strict.free[ana.userId]).toEqual([
      { day: "2027-01-30", tentative: false },
      { day: "2027-01-31", tentative: false },
      { day: "2027-02-01", tentative: false },
      { day: "2027-02-02", tentative: false },
    ]);
    const loose = await found(viewer, filters(city, { ...window, tentative: true }));
    expect(loose.ids).toEqual(new Set([ana.userId, bea.userId]));
    expect(loose.free[bea.userId]?.filter((day) => day.tentative).map((day) => day.day)).toEqual(["2027-02-01", "2027-02-02"]);
    expect((await found(viewer, filters(city, { from: "2027-01-30", to: "2027-01-30", tentative: false }))).ids).toEqual(
      new Set([ana.userId, bea.userId, caro.userId]),
    );
    expect((await found(viewer, filters(city, { from: "2027-02-03", to: "2027-02-03", tentative: true }))).ids).toEqual(new Set());
    expect((await found(viewer, filters(city, null))).ids.size).toBe(4);
  });

  it("a day is the technician's local day: marks in different zones match the same asked day, never the next", async () => {
    const city = `Ciudad-${randomUUID()}`;
    // 04:30 UTC on the 30th: the 30th in Buenos Aires, still the 29th in Mexico City.
    const late = { now: () => new Date("2027-01-30T04:30:00Z") };
    const buenosAires = await technician(city);
    const mexico = await technician(city, { country: "AR" });
    await saveCalendarSettings(mexico.ctx, { visibility: "companies", timeZone: "America/Mexico_City" });
    await markDays(await actingAs(buenosAires.userId, late), { from: "2027-01-30", status: "available" });
    await markDays(await actingAs(mexico.userId, late), { from: "2027-01-30", status: "available" });
    const viewer = await company();
    expect((await found(viewer, filters(city, { from: "2027-01-30", to: "2027-01-30", tentative: false }))).ids).toEqual(
      new Set([buenosAires.userId, mexico.userId]),
    );
    expect((await found(viewer, filters(city, { from: "2027-01-31", to: "2027-01-31", tentative: false }))).ids).toEqual(new Set());
    expect((await found(viewer, filters(city, { from: "2027-01-29", to: "2027-01-29", tentative: false }))).ids).toEqual(new Set());
  });

  it("shows a calendar only to whom its owner chose, and never across a block", async () => {
    const city = `Ciudad-${randomUUID()}`;
    const forCompanies = await technician(city);
    const forMembers = await technician(city);
    const forNobody = await technician(city);
    const blocking = await technician(city);
    for (const person of [forCompanies, forMembers, forNobody, blocking]) await markDays(person.ctx, { from: "2027-02-06", status: "available" });
    await saveCalendarSettings(forMembers.ctx, { visibility: "members", timeZone: "America/Argentina/Buenos_Aires" });
    await saveCalendarSettings(forNobody.ctx, { visibility: "nobody", timeZone: "America/Argentina/Buenos_Aires" });
    const viewer = await company();
    const member = await actingAs((await createIndividual()).userId, clock);
    await testDb()
      .insert(userBlocks)
      .values({ blockerId: blocking.userId, blockedId: String(viewer.actor?.id) });
    const window = { from: "2027-02-06", to: "2027-02-06", tentative: false };
    expect((await found(viewer, filters(city, window))).ids).toEqual(new Set([forCompanies.userId, forMembers.userId]));
    expect((await found(member, filters(city, window))).ids).toEqual(new Set([forMembers.userId]));
    // Without dates the search shows all four (as before issue 27): only the calendar is private.
    expect((await found(viewer, filters(city, null))).ids.size).toBe(4);
  });

  it("combines with skills, country and city (the profile's: places named on a mark are shown, not searched)", async () => {
    const city = `Ciudad-${randomUUID()}`;
    const elsewhere = `Otra-${randomUUID()}`;
    const audio = await technician(city, { skills: ["audio"] });
    const video = await technician(city, { skills: ["video"] });
    const traveller = await technician(elsewhere, { skills: ["audio"] });
    await markDays(audio.ctx, { from: "2027-02-06", status: "available" });
    await markDays(video.ctx, { from: "2027-02-06", status: "available" });
    await markDays(traveller.ctx, { from: "2027-02-06", status: "available", places: `Rosario, ${city}` });
    const viewer = await company();
    const window = { from: "2027-02-06", to: "2027-02-06", tentative: false };
    expect((await found(viewer, filters(city, window, { skills: ["audio"] }))).ids).toEqual(new Set([audio.userId]));
    expect((await found(viewer, filters(elsewhere, window, { skills: ["audio"] }))).ids).toEqual(new Set([traveller.userId]));
    expect((await found(viewer, filters(city, null, { skills: ["audio"] }))).ids).toEqual(new Set([audio.userId]));
    expect((await found(viewer, filters(city, window, { country: "CL" }))).ids).toEqual(new Set());
  });

  it("reads the dates from the URL with the other filters", () => {
    const parsed = technicianFilters(new URLSearchParams("pais=Argentina&habilidad=Audio&desde=2027-01-30&hasta=2027-02-01&tentativos=1"));
    expect(parsed).toMatchObject({ country: "AR", skills: ["audio"], window: { from: "2027-01-30", to: "2027-02-01", tentative: true } });
    expect(technicianFilters(new URLSearchParams("desde=30/01/2027")).window).toBeNull();
  });
});
