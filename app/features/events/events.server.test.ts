import { and, eq, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { savedItems } from "~/db/schema/learning";
import { outbox } from "~/db/schema/outbox";
import type { MembershipLevel } from "~/lib/actor";
import { actingAs, testContext } from "../../../tests/context";
import { createCompany, createIndividual } from "../../../tests/factories";
import { notificationsOf } from "../../../tests/notifications";
import { drainOutbox } from "../../../tests/outbox";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { calendarFilters, eventPage, monthEvents, upcomingEvents } from "./calendar.server";
import { cancelEvent, createEvent, eventForEditing, reviewProposal, updateEvent } from "./event-editor.server";
import { agendaFeed, myFeedToken, resetFeedToken, typeFeed } from "./feeds.server";
import { attendEvent, EVENT_SIGNUP_CHANGES_PER_HOUR, leaveEvent } from "./registrations.server";

const admin = async () => actingAs((await createIndividual({ isAdmin: true })).userId);
const member = async (level: MembershipLevel = "bronze") => {
  const { userId } = await createIndividual({ level });
  return { userId, ctx: await actingAs(userId) };
};
const company = async () => {
  const { userId } = await createCompany();
  return { userId, ctx: await actingAs(userId) };
};
const unique = () => crypto.randomUUID().slice(0, 8);

/** A month from now, at 20:00 in Mexico City. */
function nextMonth(hour = "20:00"): string {
  const date = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  return `${date.toISOString().slice(0, 10)}T${hour}`;
}

const event = (title: string, extra: Record<string, string> = {}) => ({
  title,
  description: "Un taller práctico de consolas digitales para técnicos de sonido en vivo.",
  eventType: "taller",
  timeZone: "America/Mexico_City",
  startsLocal: nextMonth("20:00"),
  endsLocal: nextMonth("23:00"),
  venue: "Foro Sonoro",
  city: "Guadalajara",
  country: "MX",
  minLevel: "gold",
  ...extra,
});

async function announcements(id: number): Promise<number> {
  const rows = await testDb()
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.type, "event.created"), sql`${outbox.payload}->>'eventId' = ${String(id)}`));
  return rows.length;
}

