import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "~/db/schema/auth";
import { userFollows } from "~/db/schema/follows";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { registerAccount } from "~/features/accounts/registration.server";
import { signIn } from "~/features/accounts/sign-in.server";
import { followCounts, listFollows } from "~/features/follows/follows.server";
import { suggestedTechnicians } from "~/features/follows/suggestions.server";
import { composerState } from "~/features/messages/composer.server";
import { sendMessage } from "~/features/messages/messages.server";
import { exploreFilters, exploreNetwork } from "~/features/profiles/explore.server";
import { searchPeople } from "~/features/profiles/people-search.server";
import { viewProfile } from "~/features/profiles/profiles.server";
import { searchTechnicians } from "~/features/profiles/technician-search.server";
import { actingAs, testContext } from "../context";
import { createCompany, createIndividual, TEST_PASSWORD, uniqueEmail } from "../factories";
import { refusalOf } from "../refusal";
import { testDb } from "../setup/test-database";

/** A technician who registered with a name nobody else has, public on /explore, and never followed the mailed link. */
async function unverifiedTechnician() {
  const tag = randomBytes(5).toString("hex");
  const firstName = `Eustaquia${tag}`;
  const email = uniqueEmail(`sinverificar${tag}`);
  const account = await registerAccount(testContext(), {
    userType: "individual",
    email,
    password: TEST_PASSWORD,
    firstName,
    lastName: `Pendiente${tag}`,
    country: "UY",
  });
  await testDb().update(userProfiles).set({ pageVisibility: "public" }).where(eq(userProfiles.id, account.userId));
  return { id: account.userId, email, firstName };
}

/** A company that registered with a name nobody else has and never verified its e-mail. */
async function unverifiedCompany() {
  const name = `Sonido${randomBytes(5).toString("hex")}`;
  const company = await createCompany({ verified: false });
  await testDb().update(companyProfiles).set({ companyName: name }).where(eq(companyProfiles.id, company.userId));
  return { id: company.userId, name };
}

/** Every place a third member, a company, looks for people, each answering the ids it shows. */
async function whatOthersSee(technician: { id: string; firstName: string }, company: { name: string }, followed: string) {
  const viewer = await actingAs((await createCompany()).userId);
  const member = await actingAs(followed);
  const search = await searchTechnicians(viewer, { q: technician.firstName, skills: [], country: "", city: "", page: 1, seed: 0 });
  const people = await searchPeople(viewer, technician.firstName, "profile");
  const explore = await exploreNetwork(testContext(), exploreFilters(new URLSearchParams({ q: technician.firstName })));
  const companies = await exploreNetwork(testContext(), exploreFilters(new URLSearchParams({ tipo: "empresas", q: company.name })));
  const suggestions = await suggestedTechnicians(member, 30);
  const followers = await listFollows(viewer, { profileId: followed, direction: "followers", page: 1 });
  return {
    search: search.technicians.map((card) => card.id),
    people: people.map((card) => card.id),
    explore: explore.profiles.map((card) => card.id),
    companies: companies.profiles.map((card) => card.id),
    suggestions: suggestions.map((card) => card.id),
    followers: followers.items.map((item) => item.id),
    followerCount: (await followCounts(viewer, followed)).followers,
    profile: await refusalOf(viewProfile(viewer, technician.id)),
    composer: await refusalOf(composerState(viewer, technician.id)),
    send: await refusalOf(sendMessage(viewer, { recipientId: technician.id, subject: "Trabajo", content: "¿Estás libre el sábado?" })),
  };
}

describe("an account that never verified its e-mail (issue 35 §6)", () => {
  it("appears nowhere a third member looks and cannot be written to, until it verifies", async () => {
    const followed = await createIndividual();
    const technician = await unverifiedTechnician();
    const company = await unverifiedCompany();
    await testDb().insert(userFollows).values({ followerId: technician.id, followingId: followed.userId, followingType: "technician" });

    const before = await whatOthersSee(technician, company, followed.userId);
    expect(before).toMatchObject({ search: [], people: [], explore: [], companies: [], followerCount: 0 });
    expect(before.suggestions).not.toContain(technician.id);
    expect(before.followers).not.toContain(technician.id);
    expect(before.profile).toMatchObject({ key: "PROFILE_NOT_FOUND", status: 404 });
    expect(before.composer).toMatchObject({ key: "MESSAGE_RECIPIENT_NOT_FOUND", status: 404 });
    expect(before.send).toMatchObject({ key: "MESSAGE_RECIPIENT_NOT_FOUND", status: 404, message: "No encontramos a la persona a quien quieres escribir." });

    await testDb().update(user).set({ emailVerified: true }).where(eq(user.id, technician.id));
    await testDb().update(user).set({ emailVerified: true }).where(eq(user.id, company.id));
    const after = await whatOthersSee(technician, company, followed.userId);
    expect(after).toMatchObject({ search: [technician.id], people: [technician.id], explore: [technician.id], companies: [company.id], followerCount: 1 });
    expect(after.suggestions).toContain(technician.id);
    expect(after.followers).toContain(technician.id);
    expect(after.profile).toBe("OK");
    expect(after.composer).toBe("OK");
    expect(after.send).toBe("OK");
  });

  it("still sees its own profile, admins still see it, and signing in still asks it to verify", async () => {
    const technician = await unverifiedTechnician();
    const own = await viewProfile(await actingAs(technician.id));
    expect(own).toMatchObject({ own: true, profile: { id: technician.id } });
    const admin = await actingAs((await createIndividual({ isAdmin: true })).userId);
    expect((await viewProfile(admin, technician.id)).profile.id).toBe(technician.id);
    expect(await refusalOf(signIn(testContext(), { email: technician.email, password: TEST_PASSWORD }))).toMatchObject({
      key: "EMAIL_NOT_VERIFIED",
      status: 403,
    });
  });
});
