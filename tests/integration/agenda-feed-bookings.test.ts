import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { user } from "~/db/schema/auth";
import { markDays, saveCalendarSettings } from "~/features/availability/calendar.server";
import { agendaFeed, myFeedToken } from "~/features/events/feeds.server";
import { bookingHold, holdDays } from "../availability-holds";
import { actingAs } from "../context";
import { createCompany, createIndividual } from "../factories";
import { testDb } from "../setup/test-database";

/** Thursday 28 January 2027, noon UTC. */
const JAN_28 = new Date("2027-01-28T12:00:00Z");
const clock = { now: () => JAN_28 };

/** The feed as a calendar app reads it (ical.js): each entry's UID, days (DTEND exclusive), transparency, status, title, place and link. */
async function feedEntries(token: string) {
  const file = await agendaFeed({ db: testDb(), now: () => JAN_28 }, token, "https://redav.example");
  return new ICAL.Component(ICAL.parse(file)).getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate && event.endDate.isDate,
      transp: component.getFirstPropertyValue("transp"),
      status: component.getFirstPropertyValue("status"),
      summary: event.summary,
      location: event.location,
      url: component.getFirstPropertyValue("url"),
    };
  });
}

async function member(kind: "individual" | "company", names?: { firstName: string; lastName: string }) {
  const { userId } = kind === "company" ? await createCompany() : await createIndividual(names ? { names } : {});
  const ctx = await actingAs(userId, clock);
  return { userId, ctx, token: await myFeedToken(ctx) };
}

describe("confirmed bookings in 'Mi agenda' (issue 39)", () => {
  it("the technician's feed and the company's list the confirmed work (production, place), never an option nor another's booking", async () => {
    const ana = await member("individual", { firstName: "Ana", lastName: "Reservada" });
    const acme = await member("company");
    const other = await member("company");
    const work = await bookingHold(ana.userId, acme.userId, { from: "2027-02-05", to: "2027-02-06", kind: "confirmed", production: "Gira Norte" });
    const option = await bookingHold(ana.userId, other.userId, { from: "2027-02-10", kind: "option", production: "Festival" });
    const past = await bookingHold(ana.userId, acme.userId, { from: "2027-01-20", to: "2027-01-26", kind: "confirmed", production: "Pasada" });
    await holdDays(ana.userId, [work, option, past]);

    const expected = {
      start: "2027-02-05",
      end: "2027-02-07",
      allDay: true,
      transp: "OPAQUE",
      status: "CONFIRMED",
      location: "Teatro Solís, Montevideo, Uruguay",
      url: `https://redav.example/bookings/${work.bookingId}`,
    };
    expect(await feedEntries(ana.token)).toEqual([{ ...expected, uid: `booking-${work.bookingId}-technician@redav`, summary: "Confirmado: Gira Norte" }]);
    expect(await feedEntries(acme.token)).toEqual([{ ...expected, uid: `booking-${work.bookingId}-company@redav`, summary: "Ana Reservada: Gira Norte" }]);
    expect(await feedEntries(other.token)).toEqual([]);

    // Once the option is confirmed, it is in the technician's feed and in its company's; cancelled work leaves both.
    await holdDays(ana.userId, [work, { ...option, kind: "confirmed" }]);
    expect((await feedEntries(ana.token)).map((entry) => entry.summary)).toEqual(["Confirmado: Gira Norte", "Confirmado: Festival"]);
    expect((await feedEntries(other.token)).map((entry) => entry.summary)).toEqual(["Ana Reservada: Festival"]);
    await holdDays(ana.userId, [work]);
    expect(await feedEntries(other.token)).toEqual([]);
  });

  it("reads in the member's language, and the technician's confirmed work stays in the feed when their marked days are left out", async () => {
    const bea = await member("individual");
    const acme = await member("company");
    await testDb().update(user).set({ locale: "en" }).where(eq(user.id, bea.userId));
    await markDays(bea.ctx, { from: "2027-02-01", status: "busy" });
    await saveCalendarSettings(bea.ctx, { visibility: "companies", timeZone: "America/Lima", inAgendaFeed: false });
    const work = await bookingHold(bea.userId, acme.userId, { from: "2027-02-08", kind: "confirmed", production: "Show", venue: null });
    await holdDays(bea.userId, [work]);
    expect((await feedEntries(bea.token)).map((entry) => [entry.uid, entry.summary, entry.location])).toEqual([
      [`booking-${work.bookingId}-technician@redav`, "Confirmed: Show", "Montevideo, Uruguay"],
    ]);
    expect((await feedEntries(acme.token)).map((entry) => entry.summary)).toEqual(["Ana Prueba: Show"]);
  });
});