describe("creating events (issue 23 §2)", () => {
  it("an admin's event is published at once and announced once; a company's proposal waits for an admin, who approves it once", async () => {
    const writer = await admin();
    const created = await createEvent(writer, event(`Taller ${unique()}`));
    expect(await announcements(created.id)).toBe(1);
    await updateEvent(writer, created.id, event("Taller de consolas revisado"));
    expect(await announcements(created.id)).toBe(1);
    const proposer = await company();
    const proposal = await createEvent(proposer.ctx, event(`Feria ${unique()}`, { eventType: "feria" }));
    expect(await announcements(proposal.id)).toBe(0);
    expect(await refusalOf(eventPage(testContext(), proposal.slug, async () => false))).toMatchObject({ status: 404 });
    expect((await eventPage(proposer.ctx, proposal.slug, async () => false)).approval).toBe("pending");
    await reviewProposal(writer, proposal.id, true);
    expect(await refusalOf(reviewProposal(writer, proposal.id, false))).toMatchObject({ status: 409, key: "EVENT_NOT_PENDING" });
    expect(await announcements(proposal.id)).toBe(1);
    expect((await eventPage(testContext(), proposal.slug, async () => false)).organizerName).not.toBeNull();
  });

  it("lets only admins manage, companies propose and edit their own waiting proposal (another company, a member: 403)", async () => {
    const proposer = await company();
    const other = await company();
    const proposal = await createEvent(proposer.ctx, event(`Propuesta ${unique()}`));
    expect(await refusalOf(updateEvent(other.ctx, proposal.id, event("Ajena")))).toMatchObject({ status: 403 });
    expect(await refusalOf(eventForEditing(other.ctx, proposal.id))).toMatchObject({ status: 403 });
    expect(await refusalOf(createEvent((await member("gold")).ctx, event("Miembro")))).toMatchObject({ status: 403 });
    expect(await refusalOf(cancelEvent(proposer.ctx, proposal.id))).toMatchObject({ status: 403 });
    expect(await refusalOf(reviewProposal(proposer.ctx, proposal.id, true))).toMatchObject({ status: 403 });
    await updateEvent(proposer.ctx, proposal.id, event("Propuesta corregida por la empresa"));
    await reviewProposal(await admin(), proposal.id, true);
    expect(await refusalOf(updateEvent(proposer.ctx, proposal.id, event("Ya publicada")))).toMatchObject({ status: 403 });
  });

  it("keeps times in the event's zone, and refuses bad times and places with Spanish messages naming the field", async () => {
    const writer = await admin();
    const created = await createEvent(writer, event(`Hora ${unique()}`, { startsLocal: "2027-03-10T20:00", endsLocal: "2027-03-10T23:30" }));
    const page = await eventPage(writer, created.slug, async () => false);
    expect(page.startsAt).toBe("2027-03-11T02:00:00.000Z");
    expect(await eventForEditing(writer, created.id)).toMatchObject({ startsLocal: "2027-03-10T20:00", endsLocal: "2027-03-10T23:30" });
    const cases: [Record<string, string>, string, string][] = [
      [{ startsLocal: "2027-02-30T20:00" }, "startsLocal", "Escribe una fecha y hora de inicio válidas."],
      [{ endsLocal: nextMonth("19:00") }, "endsLocal", "El evento debe terminar después de empezar (y durar como mucho 31 días)."],
      [{ venue: "", onlineUrl: "" }, "venue", "Indica el lugar y la ciudad, o el enlace si es en línea."],
      [{ onlineUrl: "javascript:alert(1)" }, "onlineUrl", "El enlace debe empezar con https://."],
      [{ capacity: "0" }, "capacity", "El cupo debe ser un número entero entre 1 y 100000, o quedar vacío si no hay límite."],
      [{ timeZone: "Mars/Olympus" }, "timeZone", "Elige la zona horaria del evento."],
    ];
    for (const [change, field, message] of cases) {
      expect(await refusalOf(createEvent(writer, event(`Mal ${unique()}`, change)))).toMatchObject({ status: 400, field, message });
    }
  });
});

