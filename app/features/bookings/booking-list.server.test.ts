import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "~/db/schema/auth";
import { type BookingStatus, bookings } from "~/db/schema/bookings";
import { jobOffers } from "~/db/schema/job-board";
import { companyProfiles } from "~/db/schema/profiles";
import { addDays, dayIn, earlierDay } from "~/features/availability/public";
import { actingAs } from "../../../tests/context";
import { createCompany, createIndividual } from "../../../tests/factories";
import { testDb } from "../../../tests/setup/test-database";
import { bookingsList } from "./booking-list.server";

const ZONE = "America/Montevideo";
const today = () => dayIn(new Date(), ZONE);
const HOLDING: BookingStatus[] = ["option", "confirming", "confirmed"];

/** A booking written straight into the table, in `status`, `from` days ahead (negative: past), one day long unless told. */
async function booking(
  companyId: string,
  technicianId: string,
  status: BookingStatus,
  from: number,
  extra: Partial<typeof bookings.$inferInsert> = {},
): Promise<string> {
  const id = randomUUID();
  const startsOn = addDays(today(), from);
  await testDb()
    .insert(bookings)
    .values({
      id,
      companyId,
      technicianId,
      production: `Producción ${id.slice(0, 6)}`,
      role: "foh",
      city: "Montevideo",
      country: "UY",
      timeZone: ZONE,
      startsOn,
      endsOn: startsOn,
      status,
      rank: HOLDING.includes(status) ? 1 : null,
      heldAt: HOLDING.includes(status) ? new Date() : null,
      expiresOn: earlierDay(addDays(today(), 5), startsOn),
      expiresAt: new Date(Date.now() + 5 * 86_400_000),
      ...extra,
    });
  return id;
}

async function companyNamed(name: string) {
  const { userId } = await createCompany();
  await testDb().update(companyProfiles).set({ companyName: name }).where(eq(companyProfiles.id, userId));
  return userId;
}

async function technicianNamed(firstName: string, lastName: string) {
  const { userId } = await createIndividual({ names: { firstName, lastName } });
  return userId;
}

