import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { actingAs, testContext } from "../../../tests/context";
import { createCompany, createIndividual } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { viewProfile } from "./profiles.server";

describe("viewing a profile", () => {
  it("shows the e-mail to an admin only, never to another member (a third user)", async () => {
    const person = await createIndividual();
    const company = await createCompany();
    const admin = await createIndividual({ isAdmin: true });
    const third = await createIndividual();
    const asAdmin = await actingAs(admin.userId);
    const asThird = await actingAs(third.userId);
    expect((await viewProfile(asAdmin, person.userId)).profile.email).toMatch(/@test\.redav\.lat$/);
    expect((await viewProfile(asAdmin, company.userId)).profile.email).toMatch(/@test\.redav\.lat$/);
    expect((await viewProfile(asThird, person.userId)).profile.email).toBeNull();
    expect((await viewProfile(asThird, company.userId)).profile.email).toBeNull();
  });

  it("requires a signed-in user", async () => {
    const someone = await createIndividual();
    const refusal = { key: "LOGIN_REQUIRED", status: 401, message: "Debes iniciar sesión para acceder." };
    expect(await refusalOf(viewProfile(testContext()))).toEqual(refusal);
    expect(await refusalOf(viewProfile(testContext(), someone.userId))).toEqual(refusal);
  });

  it("shows your own profile when no id is given, and when your own id is", async () => {
    const me = await createIndividual({ level: "gold" });
    const ctx = await actingAs(me.userId);
    const own = await viewProfile(ctx);
    expect(own).toEqual({
      own: true,
      suspended: false,
      profile: {
        kind: "individual",
        id: me.userId,
        name: "Ana Prueba",
        jobTitles: [],
        skills: [],
        bio: "Sin biografía disponible",
        city: null,
        country: null,
        level: "gold",
        memberNumber: me.memberNumber,
        memberSince: expect.any(String),
        foundingMember: false,
        formOfAddress: null,
        email: null,
        photoUrl: null,
        age: null,
        experienceLevel: null,
        specialization: null,
        cvDownloadable: false,
        pagePath: null,
      },
    });
    expect(await viewProfile(ctx, me.userId)).toEqual(own);
  });

  it("shows another person's profile as not yours, with its job titles and skills", async () => {
    const viewer = await createIndividual();
    const other = await createIndividual();
    await testDb()
      .update(userProfiles)
      .set({
        firstName: "Bruno",
        lastName: "Díaz",
        city: "Rosario",
        country: "AR",
        jobTitle: ["Sonidista", "Microfonista"],
        skills: ["Dante", "Pro Tools", " "],
      })
      .where(eq(userProfiles.id, other.userId));
    const seen = await viewProfile(await actingAs(viewer.userId), other.userId);
    expect(seen.own).toBe(false);
    expect(seen.profile).toMatchObject({ kind: "individual", id: other.userId, name: "Bruno Díaz", city: "Rosario", country: "AR", level: "bronze" });
    expect(seen.profile.kind === "individual" && seen.profile.jobTitles).toEqual(["Sonidista", "Microfonista"]);
    expect(seen.profile.kind === "individual" && seen.profile.skills).toEqual(["Dante", "Pro Tools"]);
  });

  it("shows a company profile, to a person and to the company itself", async () => {
    const company = await createCompany();
    const slug = `luces-del-sur-${randomUUID()}`;
    await testDb()
      .update(companyProfiles)
      .set({ companyName: "Luces del Sur", city: "Montevideo", website: "https://lucesdelsur.example", slug })
      .where(eq(companyProfiles.id, company.userId));
    const viewer = await createIndividual();
    const seen = await viewProfile(await actingAs(viewer.userId), company.userId);
    expect(seen).toEqual({
      own: false,
      suspended: false,
      profile: {
        kind: "company",
        id: company.userId,
        name: "Luces del Sur",
        description: null,
        city: "Montevideo",
        country: "UY",
        mainCategory: "rental",
        website: "https://lucesdelsur.example",
        slug,
        siteSlug: null,
        memberNumber: company.memberNumber,
        memberSince: expect.any(String),
        foundingMember: false,
        email: null,
      },
    });
    const ownView = await viewProfile(await actingAs(company.userId));
    expect(ownView).toMatchObject({ own: true, profile: { kind: "company", id: company.userId } });
  });

  it("answers PROFILE_NOT_FOUND for an unknown id", async () => {
    const ctx = await actingAs((await createIndividual()).userId);
    for (const id of [randomUUID(), "no-such-profile"]) {
      expect(await refusalOf(viewProfile(ctx, id))).toEqual({ key: "PROFILE_NOT_FOUND", status: 404, message: "No encontramos ese perfil." });
    }
  });

  it("never shows a member an e-mail or the admin and trainer flags", async () => {
    const viewer = await createIndividual();
    const other = await createIndividual({ isAdmin: true });
    const company = await createCompany();
    for (const [id, email] of [
      [other.userId, other.email],
      [company.userId, company.email],
      [undefined, viewer.email],
    ] as const) {
      const seen = await viewProfile(await actingAs(viewer.userId), id);
      const text = JSON.stringify(seen);
      expect(text).not.toContain(email);
      expect(seen.profile.email).toBeNull();
      expect(text).not.toMatch(/"(isAdmin|is_admin|isTrainer|is_trainer)"/);
    }
  });
});
