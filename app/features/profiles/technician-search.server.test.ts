import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userProfiles } from "~/db/schema/profiles";
import { actingAs, testContext } from "../../../tests/context";
import { createIndividual, crowdOfIndividuals } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { searchTechnicians, TECHNICIAN_PAGE_SIZE, type TechnicianFilters, technicianCities, technicianFilters } from "./technician-search.server";

type Person = Partial<typeof userProfiles.$inferInsert>;

/** A verified technician in a city of its own (so tests sharing the database never see each other's people), written straight into the tables: registering 30 outlasts a loaded machine's test timeout. */
async function person(city: string, fields: Person = {}) {
  const [userId] = await crowdOfIndividuals(1);
  await testDb()
    .update(userProfiles)
    .set({ country: "CL", city, ...fields })
    .where(eq(userProfiles.id, userId));
  return userId;
}

const filters = (city: string, more: Partial<TechnicianFilters> = {}): TechnicianFilters => ({
  q: "",
  skills: [],
  country: "CL",
  city,
  page: 1,
  seed: 0,
  ...more,
});

async function ids(city: string, more: Partial<TechnicianFilters> = {}) {
  const viewer = await actingAs((await createIndividual()).userId);
  const page = await searchTechnicians(viewer, filters(city, more));
  return new Set(page.technicians.map((technician) => technician.id));
}

describe("the technician search (spec §5 Technician list)", () => {
  it("lists only technicians who are not admins or trainers and have both names", async () => {
    const city = `Ciudad-${randomUUID()}`;
    const listed = await person(city);
    await person(city, { isAdmin: true });
    await person(city, { isTrainer: true });
    await person(city, { lastName: null });
    expect(await ids(city)).toEqual(new Set([listed]));
  });

  it("matches full name, job title or bio without regard to case or accents", async () => {
    const city = `Ciudad-${randomUUID()}`;
    const byTitle = await person(city, { jobTitle: ["Técnico de Iluminación"] });
    const byBio = await person(city, { bio: "Especialista en ILUMINACIÓN de teatros" });
    const byName = await person(city, { firstName: "Sebastián", lastName: "Núñez" });
    await person(city, { bio: "Sonido en vivo" });
    expect(await ids(city, { q: "iluminacion" })).toEqual(new Set([byTitle, byBio]));
    expect(await ids(city, { q: "tecnico" })).toEqual(new Set([byTitle]));
    expect(await ids(city, { q: "sebastian nunez" })).toEqual(new Set([byName]));
    expect(await ids(city, { q: "100%_" })).toEqual(new Set());
    expect((await ids(city, { q: "x" })).size).toBe(4);
  });

  it("shows each card's bio, or spec §3's default in the viewer's language; a search for the default's words finds nobody by it", async () => {
    const city = `Ciudad-${randomUUID()}`;
    const silent = await person(city);
    const texts = async (locale: "es" | "en") => {
      const viewer = await actingAs((await createIndividual()).userId, { locale });
      return (await searchTechnicians(viewer, filters(city))).technicians.map((card) => [card.id, card.text]);
    };
    expect(await texts("es")).toEqual([[silent, "Sin biografía disponible"]]);
    expect(await texts("en")).toEqual([[silent, "No biography available"]]);
    expect(await ids(city, { q: "biografia" })).toEqual(new Set());
  });

  it("filters by any of the skills, and by exact country and city", async () => {
    const city = `Ciudad-${randomUUID()}`;
    const audio = await person(city, { skills: ["audio", "streaming"] });
    const light = await person(city, { skills: ["lighting"] });
    await person(city, { skills: ["video"] });
    await person(`${city}-otra`, { skills: ["audio"] });
    expect(await ids(city, { skills: ["audio", "lighting"] })).toEqual(new Set([audio, light]));
    expect((await ids(city, { country: "PE" })).size).toBe(0);
  });

  it("pages 24 at a time in an order that stays put for the same seed and changes with another", async () => {
    const city = `Ciudad-${randomUUID()}`;
    const everyone = new Set<string>();
    for (let index = 0; index < TECHNICIAN_PAGE_SIZE + 6; index++) everyone.add(await person(city));
    const viewer = await actingAs((await createIndividual()).userId);
    const first = await searchTechnicians(viewer, filters(city, { seed: 1_000_000_000 }));
    const second = await searchTechnicians(viewer, filters(city, { seed: 1_000_000_000, page: 2 }));
    expect([first.count, first.pages, first.technicians.length, second.technicians.length]).toEqual([30, 2, 24, 6]);
    const seen = [...first.technicians, ...second.technicians].map((technician) => technician.id);
    expect(new Set(seen)).toEqual(everyone);
    const again = await searchTechnicians(viewer, filters(city, { seed: 1_000_000_000 }));
    expect(again.technicians.map((technician) => technician.id)).toEqual(first.technicians.map((technician) => technician.id));
    const orders = new Set<string>();
    for (const seed of [0, 500_000_000, 1_500_000_000, 2_000_000_000]) {
      orders.add((await searchTechnicians(viewer, filters(city, { seed }))).technicians.map((technician) => technician.id).join());
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it("offers the cities of the chosen country only, and needs a signed-in user", async () => {
    const city = `Ciudad-${randomUUID()}`;
    await person(city);
    const viewer = await actingAs((await createIndividual()).userId);
    expect(await technicianCities(viewer, "CL")).toContain(city);
    expect(await technicianCities(viewer, "PE")).not.toContain(city);
    expect(await refusalOf(searchTechnicians(testContext(), filters(city)))).toMatchObject({ status: 401 });
  });

  it("puts gold members first (the priority visibility /membership sells), each tier in the visit's order, across pages", async () => {
    const city = `Ciudad-${randomUUID()}`;
    const gold = new Set<string>();
    for (let index = 0; index < 26; index++) await person(city, { shuffleKey: index * 1000 });
    for (let index = 0; index < 4; index++) gold.add(await person(city, { membershipLevel: "gold", shuffleKey: 500 + index * 7000 }));
    const viewer = await actingAs((await createIndividual()).userId);
    for (const seed of [0, 12_000, 2_000_000_000]) {
      const first = await searchTechnicians(viewer, filters(city, { seed }));
      expect(new Set(first.technicians.slice(0, 4).map((technician) => technician.id))).toEqual(gold);
      expect(first.technicians.slice(4).some((technician) => gold.has(technician.id))).toBe(false);
      const second = await searchTechnicians(viewer, filters(city, { seed, page: 2 }));
      expect(second.technicians.some((technician) => gold.has(technician.id))).toBe(false);
      expect(new Set([...first.technicians, ...second.technicians].map((technician) => technician.id)).size).toBe(30);
    }
  });

  it("reads its filters from the URL: unknown skills dropped, a missing or malformed order seed drawn afresh for each visit", () => {
    const parsed = technicianFilters(new URLSearchParams("q=%20luces%20&habilidad=Audio&habilidad=Nada&pais=Chile&pagina=-3"));
    expect(parsed).toMatchObject({ q: "luces", skills: ["audio"], country: "CL", city: "", page: 1 });
    expect(technicianFilters(new URLSearchParams("orden=42")).seed).toBe(42);
    for (const query of ["", "orden=", "orden=abc", "orden=-1", "orden=1e3", "orden=99999999999"]) {
      const seeds = new Set(Array.from({ length: 8 }, () => technicianFilters(new URLSearchParams(query)).seed));
      expect(seeds.size, query).toBeGreaterThan(1);
      for (const seed of seeds) expect(seed).toBeGreaterThanOrEqual(0);
    }
  });
});
