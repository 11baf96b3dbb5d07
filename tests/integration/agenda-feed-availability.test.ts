import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { savedItems } from "~/db/schema/learning";
import { markDays, myCalendar, saveCalendarSettings } from "~/features/availability/calendar.server";
import { createEvent } from "~/features/events/event-editor.server";
import { agendaFeed, myFeedToken } from "~/features/events/feeds.server";
import { actingAs } from "../context";
import { eventFields } from "../events";
import { createIndividual } from "../factories";
import { testDb } from "../setup/test-database";

/** Thursday 28 January 2027, noon UTC. */
const JAN_28 = new Date("2027-01-28T12:00:00Z");
const clock = { now: () => JAN_28 };

/** The feed as a calendar app reads it (ical.js): each entry's UID, days (DTEND exclusive), transparency, status and title. */
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
    };
  });
}

async function technician() {
  const { userId } = await createIndividual();
  const ctx = await actingAs(userId, clock);
  return { userId, ctx, token: await myFeedToken(ctx) };
}

describe("a technician's days in 'Mi agenda' (issue 36)", () => {
  it("gives one whole-day entry per run of days with one status: busy takes the time, tentative is tentative, free stays free", async () => {
    const ana = await technician();
    await markDays(ana.ctx, { from: "2027-02-01", to: "2027-02-02", status: "busy", note: "Gira" });
    await markDays(ana.ctx, { from: "2027-02-03", status: "busy", note: "Boda" });
    await markDays(ana.ctx, { from: "2027-02-04", status: "busy", places: ["Lima"] });
    await markDays(ana.ctx, { from: "2027-02-05", to: "2027-02-06", status: "tentative" });
    await markDays(ana.ctx, { from: "2027-02-07", status: "available", note: "Desde las 18" });
    await markDays(ana.ctx, { from: "2027-02-08", to: "2027-02-12", status: "available" });

    const entries = await feedEntries(ana.token);
    expect(entries).toEqual([
      {
        uid: `availability-${ana.userId}-2027-02-01@redav`,
        start: "2027-02-01",
        end: "2027-02-05",
        allDay: true,
        transp: "OPAQUE",
        status: "CONFIRMED",
        summary: "Ocupado: Gira; Boda",
      },
      {
        uid: `availability-${ana.userId}-2027-02-05@redav`,
        start: "2027-02-05",
        end: "2027-02-07",
        allDay: true,
        transp: "TRANSPARENT",
        status: "TENTATIVE",
        summary: expect.stringMatching(/^Tentativo/),
      },
      {
        uid: `availability-${ana.userId}-2027-02-07@redav`,
        start: "2027-02-07",
        end: "2027-02-13",
        allDay: true,
        transp: "TRANSPARENT",
        status: "CONFIRMED",
        summary: "Disponible: Desde las 18",
      },
    ]);

    await markDays(ana.ctx, { from: "2027-02-13", status: "available" });
    const again = await feedEntries(ana.token);
    expect(again.map((entry) => entry.uid)).toEqual(entries.map((entry) => entry.uid));
    expect(again.at(-1)?.end).toBe("2027-02-14");
  });

  it("leaves the days out once the technician says so (the events stay), and puts them back when asked; included by default", async () => {
    const bea = await technician();
    const writer = await actingAs((await createIndividual({ isAdmin: true })).userId);
    const saved = await createEvent(writer, eventFields(`Encuentro ${crypto.randomUUID()}`));
    await testDb()
      .insert(savedItems)
      .values({ saverId: bea.userId, saverType: "user", itemType: "event", itemId: String(saved.id) });
    expect((await myCalendar(bea.ctx, null)).inAgendaFeed).toBe(true);
    await markDays(bea.ctx, { from: "2027-02-01", to: "2027-02-03", status: "busy" });
    const eventUid = `event-${saved.id}@redav`;
    expect((await feedEntries(bea.token)).map((entry) => entry.uid)).toEqual([eventUid, `availability-${bea.userId}-2027-02-01@redav`]);

    await saveCalendarSettings(bea.ctx, { visibility: "companies", timeZone: "America/Lima", inAgendaFeed: false });
    expect((await myCalendar(bea.ctx, null)).inAgendaFeed).toBe(false);
    expect((await feedEntries(bea.token)).map((entry) => entry.uid)).toEqual([eventUid]);

    await saveCalendarSettings(bea.ctx, { visibility: "companies", timeZone: "America/Lima" });
    expect((await feedEntries(bea.token)).map((entry) => entry.uid)).toEqual([eventUid]);

    await saveCalendarSettings(bea.ctx, { visibility: "companies", timeZone: "America/Lima", inAgendaFeed: true });
    expect((await feedEntries(bea.token)).map((entry) => [entry.start, entry.end, entry.transp])).toEqual([
      [expect.any(String), expect.any(String), null],
      ["2027-02-01", "2027-02-04", "OPAQUE"],
    ]);
  });
});