describe("'Asistiré' (issue 23 §2)", () => {
  it("gives places up to the capacity, then a waiting list in order; a place given up goes to the next, who is told", async () => {
    const writer = await admin();
    const created = await createEvent(writer, event(`Cupo ${unique()}`, { capacity: "2", minLevel: "bronze" }));
    const people = [await member(), await member(), await member()];
    const results = await Promise.all(people.map((person) => attendEvent(person.ctx, created.slug)));
    expect(results.map((result) => result.status).sort()).toEqual(["registered", "registered", "waitlisted"]);
    expect(await attendEvent(people[0].ctx, created.slug)).toEqual(results[0]);
    const waiting = people[results.findIndex((result) => result.status === "waitlisted")];
    const leaving = people[results.findIndex((result) => result.status === "registered")];
    expect((await eventPage(waiting.ctx, created.slug, async () => false)).waitlistPosition).toBe(1);
    await leaveEvent(leaving.ctx, created.slug);
    const page = await eventPage(waiting.ctx, created.slug, async () => false);
    expect(page).toMatchObject({ attend: "registered", registered: 2, waitlisted: 0 });
    await drainOutbox();
    expect((await notificationsOf(waiting.userId, { type: "event" })).map((notice) => notice.title)).toContain("¡Tienes lugar!");
  });

  it("stops a member toggling 'Asistiré' and leaving at 30 changes an hour with 429 and when to try again; an hour later it works again", async () => {
    const writer = await admin();
    const created = await createEvent(writer, event(`Vaivén ${unique()}`, { capacity: "1", minLevel: "bronze" }));
    const [toggler, waiting] = [await member(), await member()];
    const start = Date.now();
    const at = (minutes: number) => actingAs(toggler.userId, { now: () => new Date(start + minutes * 60_000) });
    const early = await at(0);
    for (let index = 0; index < EVENT_SIGNUP_CHANGES_PER_HOUR.max / 2; index++) {
      await attendEvent(early, created.slug);
      await leaveEvent(early, created.slug);
    }
    await attendEvent(waiting.ctx, created.slug);
    expect(await refusalOf(attendEvent(await at(20), created.slug))).toMatchObject({
      status: 429,
      message: "Hiciste demasiados cambios de inscripción a eventos en la última hora. Vuelve a intentarlo en 40 min.",
    });
    expect(await refusalOf(leaveEvent(await at(20), created.slug))).toMatchObject({ status: 429 });
    expect(await attendEvent(await at(61), created.slug)).toEqual({ status: "waitlisted" });
  });

  it("refuses a level below the event's, a company, a cancelled event; shows the join link only to those signed up", async () => {
    const writer = await admin();
    const created = await createEvent(writer, event(`Oro ${unique()}`, { venue: "", city: "", country: "", onlineUrl: "https://meet.example/sala" }));
    expect(await refusalOf(attendEvent((await member("silver")).ctx, created.slug))).toMatchObject({ status: 403, key: "EVENT_LEVEL_TOO_LOW" });
    expect(await refusalOf(attendEvent((await company()).ctx, created.slug))).toMatchObject({ status: 403, key: "EVENT_INDIVIDUALS_ONLY" });
    expect(await refusalOf(attendEvent(testContext(), created.slug))).toMatchObject({ status: 401 });
    const gold = await member("gold");
    expect((await eventPage(gold.ctx, created.slug, async () => false)).onlineUrl).toBeNull();
    await attendEvent(gold.ctx, created.slug);
    expect((await eventPage(gold.ctx, created.slug, async () => false)).onlineUrl).toBe("https://meet.example/sala");
    expect((await eventPage(testContext(), created.slug, async () => false)).onlineUrl).toBeNull();
    await cancelEvent(writer, created.id);
    expect(await refusalOf(attendEvent((await member("gold")).ctx, created.slug))).toMatchObject({ status: 409, key: "EVENT_CANCELLED" });
  });

  it("announces an event to its audience only: a silver event reaches silver and gold members, never bronze ones", async () => {
    const [bronze, silver, gold] = [await member("bronze"), await member("silver"), await member("gold")];
    const title = `Plata ${unique()}`;
    const created = await createEvent(await admin(), event(title, { minLevel: "silver" }));
    await drainOutbox();
    const got = async (userId: string) => (await notificationsOf(userId, { type: "event" })).filter((notice) => notice.message === title);
    expect(await got(silver.userId)).toEqual([expect.objectContaining({ href: `/calendar/${created.id}` })]);
    expect(await got(gold.userId)).toHaveLength(1);
    expect(await got(bronze.userId)).toEqual([]);
  });
});

