import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userProfiles } from "~/db/schema/profiles";
import { actingAs, testContext } from "../../../tests/context";
import { createIndividual, crowdOfIndividuals } from "../../../tests/factories";
import { testDb } from "../../../tests/setup/test-database";
import type { CardProfile } from "./card-profile";
import { exploreFilters, exploreNetwork } from "./explore.server";
import { technicianPageLink } from "./technician-page-link";
import { searchTechnicians } from "./technician-search.server";

/** Three technicians of one city: a public page, a members-only page and a hidden one, each with its handle. */
async function threePages() {
  const token = randomUUID().slice(0, 8);
  const city = `Ciudad${token}`;
  const [open, members, hidden] = await crowdOfIndividuals(3);
  const visibility = { [open]: "public", [members]: "members", [hidden]: "hidden" } as const;
  for (const [id, pageVisibility] of Object.entries(visibility)) {
    await testDb()
      .update(userProfiles)
      .set({ country: "CL", city, bio: `Técnico ${token}`, handle: `${pageVisibility}-${token}`, pageVisibility })
      .where(eq(userProfiles.id, id));
  }
  return { token, city, open, members, hidden };
}

const linksOf = (cards: CardProfile[], signedIn: boolean, area: string | null) =>
  Object.fromEntries(cards.map((card) => [card.id, technicianPageLink(card, { signedIn, area })]));

describe("the cards of /explore and the technician search link to the page the viewer may see", () => {
  it("/explore lists only public pages and its cards carry their address", async () => {
    const { token, open } = await threePages();
    const { profiles } = await exploreNetwork(testContext(), exploreFilters(new URLSearchParams({ q: `tecnico ${token}` })));
    expect(profiles.map((card) => card.id)).toEqual([open]);
    expect(profiles[0]).toMatchObject({ handle: `public-${token}`, pageVisibility: "public" });
    expect(linksOf(profiles, false, null)).toEqual({ [open]: `/tecnicos/public-${token}` });
    expect(linksOf(profiles, true, "bronze-member")).toEqual({ [open]: `/tecnicos/public-${token}` });
  });

  it("the search's cards lead a member to public and members-only pages, and to the member profile of a hidden page, in one query", async () => {
    const { token, city, open, members, hidden } = await threePages();
    const viewer = await actingAs((await createIndividual()).userId);
    const page = await searchTechnicians(viewer, { q: "", skills: [], country: "CL", city, page: 1, seed: 0 });
    expect(linksOf(page.technicians, true, "bronze-member")).toEqual({
      [open]: `/tecnicos/public-${token}`,
      [members]: `/tecnicos/members-${token}`,
      [hidden]: `/bronze-member/user/${hidden}`,
    });
    expect(JSON.stringify(page.technicians.find((card) => card.id === hidden))).toContain('"pageVisibility":"hidden"');
  });
});
