import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { availabilityRanges, availabilitySettings } from "~/db/schema/availability";
import { accountSuspensions, userBlocks } from "~/db/schema/moderation";
import { userProfiles } from "~/db/schema/profiles";
import { actingAs, testContext } from "../../../tests/context";
import { createCompany, createIndividual } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { clearDays, markDays, markWeekends, myCalendar, quickMark, saveCalendarSettings } from "./calendar.server";
import { calendarFor, upcomingCalendar } from "./viewer.server";

/** Thursday 28 January 2027, noon UTC: Saturday is the 30th, and the month ends on Sunday the 31st. */
const NOW = new Date("2027-01-28T12:00:00Z");
const clock = { now: () => NOW };

async function technician(country = "Argentina") {
  const { userId } = await createIndividual();
  await testDb().update(userProfiles).set({ country }).where(eq(userProfiles.id, userId));
  return { userId, ctx: await actingAs(userId, clock) };
}

async function runsOf(userId: string) {
  const rows = await testDb().select().from(availabilityRanges).where(eq(availabilityRanges.userId, userId)).orderBy(availabilityRanges.startsOn);
  return rows.map(
    (row) => `${row.startsOn}..${row.endsOn} ${row.status}${row.note ? ` ${row.note}` : ""}${row.places.length ? ` @${row.places.join("|")}` : ""}`,
  );
}