describe("calendars and feeds (issue 23 §2)", () => {
  it("'Mi agenda' lists the events a member signed up for or saved, parses as iCalendar, and a reset address retires the old one", async () => {
    const writer = await admin();
    const gold = await member("gold");
    const going = await createEvent(writer, event(`Voy ${unique()}`));
    const saved = await createEvent(writer, event(`Guardado ${unique()}`));
    const other = await createEvent(writer, event(`Otro ${unique()}`));
    await attendEvent(gold.ctx, going.slug);
    await testDb()
      .insert(savedItems)
      .values({ saverId: gold.userId, saverType: "user", itemType: "event", itemId: String(saved.id) });
    const token = await myFeedToken(gold.ctx);
    expect(await myFeedToken(gold.ctx)).toBe(token);
    await cancelEvent(writer, saved.id);
    const file = await agendaFeed({ db: testDb(), now: () => new Date() }, token, "https://redav.example");
    const vevents = new ICAL.Component(ICAL.parse(file)).getAllSubcomponents("vevent");
    const byUid = new Map(vevents.map((component) => [String(component.getFirstPropertyValue("uid")), component]));
    expect([...byUid.keys()].sort()).toEqual([`event-${going.id}@redav`, `event-${saved.id}@redav`].sort());
    expect(byUid.get(`event-${saved.id}@redav`)?.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(Number(byUid.get(`event-${saved.id}@redav`)?.getFirstPropertyValue("sequence"))).toBe(1);
    expect(byUid.has(`event-${other.id}@redav`)).toBe(false);
    const fresh = await resetFeedToken(gold.ctx);
    expect(fresh).not.toBe(token);
    expect(await refusalOf(agendaFeed({ db: testDb(), now: () => new Date() }, token, "https://redav.example"))).toMatchObject({ status: 404 });
    expect(await refusalOf(typeFeed({ db: testDb(), now: () => new Date() }, "<script>", "https://redav.example", "x"))).toMatchObject({ status: 404 });
    expect(await typeFeed({ db: testDb(), now: () => new Date() }, "taller", "https://redav.example", "RedAV: Taller")).toContain(`event-${going.id}@redav`);
  });

  it("lists upcoming approved events soonest first, filtered by country, kind and online, and places them in their month", async () => {
    const writer = await admin();
    // Countries are codes (decision 042); only this test's own events are looked at.
    const country = "ZZ";
    const live = await createEvent(writer, event(`En sala ${unique()}`, { country, startsLocal: nextMonth("10:00"), endsLocal: nextMonth("12:00") }));
    const online = await createEvent(
      writer,
      event(`En línea ${unique()}`, {
        country,
        eventType: "webinar",
        onlineUrl: "https://meet.example/x",
        startsLocal: nextMonth("09:00"),
        endsLocal: nextMonth("10:00"),
      }),
    );
    const unapproved = await createEvent((await company()).ctx, event(`Sin aprobar ${unique()}`, { country }));
    const elsewhere = await createEvent(
      writer,
      event(`En otro país ${unique()}`, { country: "UY", startsLocal: nextMonth("10:00"), endsLocal: nextMonth("12:00") }),
    );
    const ours = new Set([live.id, online.id, unapproved.id, elsewhere.id]);
    const mine = (ids: number[]) => ids.filter((id) => ours.has(id));
    const ctx = { db: testDb(), now: () => new Date() };
    const all = await upcomingEvents(ctx, calendarFilters(new URLSearchParams({ pais: "Otro" }), new Date()));
    expect(mine(all.events.map((item) => item.id))).toEqual([online.id, live.id]);
    const webinars = await upcomingEvents(ctx, calendarFilters(new URLSearchParams({ pais: country, tipo: "webinar" }), new Date()));
    expect(mine(webinars.events.map((item) => item.id))).toEqual([online.id]);
    const onlineOnly = await upcomingEvents(ctx, calendarFilters(new URLSearchParams({ pais: country, "en-linea": "1" }), new Date()));
    expect(mine(onlineOnly.events.map((item) => item.id))).toEqual([online.id]);
    const month = nextMonth().slice(0, 7);
    const inMonth = await monthEvents(ctx, calendarFilters(new URLSearchParams({ pais: country, vista: "mes", mes: month }), new Date()));
    expect(mine(inMonth.map((item) => item.id)).sort()).toEqual([live.id, online.id].sort());
    expect(calendarFilters(new URLSearchParams({ mes: "2026-13", tipo: "rave", vista: "x" }), new Date("2026-11-25T00:00:00Z"))).toMatchObject({
      month: "2026-11",
      type: null,
      view: "list",
    });
  });
});
