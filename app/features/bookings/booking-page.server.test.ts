import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type BookingStatus, bookingEvents, bookingReviews, bookings } from "~/db/schema/bookings";
import { companyProfiles } from "~/db/schema/profiles";
import { addDays, dayIn, earlierDay } from "~/features/availability/public";
import { actingAs, testContext } from "../../../tests/context";
import { createCompany, createIndividual } from "../../../tests/factories";
import { testDb } from "../../../tests/setup/test-database";
import { bookingPage } from "./booking-page.server";

const ZONE = "America/Argentina/Buenos_Aires";
const today = () => dayIn(new Date(), ZONE);
const HOLDING: BookingStatus[] = ["option", "confirming", "confirmed"];

/** A booking written straight into the table, in `status`, starting `from` days ahead (negative: past). */
async function booking(companyId: string, technicianId: string, status: BookingStatus, from: number, extra: Partial<typeof bookings.$inferInsert> = {}) {
  const id = randomUUID();
  const startsOn = addDays(today(), from);
  await testDb()
    .insert(bookings)
    .values({
      id,
      companyId,
      technicianId,
      production: "Cosquín Rock",
      role: "monitors",
      venue: "Aeródromo",
      city: "Córdoba",
      country: "AR",
      timeZone: ZONE,
      startsOn,
      endsOn: addDays(startsOn, 1),
      callTimes: { [startsOn]: "08:00" },
      dayRate: 90000,
      currency: "ARS",
      status,
      rank: HOLDING.includes(status) ? 1 : null,
      heldAt: HOLDING.includes(status) ? new Date() : null,
      expiresOn: earlierDay(addDays(today(), 5), startsOn),
      expiresAt: new Date(Date.now() + 5 * 86_400_000),
      ...extra,
    });
  return id;
}

async function parties() {
  const { userId: company } = await createCompany();
  await testDb().update(companyProfiles).set({ companyName: "Producciones Serranas" }).where(eq(companyProfiles.id, company));
  const { userId: technician } = await createIndividual({ names: { firstName: "Julieta", lastName: "Ríos" } });
  return { company, technician };
}