describe("marking one's own calendar (issue 27)", () => {
  it("marks a range, and a mark over part of it splits it; the same mark beside it merges into one run", async () => {
    const ana = await technician();
    await markDays(ana.ctx, { from: "2027-02-01", to: "2027-02-10", status: "available" });
    await markDays(ana.ctx, { from: "2027-02-04", to: "2027-02-05", status: "busy", note: "Gira con X hasta el 5" });
    expect(await runsOf(ana.userId)).toEqual([
      "2027-02-01..2027-02-03 available",
      "2027-02-04..2027-02-05 busy Gira con X hasta el 5",
      "2027-02-06..2027-02-10 available",
    ]);
    await markDays(ana.ctx, { from: "2027-02-04", to: "2027-02-05", status: "available" });
    expect(await runsOf(ana.userId)).toEqual(["2027-02-01..2027-02-10 available"]);
    await markDays(ana.ctx, { from: "2027-02-11", status: "available" });
    expect(await runsOf(ana.userId)).toEqual(["2027-02-01..2027-02-11 available"]);
  });

  it("a mark over several runs replaces them on its days only; different places or notes are not merged", async () => {
    const ana = await technician();
    await markDays(ana.ctx, { from: "2027-02-01", to: "2027-02-03", status: "available", places: "Córdoba, Rosario" });
    await markDays(ana.ctx, { from: "2027-02-04", to: "2027-02-06", status: "tentative" });
    await markDays(ana.ctx, { from: "2027-02-07", to: "2027-02-09", status: "busy" });
    await markDays(ana.ctx, { from: "2027-02-03", to: "2027-02-07", status: "available" });
    expect(await runsOf(ana.userId)).toEqual([
      "2027-02-01..2027-02-02 available @Córdoba|Rosario",
      "2027-02-03..2027-02-07 available",
      "2027-02-08..2027-02-09 busy",
    ]);
  });

  it("clearing makes days unknown again, cutting runs around them; nothing marked is nothing busy", async () => {
    const ana = await technician();
    await markDays(ana.ctx, { from: "2027-02-01", to: "2027-02-10", status: "busy" });
    await clearDays(ana.ctx, { from: "2027-02-03", to: "2027-02-04" });
    expect(await runsOf(ana.userId)).toEqual(["2027-02-01..2027-02-02 busy", "2027-02-05..2027-02-10 busy"]);
    await clearDays(ana.ctx, { from: "2027-01-28", to: "2027-03-01" });
    expect(await runsOf(ana.userId)).toEqual([]);
  });

  it("marks across a month boundary, and the month view shows every run that touches the month", async () => {
    const ana = await technician();
    await markDays(ana.ctx, { from: "2027-01-30", to: "2027-02-02", status: "available" });
    const january = await myCalendar(ana.ctx, "2027-01");
    const february = await myCalendar(ana.ctx, "2027-02");
    expect(january.ranges.map((range) => `${range.from}..${range.to}`)).toEqual(["2027-01-30..2027-02-02"]);
    expect(february.ranges.map((range) => `${range.from}..${range.to}`)).toEqual(["2027-01-30..2027-02-02"]);
    expect(january).toMatchObject({ today: "2027-01-28", timeZone: "America/Argentina/Buenos_Aires", visibility: "companies" });
    expect((await myCalendar(ana.ctx, "1999-01")).month).toBe("2027-01");
  });

  it("repeats a mark on every weekend until a day", async () => {
    const ana = await technician();
    expect(await markWeekends(ana.ctx, { from: "2027-01-28", until: "2027-02-14", status: "busy" })).toBe(3);
    expect(await runsOf(ana.userId)).toEqual(["2027-01-30..2027-01-31 busy", "2027-02-06..2027-02-07 busy", "2027-02-13..2027-02-14 busy"]);
  });

  it("quick marks count from the technician's today: this weekend, or today; an unknown one is a 400", async () => {
    const ana = await technician();
    expect(await quickMark(ana.ctx, "free-weekend")).toEqual({ from: "2027-01-30", to: "2027-01-31" });
    expect(await quickMark(ana.ctx, "free-today")).toEqual({ from: "2027-01-28", to: "2027-01-28" });
    const sunday = await actingAs(ana.userId, { now: () => new Date("2027-01-31T15:00:00Z") });
    expect(await quickMark(sunday, "busy-weekend")).toEqual({ from: "2027-01-31", to: "2027-01-31" });
    expect(await runsOf(ana.userId)).toEqual(["2027-01-28..2027-01-28 available", "2027-01-30..2027-01-30 available", "2027-01-31..2027-01-31 busy"]);
    expect(await refusalOf(quickMark(ana.ctx, "free-forever"))).toMatchObject({ key: "INVALID_CHOICE", status: 400 });
  });

  it("days before the technician's own today are refused, whatever the server's day", async () => {
    // 04:30 UTC on the 29th: already the 29th in Buenos Aires (01:30), still the 28th in Mexico City (22:30).
    const late = { now: () => new Date("2027-01-29T04:30:00Z") };
    const buenosAires = await technician("Argentina");
    const mexico = await technician("México");
    const inBuenosAires = await actingAs(buenosAires.userId, late);
    const inMexico = await actingAs(mexico.userId, late);
    expect(await refusalOf(markDays(inBuenosAires, { from: "2027-01-28", status: "available" }))).toMatchObject({
      key: "AVAILABILITY_PAST_DAY",
      status: 400,
      field: "from",
    });
    expect(await refusalOf(markDays(inMexico, { from: "2027-01-28", status: "available" }))).toBe("OK");
    expect(await refusalOf(clearDays(inBuenosAires, { from: "2027-01-27", to: "2027-01-29" }))).toMatchObject({ status: 400, field: "from" });
    await saveCalendarSettings(inBuenosAires, { visibility: "members", timeZone: "America/Mexico_City" });
    expect(await refusalOf(markDays(inBuenosAires, { from: "2027-01-28", status: "available" }))).toBe("OK");
  });

  it("bad input gets a 400 naming its field, never a 500", async () => {
    const ana = await technician();
    expect(await refusalOf(markDays(ana.ctx, { from: "2027-02-30", status: "available" }))).toMatchObject({
      key: "AVAILABILITY_DAY_INVALID",
      status: 400,
      field: "from",
    });
    const backwards = { key: "AVAILABILITY_RANGE_INVALID", status: 400, field: "to" };
    expect(await refusalOf(markDays(ana.ctx, { from: "2027-02-03", to: "2027-02-01", status: "available" }))).toMatchObject(backwards);
    expect(await refusalOf(markDays(ana.ctx, { from: "2027-02-01", to: "2028-03-01", status: "available" }))).toMatchObject(backwards);
    expect(await refusalOf(markDays(ana.ctx, { from: "2027-02-01", status: "libre" as "available" }))).toMatchObject({
      key: "INVALID_CHOICE",
      status: 400,
      field: "status",
    });
    expect(await refusalOf(markDays(ana.ctx, { from: "2027-02-01", status: "available", note: "x".repeat(121) }))).toMatchObject({
      key: "FIELD_TOO_LONG",
      field: "note",
    });
    expect(await refusalOf(markDays(ana.ctx, { from: "2027-02-01", status: "available", places: "a,b,c,d,e,f" }))).toMatchObject({
      key: "AVAILABILITY_PLACES_INVALID",
      field: "places",
    });
    expect(await refusalOf(saveCalendarSettings(ana.ctx, { visibility: "everyone" as "members", timeZone: "UTC" }))).toMatchObject({ field: "visibility" });
    expect(await runsOf(ana.userId)).toEqual([]);
  });

  it("only individuals keep a calendar, and only their own: nobody edits another's (IDOR)", async () => {
    const ana = await technician();
    const bea = await technician();
    await markDays(ana.ctx, { from: "2027-02-01", status: "available" });
    // An id in the input is not read: every write is the actor's own calendar.
    await markDays(bea.ctx, { from: "2027-02-01", status: "busy", userId: ana.userId } as never);
    await clearDays(bea.ctx, { from: "2027-02-01", userId: ana.userId } as never);
    expect(await runsOf(ana.userId)).toEqual(["2027-02-01..2027-02-01 available"]);
    const company = await createCompany();
    const companyCtx = await actingAs(company.userId, clock);
    expect(await refusalOf(markDays(companyCtx, { from: "2027-02-01", status: "available" }))).toMatchObject({ key: "INDIVIDUALS_ONLY", status: 403 });
    expect(await refusalOf(myCalendar(companyCtx, null))).toMatchObject({ key: "INDIVIDUALS_ONLY", status: 403 });
    expect(await refusalOf(markDays(testContext(clock), { from: "2027-02-01", status: "available" }))).toMatchObject({ key: "LOGIN_REQUIRED", status: 401 });
  });

  it("marks by the same technician at once never overlap", async () => {
    const ana = await technician();
    await Promise.all([
      markDays(ana.ctx, { from: "2027-02-01", to: "2027-02-05", status: "available" }),
      markDays(ana.ctx, { from: "2027-02-03", to: "2027-02-08", status: "busy" }),
      markDays(ana.ctx, { from: "2027-02-04", to: "2027-02-04", status: "tentative" }),
    ]);
    const rows = await testDb().select().from(availabilityRanges).where(eq(availabilityRanges.userId, ana.userId)).orderBy(availabilityRanges.startsOn);
    for (let index = 1; index < rows.length; index++) expect(rows[index]?.startsOn > (rows[index - 1]?.endsOn ?? "")).toBe(true);
  });
});

