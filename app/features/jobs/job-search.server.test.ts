import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { actingAs, testContext } from "../../../tests/context";
import { actingCompany } from "../../../tests/factories";
import { JOBS_PAGE_SIZE } from "./job-options";
import { jobFilters, listOffers } from "./job-search.server";
import type { OfferInput } from "./jobs.schemas";
import { closeOffer, createOffer } from "./offers.server";

/** A word no other test's offer contains, so that a search sees only this test's offers on a shared database. */
const marker = () => `zq${randomUUID().replace(/-/g, "").slice(0, 10)}`;

const offer = (word: string, overrides: Partial<OfferInput> = {}): OfferInput => ({
  title: `Técnico ${word}`,
  description: "Montaje y operación de equipos.",
  country: "CL",
  jobType: "full_time",
  category: ["audio"],
  publish: true,
  ...overrides,
});

const search = (query: string) => listOffers(testContext(), jobFilters(new URLSearchParams(query)));

describe("the /jobs filters in the URL", () => {
  it("reads q, categoria, tipo, experiencia, remoto, pais and pagina, dropping values outside their lists", () => {
    expect(jobFilters(new URLSearchParams("q=+sonido+&categoria=Iluminación&tipo=part_time&experiencia=senior&remoto=1&pais=Perú&pagina=3"))).toEqual({
      q: "sonido",
      category: "lighting",
      jobType: "part_time",
      experienceLevel: "senior",
      remote: true,
      country: "PE",
      page: 3,
    });
    expect(jobFilters(new URLSearchParams("categoria=Cocina&tipo=x&experiencia=dios&remoto=no&pais=Marte&pagina=-2"))).toEqual({
      q: "",
      category: "",
      jobType: "",
      experienceLevel: "",
      remote: false,
      country: "",
      page: 1,
    });
    // Deeper than the capped count's 25 pages, a page would sort the whole board: it is the last page instead.
    expect(jobFilters(new URLSearchParams("pagina=1000")).page).toBe(25);
  });
});

describe("the public list of offers (spec §7 Jobs)", () => {
  it("shows active offers only (not drafts, closed or expired ones), newest first, with the company", async () => {
    const firm = await actingCompany();
    const word = marker();
    const base = Date.parse("2031-06-01T12:00:00Z");
    const at = async (minutes: number) => actingAs(firm.userId, { now: () => new Date(base + minutes * 60_000) });
    const older = await createOffer(await at(0), offer(word, { title: `Primera ${word}` }));
    const newer = await createOffer(await at(1), offer(word, { title: `Segunda ${word}` }));
    await createOffer(await at(2), offer(word, { publish: false }));
    const closed = await createOffer(await at(3), offer(word));
    await closeOffer(firm.ctx, closed.id);
    await createOffer(await at(4), offer(word, { validThrough: "2031-06-01" }));
    const page = await listOffers(testContext({ now: () => new Date("2031-06-02T00:00:00Z") }), jobFilters(new URLSearchParams(`q=${word}`)));
    expect(page.offers.map((item) => item.id)).toEqual([newer.id, older.id]);
    expect(page).toMatchObject({ count: 2, capped: false, page: 1, pages: 1 });
    expect(page.offers[0]).toMatchObject({ title: `Segunda ${word}`, isActive: true, company: { id: firm.userId, name: expect.any(String), logoUrl: null } });
  });

  it("finds text without regard to case or accents, in title, description and requirements ('tecnico' finds 'Técnico')", async () => {
    const firm = await actingCompany();
    const word = marker();
    const title = await createOffer(firm.ctx, offer(word, { title: `Técnico de Iluminación ${word}` }));
    const requirement = await createOffer(firm.ctx, offer(word, { title: `Operador ${word}`, requirements: ["Manejo de consolas GrandMA"] }));
    expect((await search(`q=TECNICO+de+iluminacion+${word}`)).offers.map((item) => item.id)).toEqual([title.id]);
    expect((await search(`q=${word}`)).count).toBe(2);
    const grandma = await search("q=grandma");
    expect(grandma.offers.map((item) => item.id)).toContain(requirement.id);
    expect(grandma.offers.map((item) => item.id)).not.toContain(title.id);
    expect((await search(`q=${word}%25`)).count).toBe(0);
  });

  it("filters by category (contains), job type, experience level, remote and country", async () => {
    const firm = await actingCompany();
    const word = marker();
    const plain = await createOffer(firm.ctx, offer(word));
    const lights = await createOffer(firm.ctx, offer(word, { category: ["video", "lighting"] }));
    const partTime = await createOffer(firm.ctx, offer(word, { jobType: "part_time" }));
    const expert = await createOffer(firm.ctx, offer(word, { experienceLevel: "expert" }));
    const remote = await createOffer(firm.ctx, offer(word, { remoteAllowed: true }));
    const peru = await createOffer(firm.ctx, offer(word, { country: "PE" }));
    const ids = async (query: string) => (await search(`q=${word}&${query}`)).offers.map((item) => item.id).sort((a, b) => a - b);
    expect(await ids("categoria=Iluminación")).toEqual([lights.id]);
    expect(await ids("categoria=Audio")).toEqual([plain.id, partTime.id, expert.id, remote.id, peru.id]);
    expect(await ids("tipo=part_time")).toEqual([partTime.id]);
    expect(await ids("experiencia=expert")).toEqual([expert.id]);
    expect(await ids("remoto=1")).toEqual([remote.id]);
    expect(await ids("pais=Perú")).toEqual([peru.id]);
    expect(await ids("pais=Perú&remoto=1")).toEqual([]);
  });

  it("pages by 20, newest first, with the total", async () => {
    const firm = await actingCompany();
    const word = marker();
    const base = Date.parse("2031-07-01T12:00:00Z");
    const ids: number[] = [];
    for (let i = 0; i < JOBS_PAGE_SIZE + 3; i++) {
      // A day apart: a company publishes at most 20 offers a UTC day.
      ids.push((await createOffer(await actingAs(firm.userId, { now: () => new Date(base + i * 86_400_000) }), offer(word))).id);
    }
    const first = await search(`q=${word}`);
    expect(first).toMatchObject({ count: JOBS_PAGE_SIZE + 3, pages: 2, page: 1 });
    expect(first.offers.map((item) => item.id)).toEqual(ids.slice(3).reverse());
    const second = await search(`q=${word}&pagina=2`);
    expect(second.offers.map((item) => item.id)).toEqual(ids.slice(0, 3).reverse());
  });
});
