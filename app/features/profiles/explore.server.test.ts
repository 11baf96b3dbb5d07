import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { testContext } from "../../../tests/context";
import { createCompany, createIndividual } from "../../../tests/factories";
import { testDb } from "../../../tests/setup/test-database";
import { exploreFilters, exploreNetwork } from "./explore.server";
import { networkStats } from "./network-stats.server";

async function technician(fields: Partial<typeof userProfiles.$inferInsert>) {
  const { userId, email } = await createIndividual();
  await testDb().update(userProfiles).set(fields).where(eq(userProfiles.id, userId));
  return { userId, email };
}

describe("exploring the network (/explore)", () => {
  it("shows visitors only technicians who whose page is public, found without accents, and never their e-mail", async () => {
    const token = `zq${randomUUID().slice(0, 8)}`;
    const shown = await technician({ pageVisibility: "public", bio: `Técnica de iluminación ${token}`, country: "PE", skills: ["lighting"] });
    await technician({ pageVisibility: "members", bio: `Técnico oculto ${token}`, country: "PE" });
    await technician({ pageVisibility: "public", isAdmin: true, bio: `Admin ${token}`, country: "PE" });
    const result = await exploreNetwork(testContext(), exploreFilters(new URLSearchParams({ q: `tecnica de iluminacion ${token}` })));
    expect(result.profiles.map((profile) => profile.id)).toEqual([shown.userId]);
    expect(JSON.stringify(result)).not.toContain(shown.email);
    const byCountryAndSkill = await exploreNetwork(testContext(), exploreFilters(new URLSearchParams({ q: token, pais: "Perú", categoria: "Iluminación" })));
    expect(byCountryAndSkill.count).toBe(1);
    const otherSkill = await exploreNetwork(testContext(), exploreFilters(new URLSearchParams({ q: token, categoria: "DJ" })));
    expect(otherSkill.count).toBe(0);
  });

  it("shows companies with their public business information, filtered by main category and country", async () => {
    const token = `zq${randomUUID().slice(0, 8)}`;
    const company = await createCompany();
    await testDb()
      .update(companyProfiles)
      .set({
        companyName: `Luces ${token}`,
        description: "Iluminación para eventos",
        country: "UY",
        mainCategory: "rental",
        subcategories: ["rental_lighting"],
      })
      .where(eq(companyProfiles.id, company.userId));
    const found = await exploreNetwork(
      testContext(),
      exploreFilters(new URLSearchParams({ tipo: "empresas", q: `luces ${token}`, categoria: "rental", pais: "Uruguay" })),
    );
    expect(found.profiles).toEqual([expect.objectContaining({ id: company.userId, kind: "company", skills: ["Alquiler de iluminación"], country: "UY" })]);
    expect(JSON.stringify(found)).not.toContain(company.email);
    const inEnglish = await exploreNetwork(testContext({ locale: "en" }), exploreFilters(new URLSearchParams({ tipo: "empresas", q: `luces ${token}` })));
    expect(inEnglish.profiles.map((profile) => profile.skills)).toEqual([["Lighting rental"]]);
    const wrongCategory = await exploreNetwork(testContext(), exploreFilters(new URLSearchParams({ tipo: "empresas", q: token, categoria: "software" })));
    expect(wrongCategory.count).toBe(0);
  });

  it("counts the network from the database for the home page", async () => {
    const before = await networkStats(testContext());
    await technician({ country: "BO" });
    const after = await networkStats(testContext());
    expect(after.technicians).toBeGreaterThanOrEqual(before.technicians + 1);
    expect(after.countries).toBeGreaterThanOrEqual(1);
  });
});