describe("who sees a calendar (issue 27: privacy)", () => {
  const window = { from: "2027-02-01", to: "2027-02-28" };

  it("companies only by default; all members when chosen; nobody else when 'nobody'; visitors never", async () => {
    const ana = await technician();
    await markDays(ana.ctx, { from: "2027-02-01", status: "available" });
    const company = await actingAs((await createCompany()).userId, clock);
    const member = await actingAs((await createIndividual()).userId, clock);
    const admin = await actingAs((await createIndividual({ isAdmin: true })).userId, clock);
    const seen = async () => ({
      company: (await calendarFor(company, ana.userId, window))?.length ?? null,
      member: (await calendarFor(member, ana.userId, window))?.length ?? null,
      admin: (await calendarFor(admin, ana.userId, window))?.length ?? null,
      owner: (await calendarFor(ana.ctx, ana.userId, window))?.length ?? null,
      visitor: (await calendarFor(testContext(clock), ana.userId, window))?.length ?? null,
    });
    expect(await seen()).toEqual({ company: 1, member: null, admin: 1, owner: 1, visitor: null });
    expect(await upcomingCalendar(company, ana.userId)).toEqual([{ from: "2027-02-01", to: "2027-02-01", status: "available", places: [], note: null }]);
    expect(await upcomingCalendar(member, ana.userId)).toBeNull();
    await saveCalendarSettings(ana.ctx, { visibility: "members", timeZone: "America/Argentina/Cordoba" });
    expect(await seen()).toEqual({ company: 1, member: 1, admin: 1, owner: 1, visitor: null });
    await saveCalendarSettings(ana.ctx, { visibility: "nobody", timeZone: "America/Argentina/Cordoba" });
    expect(await seen()).toEqual({ company: null, member: null, admin: null, owner: 1, visitor: null });
    expect(await testDb().select().from(availabilitySettings).where(eq(availabilitySettings.userId, ana.userId))).toMatchObject([
      { visibility: "nobody", timeZone: "America/Argentina/Cordoba" },
    ]);
  });

  it("a block either way hides it, and so does a suspension", async () => {
    const ana = await technician();
    await markDays(ana.ctx, { from: "2027-02-01", status: "available" });
    const blockedByAna = await actingAs((await createCompany()).userId, clock);
    const blocker = await actingAs((await createCompany()).userId, clock);
    const other = await actingAs((await createCompany()).userId, clock);
    await testDb()
      .insert(userBlocks)
      .values([
        { blockerId: ana.userId, blockedId: String(blockedByAna.actor?.id) },
        { blockerId: String(blocker.actor?.id), blockedId: ana.userId },
      ]);
    expect(await calendarFor(blockedByAna, ana.userId, window)).toBeNull();
    expect(await calendarFor(blocker, ana.userId, window)).toBeNull();
    expect(await calendarFor(other, ana.userId, window)).toHaveLength(1);
    await testDb().insert(accountSuspensions).values({ userId: ana.userId });
    expect(await calendarFor(other, ana.userId, window)).toBeNull();
  });
});
