import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userFollows } from "~/db/schema/follows";
import { accountSuspensions } from "~/db/schema/moderation";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { follow } from "~/features/follows/follows.server";
import { suggestedTechnicians } from "~/features/follows/suggestions.server";
import { sendMessage } from "~/features/messages/messages.server";
import { block, unblock } from "~/features/moderation/blocks.server";
import { exploreFilters, exploreNetwork } from "~/features/profiles/explore.server";
import { searchPeople } from "~/features/profiles/people-search.server";
import { viewProfile } from "~/features/profiles/profiles.server";
import { searchTechnicians } from "~/features/profiles/technician-search.server";
import { actingAs, testContext } from "../context";
import { createCompany, createIndividual } from "../factories";
import { refusalOf } from "../refusal";
import { testDb } from "../setup/test-database";

/** A listed technician with a last name, city and country of this test's own (so tests sharing the database never see each other's people). */
async function technician(token: string, fields: Partial<typeof userProfiles.$inferInsert> = {}) {
  const { userId } = await createIndividual();
  await testDb()
    .update(userProfiles)
    .set({ lastName: `Prueba${token}`, country: `Pais${token}`, city: `Ciudad${token}`, ...fields })
    .where(eq(userProfiles.id, userId));
  return { userId, ctx: await actingAs(userId) };
}

const suspend = (userId: string) => testDb().insert(accountSuspensions).values({ userId });

const filters = (token: string) => ({ q: "", skills: [], country: `Pais${token}`, city: `Ciudad${token}`, page: 1, seed: 0 });

describe("a block between two members (issue 10 §5b)", () => {
  it("stops messages either way with 'No puedes enviar mensajes a este usuario.', and only between them", async () => {
    const token = randomUUID().slice(0, 8);
    const [ana, beto, caro] = await Promise.all([technician(token), technician(token), technician(token)]);
    await block(ana.ctx, beto.userId);
    const refused = { key: "MESSAGE_BLOCKED", status: 403, message: "No puedes enviar mensajes a este usuario." };
    const text = { subject: "Hola", content: "¿Trabajamos juntos?" };
    expect(await refusalOf(sendMessage(ana.ctx, { recipientId: beto.userId, ...text }))).toEqual(refused);
    expect(await refusalOf(sendMessage(beto.ctx, { recipientId: ana.userId, ...text }))).toEqual(refused);
    expect(await refusalOf(sendMessage(caro.ctx, { recipientId: beto.userId, ...text }))).toBe("OK");
    await unblock(ana.ctx, beto.userId);
    expect(await refusalOf(sendMessage(beto.ctx, { recipientId: ana.userId, ...text }))).toBe("OK");
  });

  it("the blocked member cannot follow the blocker, nor the blocker them ('No puedes seguir a este usuario.'), until it is lifted", async () => {
    const token = randomUUID().slice(0, 8);
    const [ana, beto] = await Promise.all([technician(token), technician(token)]);
    await block(ana.ctx, beto.userId);
    const refused = { key: "FOLLOW_BLOCKED", status: 403, message: "No puedes seguir a este usuario." };
    expect(await refusalOf(follow(beto.ctx, ana.userId))).toEqual(refused);
    expect(await refusalOf(follow(ana.ctx, beto.userId))).toEqual(refused);
    expect(await testDb().select().from(userFollows).where(eq(userFollows.followerId, beto.userId))).toEqual([]);
    await unblock(ana.ctx, beto.userId);
    expect(await follow(beto.ctx, ana.userId)).toEqual({ following: true, followers: 1 });
  });

  it("a follow and a block made at the same moment never leave a follow behind", async () => {
    const token = randomUUID().slice(0, 8);
    const [ana, beto] = await Promise.all([technician(token), technician(token)]);
    await Promise.allSettled([follow(beto.ctx, ana.userId), block(ana.ctx, beto.userId), follow(ana.ctx, beto.userId)]);
    expect(await testDb().select().from(userFollows).where(eq(userFollows.followerId, beto.userId))).toEqual([]);
    expect(await testDb().select().from(userFollows).where(eq(userFollows.followerId, ana.userId))).toEqual([]);
  });

  it("the blocker no longer finds the blocked member in the technician search or the people search; others still do", async () => {
    const token = randomUUID().slice(0, 8);
    const [ana, beto, caro] = await Promise.all([technician(token), technician(token), technician(token)]);
    await block(ana.ctx, beto.userId);
    const found = async (viewer: typeof ana) => new Set((await searchTechnicians(viewer.ctx, filters(token))).technicians.map((person) => person.id));
    expect(await found(ana)).toEqual(new Set([ana.userId, caro.userId]));
    expect(await found(caro)).toEqual(new Set([ana.userId, beto.userId, caro.userId]));
    expect((await searchTechnicians(ana.ctx, filters(token))).count).toBe(2);
    const people = async (viewer: typeof ana) => new Set((await searchPeople(viewer.ctx, `prueba${token}`)).map((person) => person.id));
    expect(await people(ana)).toEqual(new Set([ana.userId, caro.userId]));
    expect(await people(caro)).toEqual(new Set([ana.userId, beto.userId, caro.userId]));
  });

  it("suggestions never offer someone the member blocked or who blocked the member", async () => {
    const token = randomUUID().slice(0, 8);
    const ana = await technician(token);
    const [beto, caro, dani] = await Promise.all([technician(token), technician(token), technician(token)]);
    await block(ana.ctx, beto.userId);
    await block(caro.ctx, ana.userId);
    const offered = (await suggestedTechnicians(ana.ctx)).map((person) => person.id);
    expect(offered).toContain(dani.userId);
    expect(offered).not.toContain(beto.userId);
    expect(offered).not.toContain(caro.userId);
  });
});

