import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "~/db/schema/bookings";
import { addDays, dayIn } from "~/features/availability/public";
import { action as bookingAction, loader as bookingLoader } from "~/routes/bookings/booking";
import { loader as bookingsLoader } from "~/routes/bookings/bookings";
import { actingAs } from "../context";
import { createCompany, createIndividual } from "../factories";
import { routeAnswer } from "../route-answer";
import { testDb } from "../setup/test-database";

const ZONE = "America/Santiago";

/** A request from `companyId` to `technicianId` for a day `from` days ahead, written straight into the table. */
async function request(companyId: string, technicianId: string, from = 6) {
  const id = randomUUID();
  const today = dayIn(new Date(), ZONE);
  await testDb()
    .insert(bookings)
    .values({
      id,
      companyId,
      technicianId,
      production: "Lollapalooza Chile",
      role: "foh",
      city: "Santiago",
      country: "CL",
      timeZone: ZONE,
      startsOn: addDays(today, from),
      endsOn: addDays(today, from),
      expiresOn: addDays(today, 3),
      expiresAt: new Date(Date.now() + 3 * 86_400_000),
    });
  return id;
}

describe("/bookings and /bookings/:bookingId (issue 39 screens)", () => {
  it("answers a third user 404 on the page and its .data twin, and on a step; the parties see it", async () => {
    const { userId: company } = await createCompany();
    const { userId: technician } = await createIndividual();
    const id = await request(company, technician);
    for (const stranger of [(await createIndividual()).userId, (await createCompany()).userId, (await createIndividual({ isAdmin: true })).userId]) {
      const ctx = await actingAs(stranger);
      for (const url of [`/bookings/${id}`, `/bookings/${id}.data`]) {
        const page = await routeAnswer(bookingLoader, ctx, url, { bookingId: id });
        expect(page).toEqual({ status: 404, body: { error: { code: "BOOKING_NOT_FOUND", message: expect.any(String) } } });
        expect(JSON.stringify(page.body)).not.toContain("Lollapalooza");
      }
      const step = await routeAnswer(bookingAction, ctx, `/bookings/${id}.data`, { bookingId: id }, new URLSearchParams({ intent: "decline" }));
      expect(step).toMatchObject({ status: 404, body: { ok: false, code: "BOOKING_NOT_FOUND" } });
      const list = await routeAnswer(bookingsLoader, ctx, "/bookings.data", {});
      expect(list).toMatchObject({ status: 200, body: { cards: [] } });
    }
    expect(await routeAnswer(bookingLoader, await actingAs(technician), `/bookings/${id}.data`, { bookingId: id })).toMatchObject({
      status: 200,
      body: { id, party: "technician", actions: ["accept", "decline"] },
    });
    const [row] = await testDb().select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id));
    expect(row.status).toBe("requested");
  });

  it("refuses an unknown intent with 400 and lists the booking on the technician's 'Solicitudes'", async () => {
    const { userId: company } = await createCompany();
    const { userId: technician } = await createIndividual();
    const id = await request(company, technician);
    const ctx = await actingAs(technician);
    for (const intent of ["", "review-everything", "constructor"]) {
      expect(await routeAnswer(bookingAction, ctx, `/bookings/${id}`, { bookingId: id }, new URLSearchParams({ intent }))).toMatchObject({
        status: 400,
        body: { ok: false, code: "UNKNOWN_INTENT" },
      });
    }
    const list = await routeAnswer(bookingsLoader, ctx, "/bookings.data?tab=solicitudes&hecho=accept", {});
    expect(list).toMatchObject({ status: 200, body: { party: "technician", tab: "solicitudes", done: "accept", cards: [{ id, quickAnswer: true }] } });
  });

  it("runs a quick answer from the list through the booking's step and goes back to the list with what was done", async () => {
    const { userId: company } = await createCompany();
    const { userId: technician } = await createIndividual();
    const id = await request(company, technician);
    const back = "/bookings?tab=solicitudes";
    const result = await routeAnswer(
      bookingAction,
      await actingAs(technician),
      `/bookings/${id}`,
      { bookingId: id },
      new URLSearchParams({ intent: "decline", back }),
    );
    expect(result).toEqual({ status: 303, body: "/bookings?tab=solicitudes&hecho=decline" });
    const [row] = await testDb().select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id));
    expect(row.status).toBe("declined");
    // Another site is never a way back.
    const other = await request(company, technician, 9);
    const elsewhere = await routeAnswer(
      bookingAction,
      await actingAs(technician),
      `/bookings/${other}`,
      { bookingId: other },
      new URLSearchParams({ intent: "decline", back: "//evil.example/bookings" }),
    );
    expect(elsewhere).toEqual({ status: 200, body: { ok: true, done: "decline" } });
  });
  it("sends a review to the reviews' use case and shows it in the page's reviews part; a third party's review is 404", async () => {
    const { userId: company } = await createCompany();
    const { userId: technician } = await createIndividual();
    const id = await request(company, technician, -3);
    await testDb().update(bookings).set({ status: "completed", closedAt: new Date() }).where(eq(bookings.id, id));
    const review = new URLSearchParams({
      intent: "review",
      "score.paymentOnTime": "5",
      "score.organisation": "4",
      "score.treatment": "5",
      body: "Todo en orden.",
    });
    const stranger = await routeAnswer(bookingAction, await actingAs((await createIndividual()).userId), `/bookings/${id}`, { bookingId: id }, review);
    expect(stranger).toMatchObject({ status: 404, body: { ok: false, code: "BOOKING_NOT_FOUND" } });
    const tech = await actingAs(technician);
    expect(await routeAnswer(bookingAction, tech, `/bookings/${id}`, { bookingId: id }, review)).toEqual({ status: 200, body: { ok: true, done: "review" } });
    const page = await routeAnswer(bookingLoader, tech, `/bookings/${id}.data`, { bookingId: id });
    expect(page).toMatchObject({ status: 200, body: { actions: [], reviews: { side: "technician", mine: { body: "Todo en orden." }, canWrite: false } } });
  });
});