describe("bookingsList (issue 39 'Reservas')", () => {
  it("puts each booking in its tab for the technician and for the company, with the tabs' counts and the other side's name", async () => {
    const company = await companyNamed("Sonido Sur");
    const tech = await technicianNamed("Lucía", "Pereyra");
    const requested = await booking(company, tech, "requested", 10);
    const option = await booking(company, tech, "option", 12, { rank: 2, challengeDeadline: new Date(Date.now() + 3_600_000) });
    const confirming = await booking(company, tech, "confirming", 14);
    const upcoming = await booking(company, tech, "confirmed", 20);
    const todayJob = await booking(company, tech, "confirmed", 0);
    const overJob = await booking(company, tech, "confirmed", -3);
    const declined = await booking(company, tech, "declined", 8);
    const completed = await booking(company, tech, "completed", -30);

    const asTech = await actingAs(tech);
    const requests = await bookingsList(asTech, { tab: "solicitudes" });
    expect(requests.party).toBe("technician");
    expect(requests.counts).toEqual({ solicitudes: 1, opciones: 2, confirmadas: 2, pasadas: 3 });
    expect(requests.cards.map((card) => card.id)).toEqual([requested]);
    expect(requests.cards[0]).toMatchObject({
      quickAnswer: true,
      needsClosing: false,
      roleLabel: "Sonidista de FOH",
      other: { id: company, name: "Sonido Sur", link: `/profile/${company}` },
    });
    expect(requests.filterChoices).toEqual({ technicians: [], offers: [] });

    const options = await bookingsList(asTech, { tab: "opciones" });
    expect(options.cards.map((card) => card.id)).toEqual([option, confirming]);
    expect(options.cards[0]).toMatchObject({ rank: 2, quickAnswer: false });
    expect(options.cards[0].challengeDeadline).not.toBeNull();

    expect((await bookingsList(asTech, { tab: "confirmadas" })).cards.map((card) => card.id)).toEqual([todayJob, upcoming]);
    const past = await bookingsList(asTech, { tab: "pasadas" });
    expect(past.cards.map((card) => card.id)).toEqual([declined, overJob, completed]);
    expect(past.cards.every((card) => !card.needsClosing)).toBe(true);

    const asCompany = await actingAs(company);
    const companyPast = await bookingsList(asCompany, { tab: "pasadas" });
    expect(companyPast.party).toBe("company");
    expect(companyPast.counts).toEqual(requests.counts);
    expect(companyPast.cards.find((card) => card.id === overJob)).toMatchObject({
      needsClosing: true,
      other: { name: "Lucía Pereyra", link: `/profile/${tech}` },
    });
    expect(companyPast.cards.find((card) => card.id === completed)?.needsClosing).toBe(false);
    const companyRequests = await bookingsList(asCompany, { tab: "solicitudes" });
    expect(companyRequests.cards[0].quickAnswer).toBe(false);
    // An unknown tab is the first one.
    expect((await bookingsList(asCompany, { tab: "todo" })).tab).toBe("solicitudes");
  });

  it("links the technician to their page when it has an address that is not hidden", async () => {
    const company = await companyNamed("Luces del Plata");
    const tech = await technicianNamed("Mateo", "Suárez");
    const handle = `mateo-${randomUUID().slice(0, 8)}`;
    const { userProfiles } = await import("~/db/schema/profiles");
    await testDb().update(userProfiles).set({ handle, pageVisibility: "members" }).where(eq(userProfiles.id, tech));
    await booking(company, tech, "requested", 5);
    const [card] = (await bookingsList(await actingAs(company), { tab: "solicitudes" })).cards;
    expect(card.other.link).toBe(`/tecnicos/${handle}`);
    await testDb().update(userProfiles).set({ pageVisibility: "hidden" }).where(eq(userProfiles.id, tech));
    const [hidden] = (await bookingsList(await actingAs(company), { tab: "solicitudes" })).cards;
    expect(hidden.other.link).toBe(`/profile/${tech}`);
  });

  it("lets a company narrow its list to one technician or one offer, and offers them as choices", async () => {
    const company = await companyNamed("Escenarios Andinos");
    const ana = await technicianNamed("Ana", "Benítez");
    const bruno = await technicianNamed("Bruno", "Acosta");
    const [offer] = await testDb()
      .insert(jobOffers)
      .values({
        title: "Festival de otoño",
        description: "Montaje.",
        country: "UY",
        jobType: "freelance",
        category: ["audio"],
        status: "active",
        validThrough: addDays(today(), 30),
        creatorId: company,
        publishedAt: new Date(),
      })
      .returning({ id: jobOffers.id });
    const anaForOffer = await booking(company, ana, "requested", 3, { offerId: offer.id });
    const anaAlone = await booking(company, ana, "requested", 4);
    const brunoForOffer = await booking(company, bruno, "requested", 5, { offerId: offer.id });
    const ctx = await actingAs(company);

    const all = await bookingsList(ctx, {});
    expect(all.cards.map((card) => card.id)).toEqual([anaForOffer, anaAlone, brunoForOffer]);
    expect(all.filterChoices.technicians).toEqual([
      { id: ana, label: "Ana Benítez" },
      { id: bruno, label: "Bruno Acosta" },
    ]);
    expect(all.filterChoices.offers).toEqual([{ id: String(offer.id), label: "Festival de otoño" }]);

    const ofAna = await bookingsList(ctx, { technicianId: ana });
    expect(ofAna.cards.map((card) => card.id)).toEqual([anaForOffer, anaAlone]);
    expect(ofAna.counts.solicitudes).toBe(2);
    expect(ofAna.filters).toEqual({ technicianId: ana, offerId: null });
    expect((await bookingsList(ctx, { offerId: String(offer.id) })).cards.map((card) => card.id)).toEqual([anaForOffer, brunoForOffer]);
    expect((await bookingsList(ctx, { offerId: String(offer.id), technicianId: bruno })).cards.map((card) => card.id)).toEqual([brunoForOffer]);
    // A filter that is not a number is no filter; a technician's own list ignores the company's filters.
    expect((await bookingsList(ctx, { offerId: "1 or 1=1" })).cards).toHaveLength(3);
    expect((await bookingsList(await actingAs(ana), { technicianId: bruno })).cards.map((card) => card.id)).toEqual([anaForOffer, anaAlone]);
  });

  it("pages 20 at a time, upcoming first on the live tabs and latest first on the past one", async () => {
    const company = await companyNamed("Grandes Eventos");
    const tech = await technicianNamed("Sofía", "Rey");
    const ids: string[] = [];
    for (let day = 1; day <= 23; day += 1) ids.push(await booking(company, tech, "requested", day));
    const pastIds: string[] = [];
    for (let day = 1; day <= 3; day += 1) pastIds.push(await booking(company, tech, "expired", -day * 2));
    const ctx = await actingAs(tech);
    const first = await bookingsList(ctx, { tab: "solicitudes" });
    expect(first).toMatchObject({ page: 1, pages: 2, total: 23 });
    expect(first.cards.map((card) => card.id)).toEqual(ids.slice(0, 20));
    const second = await bookingsList(ctx, { tab: "solicitudes", page: "2" });
    expect(second.cards.map((card) => card.id)).toEqual(ids.slice(20));
    expect((await bookingsList(ctx, { tab: "solicitudes", page: "9" })).cards).toEqual([]);
    expect((await bookingsList(ctx, { tab: "pasadas" })).cards.map((card) => card.id)).toEqual(pastIds);
  });

  it("shows a third party none of them", async () => {
    const company = await companyNamed("Ajena");
    const tech = await technicianNamed("Eva", "Ajena");
    await booking(company, tech, "requested", 2);
    await booking(company, tech, "confirmed", 6);
    const zero = { solicitudes: 0, opciones: 0, confirmadas: 0, pasadas: 0 };
    for (const other of [(await createIndividual()).userId, (await createCompany()).userId, (await createIndividual({ isAdmin: true })).userId]) {
      const ctx = await actingAs(other);
      for (const tab of ["solicitudes", "confirmadas"]) {
        const view = await bookingsList(ctx, { tab, technicianId: tech });
        expect(view.cards).toEqual([]);
        expect(view.counts).toEqual(zero);
      }
    }
    // Nobody signed in: 401.
    const { testContext } = await import("../../../tests/context");
    await expect(bookingsList(testContext(), {})).rejects.toMatchObject({ status: 401 });
    // The account rows stay as they were (nothing written by a read).
    expect((await testDb().select({ id: user.id }).from(user).where(eq(user.id, tech))).length).toBe(1);
  });
});