describe("a suspended account (issue 10 §5b)", () => {
  it("is hidden from everybody's technician search, people search and suggestions", async () => {
    const token = randomUUID().slice(0, 8);
    const [ana, beto, caro] = await Promise.all([technician(token), technician(token), technician(token)]);
    await suspend(beto.userId);
    expect(new Set((await searchTechnicians(caro.ctx, filters(token))).technicians.map((person) => person.id))).toEqual(new Set([ana.userId, caro.userId]));
    expect(new Set((await searchPeople(caro.ctx, `prueba${token}`)).map((person) => person.id))).toEqual(new Set([ana.userId, caro.userId]));
    expect((await suggestedTechnicians(ana.ctx)).map((person) => person.id)).not.toContain(beto.userId);
  });

  it("disappears from /explore, technician or company", async () => {
    const token = `zq${randomUUID().slice(0, 8)}`;
    const shown = await technician(token, { pageVisibility: "public", bio: `Visible ${token}` });
    const hidden = await technician(token, { pageVisibility: "public", bio: `Oculto ${token}` });
    const company = await createCompany();
    await testDb()
      .update(companyProfiles)
      .set({ companyName: `Empresa ${token}` })
      .where(eq(companyProfiles.id, company.userId));
    const explore = async (kind: string) =>
      (await exploreNetwork(testContext(), exploreFilters(new URLSearchParams({ tipo: kind, q: token })))).profiles.map((profile) => profile.id);
    expect(await explore("empresas")).toEqual([company.userId]);
    await suspend(hidden.userId);
    await suspend(company.userId);
    expect(await explore("tecnicos")).toEqual([shown.userId]);
    expect(await explore("empresas")).toEqual([]);
  });

  it("has a profile that answers 404 to members and shows, marked suspended, to admins", async () => {
    const token = randomUUID().slice(0, 8);
    const [beto, caro] = await Promise.all([technician(token), technician(token)]);
    const admin = await actingAs((await createIndividual({ isAdmin: true })).userId);
    await suspend(beto.userId);
    expect(await refusalOf(viewProfile(caro.ctx, beto.userId))).toEqual({ key: "PROFILE_NOT_FOUND", status: 404, message: "No encontramos ese perfil." });
    expect(await viewProfile(admin, beto.userId)).toMatchObject({ suspended: true, profile: { id: beto.userId } });
    expect(await viewProfile(caro.ctx, caro.userId)).toMatchObject({ suspended: false, own: true });
  });
});
