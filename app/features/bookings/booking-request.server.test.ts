import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "~/db/schema/bookings";
import { jobOffers } from "~/db/schema/job-board";
import { accountSuspensions, userBlocks } from "~/db/schema/moderation";
import { day, history, NOW, newCompany, newTechnician, notices, PLACE_ZONE, request, requestFields, row, step } from "../../../tests/booking-lifecycle";
import { actingAs, testContext } from "../../../tests/context";
import { crowdOfIndividuals } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { requestBooking } from "./booking-request.server";

async function bookingsOf(companyId: string): Promise<number> {
  const [found] = await testDb().select({ value: count() }).from(bookings).where(eq(bookings.companyId, companyId));
  return Number(found?.value ?? 0);
}

describe("requestBooking", () => {
  it("stores the request with its expiry in the place's days, starts its history and tells the technician", async () => {
    const company = await newCompany();
    const technician = await newTechnician();
    const id = await request(company, technician, day(20), { endsOn: day(21), "callTime.2026-12-21": "08:30", notes: "Dos escenarios." });
    const booking = await row(id);
    expect(booking).toMatchObject({
      companyId: company.id,
      technicianId: technician.id,
      status: "requested",
      rank: null,
      startsOn: day(20),
      endsOn: day(21),
      callTimes: { "2026-12-21": "08:30" },
      dayRate: 50000,
      currency: "ARS",
      timeZone: PLACE_ZONE,
      asksFor: "option",
      offerId: null,
      expiresOn: day(7),
    });
    // The first instant after the 8th of December in Buenos Aires (UTC−3).
    expect(booking.expiresAt.toISOString()).toBe("2026-12-09T03:00:00.000Z");
    expect(await history(id)).toEqual([{ kind: "requested", side: "company", params: { companyName: expect.any(String), production: "Festival de Prueba" } }]);
    expect(await notices(id)).toEqual([
      { bookingId: id, notice: "requested", recipientIds: [technician.id], params: { companyName: expect.any(String), production: "Festival de Prueba" } },
    ]);
  });

  it("lets only a company ask (an individual 403, signed out 401)", async () => {
    const technician = await newTechnician();
    const other = await newTechnician();
    expect(await refusalOf(requestBooking(await other.at(), requestFields(technician.id, day(3))))).toMatchObject({
      key: "BOOKING_COMPANIES_ONLY",
      status: 403,
    });
    expect(await refusalOf(requestBooking(testContext({ now: () => NOW }), requestFields(technician.id, day(3))))).toMatchObject({
      key: "LOGIN_REQUIRED",
      status: 401,
    });
  });

  it("asks only a listed individual with no block either way (404 otherwise, nothing stored)", async () => {
    const company = await newCompany();
    const otherCompany = await newCompany();
    const unverified = await newTechnician({ verified: false });
    const suspended = await newTechnician();
    await testDb().insert(accountSuspensions).values({ userId: suspended.id });
    const blocked = await newTechnician();
    await testDb().insert(userBlocks).values({ blockerId: company.id, blockedId: blocked.id });
    const blocking = await newTechnician();
    await testDb().insert(userBlocks).values({ blockerId: blocking.id, blockedId: company.id });
    for (const technicianId of ["no-such-member", otherCompany.id, company.id, unverified.id, suspended.id, blocked.id, blocking.id]) {
      const refusal = await refusalOf(requestBooking(await company.at(), requestFields(technicianId, day(3))));
      expect(refusal, technicianId).toMatchObject({ key: "BOOKING_TECHNICIAN_NOT_FOUND", status: 404 });
    }
    expect(await bookingsOf(company.id)).toBe(0);
  });

  it("refuses days in the past, too far ahead or too long, and an end before the start (400 naming the field)", async () => {
    const company = await newCompany();
    const technician = await newTechnician();
    const ctx = await company.at();
    const refused = async (overrides: Record<string, unknown>, startsOn = day(3)) =>
      refusalOf(requestBooking(ctx, requestFields(technician.id, startsOn, overrides)));
    expect(await refused({}, day(-1))).toMatchObject({ key: "BOOKING_DAYS_PAST", status: 400, field: "startsOn" });
    expect(await refused({}, day(731))).toMatchObject({ key: "BOOKING_DAYS_TOO_FAR", field: "startsOn" });
    expect(await refused({ endsOn: day(3 + 60) })).toMatchObject({ key: "BOOKING_DAYS_TOO_LONG", field: "endsOn" });
    expect(await refused({ endsOn: day(2) })).toMatchObject({ key: "BOOKING_DAYS_INVALID", field: "endsOn" });
    expect(await refused({}, "2026-02-30")).toMatchObject({ key: "BOOKING_DAYS_INVALID", field: "startsOn" });
    expect(await refused({ "callTime.2026-12-10": "08:00" })).toMatchObject({ key: "BOOKING_CALL_TIME_INVALID", field: "callTime.2026-12-10" });
    expect(await refused({ [`callTime.${day(3)}`]: "25:00" })).toMatchObject({ key: "BOOKING_CALL_TIME_INVALID", field: `callTime.${day(3)}` });
    expect(await bookingsOf(company.id)).toBe(0);
    // Today (in the place) and the longest booking are fine; the last day ahead too.
    await request(company, technician, day(0));
    await request(company, technician, day(3), { endsOn: day(3 + 59), expiresOn: day(1) });
    expect(await refusalOf(request(company, technician, day(730)))).toBe("OK");
  });

  it("checks the expiry: today to today+30, never after the first day; by default a week or the first day if sooner", async () => {
    const company = await newCompany();
    const technician = await newTechnician();
    const ctx = await company.at();
    const refused = (startsOn: string, expiresOn: string) => refusalOf(requestBooking(ctx, requestFields(technician.id, startsOn, { expiresOn })));
    expect(await refused(day(60), day(31))).toMatchObject({ key: "BOOKING_EXPIRY_INVALID", field: "expiresOn" });
    expect(await refused(day(60), day(-1))).toMatchObject({ key: "BOOKING_EXPIRY_INVALID" });
    expect(await refused(day(5), day(6))).toMatchObject({ key: "BOOKING_EXPIRY_INVALID" });
    const longest = await request(company, technician, day(60), { expiresOn: day(30) });
    expect((await row(longest)).expiresOn).toBe(day(30));
    const soon = await request(company, technician, day(2));
    expect((await row(soon)).expiresOn).toBe(day(2));
  });

  it("keeps a day rate only with its currency, and refuses other places, roles and zones", async () => {
    const company = await newCompany();
    const technician = await newTechnician();
    const ctx = await company.at();
    const refused = (overrides: Record<string, unknown>) => refusalOf(requestBooking(ctx, requestFields(technician.id, day(3), overrides)));
    expect(await refused({ currency: "" })).toMatchObject({ key: "BOOKING_RATE_INVALID", field: "currency" });
    expect(await refused({ dayRate: "0" })).toMatchObject({ key: "BOOKING_RATE_INVALID", field: "dayRate" });
    expect(await refused({ dayRate: "12.5" })).toMatchObject({ key: "BOOKING_RATE_INVALID" });
    expect(await refused({ currency: "XYZ" })).toMatchObject({ key: "BOOKING_RATE_INVALID", field: "currency" });
    expect(await refused({ timeZone: "Asia/Tokyo" })).toMatchObject({ key: "EVENT_TIME_ZONE_INVALID", field: "timeZone" });
    expect(await refused({ country: "XX" })).toMatchObject({ key: "INVALID_COUNTRY", field: "country" });
    expect(await refused({ role: "chef" })).toMatchObject({ key: "BOOKING_ROLE_INVALID", field: "role" });
    expect(await refused({ production: "  " })).toMatchObject({ key: "BOOKING_PRODUCTION_REQUIRED", field: "production" });
    expect(await refused({ production: "x".repeat(121) })).toMatchObject({ key: "BOOKING_PRODUCTION_REQUIRED" });
    expect(await refused({ city: "" })).toMatchObject({ key: "BOOKING_CITY_REQUIRED", field: "city" });
    expect(await refused({ asksFor: "everything" })).toMatchObject({ key: "INVALID_INPUT", field: "asksFor" });
    expect(await refused({ notes: "x".repeat(1001) })).toMatchObject({ key: "FIELD_TOO_LONG", field: "notes" });
    expect(await bookingsOf(company.id)).toBe(0);
    const noRate = await request(company, technician, day(3), { dayRate: "", currency: "ARS" });
    expect(await row(noRate)).toMatchObject({ dayRate: null, currency: null });
  });

  it("keeps the offer only when it is the company's own", async () => {
    const company = await newCompany();
    const otherCompany = await newCompany();
    const technician = await newTechnician();
    const offerOf = async (creatorId: string) => {
      const [created] = await testDb()
        .insert(jobOffers)
        .values({
          title: "Gira",
          description: "Gira de verano.",
          country: "AR",
          jobType: "freelance",
          category: ["audio"],
          status: "active",
          creatorId,
          publishedAt: NOW,
        })
        .returning({ id: jobOffers.id });
      return created?.id ?? 0;
    };
    const own = await offerOf(company.id);
    const foreign = await offerOf(otherCompany.id);
    expect((await row(await request(company, technician, day(3), { offerId: String(own), source: "offer" }))).offerId).toBe(own);
    expect((await row(await request(company, technician, day(4), { offerId: String(foreign), source: "offer" }))).offerId).toBeNull();
    expect((await row(await request(company, technician, day(5), { offerId: "nonsense" }))).offerId).toBeNull();
  });

  it("sets expires_at to the first instant after the expiry day across Santiago's DST change", async () => {
    const company = await newCompany();
    const technician = await newTechnician();
    const now = new Date("2026-09-01T15:00:00Z");
    const place = { timeZone: "America/Santiago", city: "Santiago", country: "CL", currency: "CLP" };
    // Midnight of 6 September 2026 does not exist in Santiago (23:59:59 −04 is followed by 01:00 −03).
    const spring = await request(company, technician, "2026-09-10", { ...place, expiresOn: "2026-09-05" }, now);
    expect((await row(spring)).expiresAt.toISOString()).toBe("2026-09-06T04:00:00.000Z");
    const after = await request(company, technician, "2026-09-10", { ...place, expiresOn: "2026-09-06" }, now);
    expect((await row(after)).expiresAt.toISOString()).toBe("2026-09-07T03:00:00.000Z");
    // The request expires at that instant, not an hour earlier or later.
    await step(technician, spring, "accept", {}, new Date("2026-09-06T03:59:00Z"));
    expect((await row(spring)).status).toBe("option");
    const late = await refusalOf(step(technician, after, "accept", {}, new Date("2026-09-07T03:00:00Z")));
    expect(late).toMatchObject({ key: "BOOKING_STATE_CHANGED", status: 409 });
    expect((await row(after)).status).toBe("requested");
  });

  it("limits a company to 3 unanswered requests per technician (429); an answer frees a place", async () => {
    const company = await newCompany();
    const technician = await newTechnician();
    const ids = [await request(company, technician, day(3)), await request(company, technician, day(4)), await request(company, technician, day(5))];
    expect(await refusalOf(request(company, technician, day(6)))).toMatchObject({ key: "BOOKING_REQUESTS_PER_TECHNICIAN_LIMIT", status: 429 });
    await step(technician, ids[0] ?? "", "decline", { reason: "" });
    expect(await refusalOf(request(company, technician, day(6)))).toBe("OK");
    // Another company is not limited by these.
    expect(await refusalOf(request(await newCompany(), technician, day(6)))).toBe("OK");
  });

  it("limits a company to 30 new requests in 24 hours (429), counted at the request's clock", async () => {
    const company = await newCompany();
    const technicians = await crowdOfIndividuals(11);
    const ctx = await company.at();
    for (let index = 0; index < 30; index += 1) {
      await requestBooking(ctx, requestFields(technicians[index % 10] ?? "", day(3 + Math.floor(index / 10))));
    }
    const eleventh = technicians[10] ?? "";
    expect(await refusalOf(requestBooking(ctx, requestFields(eleventh, day(3))))).toMatchObject({ key: "BOOKING_REQUESTS_TODAY_LIMIT", status: 429 });
    const nextDay = await actingAs(company.id, { now: () => new Date(NOW.getTime() + 24 * 3_600_000 + 60_000) });
    expect(await refusalOf(requestBooking(nextDay, requestFields(eleventh, day(3))))).toBe("OK");
    const [stored] = await testDb()
      .select({ value: count() })
      .from(bookings)
      .where(and(eq(bookings.companyId, company.id)));
    expect(Number(stored?.value)).toBe(31);
  });
});
