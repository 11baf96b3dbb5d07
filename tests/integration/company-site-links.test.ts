import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companyProfiles } from "~/db/schema/profiles";
import { emptySite } from "~/features/company-sites/site-data";
import { publishSite, saveSiteDraft, unpublishSite } from "~/features/company-sites/site-editor.server";
import { exploreFilters, exploreNetwork } from "~/features/profiles/explore.server";
import { viewProfile } from "~/features/profiles/profiles.server";
import { actingAs, testContext } from "../context";
import { createCompany, createIndividual } from "../factories";
import { testDb } from "../setup/test-database";

describe("links to a company's website (spec §2 profile cards)", () => {
  it("the card and the profile point to /empresa/{slug} only while the site is published", async () => {
    const { userId } = await createCompany();
    const name = `Escenarios ${crypto.randomUUID().slice(0, 8)}`;
    const slug = `escenarios-${crypto.randomUUID().slice(0, 8)}`;
    await testDb().update(companyProfiles).set({ slug, companyName: name }).where(eq(companyProfiles.id, userId));
    const owner = await actingAs(userId);
    const viewer = await actingAs((await createIndividual()).userId);
    const card = async () =>
      (await exploreNetwork(testContext(), exploreFilters(new URLSearchParams({ tipo: "empresas", q: name })))).profiles.find((p) => p.id === userId);
    const profileSite = async () => {
      const { profile } = await viewProfile(viewer, userId);
      return profile.kind === "company" ? profile.siteSlug : "not a company";
    };

    await saveSiteDraft(owner, JSON.stringify(emptySite(name, "Escenarios y tarimas.")));
    expect(await card()).toMatchObject({ slug, publishedSite: false });
    expect(await profileSite()).toBeNull();
    await publishSite(owner);
    expect(await card()).toMatchObject({ slug, publishedSite: true });
    expect(await profileSite()).toBe(slug);
    await unpublishSite(owner);
    expect(await card()).toMatchObject({ publishedSite: false });
    expect(await profileSite()).toBeNull();
  });
});