describe("bookingPage (issue 39 booking page)", () => {
  it("shows the booking's facts to its company and its technician, with the other side and its days", async () => {
    const { company, technician } = await parties();
    const id = await booking(company, technician, "requested", 10, { notes: "Llevar in-ears." });
    const page = await bookingPage(await actingAs(technician), id);
    expect(page).toMatchObject({
      id,
      party: "technician",
      status: "requested",
      production: "Cosquín Rock",
      roleLabel: expect.any(String),
      venue: "Aeródromo",
      city: "Córdoba",
      countryLabel: "Argentina",
      timeZone: ZONE,
      dayRate: 90000,
      currency: "ARS",
      notes: "Llevar in-ears.",
      other: { id: company, name: "Producciones Serranas", link: `/profile/${company}` },
      offer: null,
      actions: ["accept", "decline"],
    });
    expect(page.days).toEqual([
      { day: addDays(today(), 10), callTime: "08:00" },
      { day: addDays(today(), 11), callTime: null },
    ]);
    expect(page.zoneLabel).toContain("Buenos Aires");
    const forCompany = await bookingPage(await actingAs(company), id);
    expect(forCompany).toMatchObject({ party: "company", actions: ["withdraw"], other: { id: technician, name: "Julieta Ríos" } });
  });

  it("answers 404 to anyone else, admins included, and 401 to nobody", async () => {
    const { company, technician } = await parties();
    const id = await booking(company, technician, "confirmed", 4);
    const strangers = [(await createIndividual()).userId, (await createCompany()).userId, (await createIndividual({ isAdmin: true })).userId];
    for (const stranger of strangers) {
      await expect(bookingPage(await actingAs(stranger), id)).rejects.toMatchObject({ key: "BOOKING_NOT_FOUND", status: 404 });
    }
    await expect(bookingPage(await actingAs(technician), randomUUID())).rejects.toMatchObject({ key: "BOOKING_NOT_FOUND", status: 404 });
    await expect(bookingPage(testContext(), id)).rejects.toMatchObject({ status: 401 });
  });

  it("offers each side only the steps bookingActions allows: challenge to a lower option with an unchallenged option ahead", async () => {
    const { company, technician } = await parties();
    const { userId: rival } = await createCompany();
    const held = new Date(Date.now() - 3_600_000);
    const first = await booking(rival, technician, "option", 20, { heldAt: held });
    const second = await booking(company, technician, "option", 20, { rank: 2, heldAt: new Date() });
    expect((await bookingPage(await actingAs(company), second)).actions).toEqual(["challenge", "release"]);
    expect((await bookingPage(await actingAs(rival), first)).actions).toEqual(["confirm", "release"]);
    expect((await bookingPage(await actingAs(technician), second)).actions).toEqual(["cancel"]);
    // Once the first option is challenged, the second may only release.
    await testDb()
      .update(bookings)
      .set({ challengeDeadline: new Date(Date.now() + 48 * 3_600_000), challengedBy: second })
      .where(eq(bookings.id, first));
    expect((await bookingPage(await actingAs(company), second)).actions).toEqual(["release"]);
    const challenged = await bookingPage(await actingAs(rival), first);
    expect(challenged.challengeDeadline).not.toBeNull();
  });

  it("lets the company close a confirmed job once its last day is over, and each side review a done job once", async () => {
    const { company, technician } = await parties();
    const over = await booking(company, technician, "confirmed", -5);
    expect((await bookingPage(await actingAs(company), over)).actions).toEqual(["complete", "noShow"]);
    expect((await bookingPage(await actingAs(technician), over)).actions).toEqual([]);
    const done = await booking(company, technician, "completed", -5);
    expect((await bookingPage(await actingAs(company), done)).actions).toEqual(["review"]);
    await testDb()
      .insert(bookingReviews)
      .values({
        id: randomUUID(),
        bookingId: done,
        authorSide: "company",
        authorId: company,
        subjectId: technician,
        scores: { punctuality: 5, technicalKnowledge: 5, teamwork: 5 },
        rating: 5,
        production: "Cosquín Rock",
        role: "monitors",
        jobEndsOn: addDays(today(), -4),
      });
    expect((await bookingPage(await actingAs(company), done)).actions).toEqual([]);
    expect((await bookingPage(await actingAs(technician), done)).actions).toEqual(["review"]);
  });

  it("tells the history oldest first in the reader's language", async () => {
    const { company, technician } = await parties();
    const id = await booking(company, technician, "option", 15, { rank: 2 });
    const base = Date.now() - 60_000;
    await testDb()
      .insert(bookingEvents)
      .values([
        {
          bookingId: id,
          side: "company",
          kind: "requested",
          params: { companyName: "Producciones Serranas", production: "Cosquín Rock" },
          createdAt: new Date(base),
        },
        {
          bookingId: id,
          side: "technician",
          kind: "accepted",
          params: { technicianName: "Julieta Ríos", production: "Cosquín Rock", rank: 2 },
          createdAt: new Date(base + 1000),
        },
      ]);
    const es = await bookingPage(await actingAs(technician), id);
    expect(es.history.map((entry) => entry.text)).toEqual([
      "Producciones Serranas pidió fechas para Cosquín Rock.",
      "Julieta Ríos aceptó Cosquín Rock como segunda opción.",
    ]);
    expect(es.history.map((entry) => entry.side)).toEqual(["company", "technician"]);
    const en = await bookingPage(await actingAs(company, { locale: "en" }), id);
    expect(en.history.map((entry) => entry.text)).toEqual([
      "Producciones Serranas asked for dates for Cosquín Rock.",
      "Julieta Ríos accepted Cosquín Rock as second option.",
    ]);
  });
});
