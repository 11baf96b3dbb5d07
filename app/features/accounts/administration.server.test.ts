import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "~/db/schema/auth";
import { companyProfiles } from "~/db/schema/profiles";
import type { Ctx } from "~/lib/context.server";
import { heldRoles } from "../../../tests/actors";
import { actingAs, testContext } from "../../../tests/context";
import { companyRow, createCompany, createIndividual, individualRow, uniqueEmail } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { changeAccount, listAccounts } from "./administration.server";

async function asAdmin(): Promise<Ctx> {
  return actingAs((await createIndividual({ isAdmin: true })).userId);
}

/** Everything an admin may change about an account, as stored. */
async function adminView(userId: string) {
  const [auth] = await testDb().select({ isAdmin: user.isAdmin }).from(user).where(eq(user.id, userId));
  const individual = await individualRow(userId);
  const company = await companyRow(userId);
  return {
    authIsAdmin: auth?.isAdmin,
    level: individual?.membershipLevel,
    isTrainer: individual?.isTrainer,
    isAdmin: individual?.isAdmin ?? company?.isAdmin,
    tier: company?.subscriptionTier,
  };
}

/** A tag shared by the accounts of one test, so that a search finds exactly them. */
const uniqueTag = () => `t${Math.random().toString(36).slice(2, 10)}`;

describe("admin changes", () => {
  it("lets an admin change an individual's level, a company's tier and the roles", async () => {
    const admin = await asAdmin();
    const person = await createIndividual();
    const company = await createCompany();
    await changeAccount(admin, { change: "level", accountId: person.userId, value: "gold" });
    await changeAccount(admin, { change: "trainer", accountId: person.userId, value: "true" });
    await changeAccount(admin, { change: "admin", accountId: person.userId, value: "true" });
    await changeAccount(admin, { change: "tier", accountId: company.userId, value: "silver" });
    await changeAccount(admin, { change: "admin", accountId: company.userId, value: "true" });
    expect(await adminView(person.userId)).toMatchObject({ level: "gold", isTrainer: true, isAdmin: true, authIsAdmin: true });
    expect(await adminView(company.userId)).toMatchObject({ tier: "silver", isAdmin: true, authIsAdmin: true });
  });

  it("gives and takes away roles, and the new admin can act as one at once", async () => {
    const admin = await asAdmin();
    const person = await createIndividual();
    await changeAccount(admin, { change: "admin", accountId: person.userId, value: "true" });
    const promoted = await actingAs(person.userId);
    expect(promoted.actor && heldRoles(promoted.actor).isAdmin).toBe(true);
    await expect(listAccounts(promoted, {})).resolves.toMatchObject({ page: 1 });
    await changeAccount(admin, { change: "admin", accountId: person.userId, value: "false" });
    await changeAccount(admin, { change: "trainer", accountId: person.userId, value: "false" });
    expect(await adminView(person.userId)).toMatchObject({ isAdmin: false, authIsAdmin: false, isTrainer: false });
    expect(await refusalOf(listAccounts(await actingAs(person.userId), {}))).toMatchObject({ key: "ADMIN_ONLY", status: 403 });
  });

  it("stamps the change with the request's clock", async () => {
    const at = new Date("2030-01-02T03:04:05.000Z");
    const admin = await actingAs((await createIndividual({ isAdmin: true })).userId, { now: () => at });
    const person = await createIndividual();
    await changeAccount(admin, { change: "level", accountId: person.userId, value: "silver" });
    expect((await individualRow(person.userId))?.updatedAt?.toISOString()).toBe(at.toISOString());
  });

  it("does not let an admin demote themselves", async () => {
    const admin = await asAdmin();
    const self = admin.actor?.id ?? "";
    expect(await refusalOf(changeAccount(admin, { change: "admin", accountId: self, value: "false" }))).toEqual({
      key: "SELF_DEMOTION",
      status: 400,
      message: "No puedes quitarte a ti mismo el rol de administrador.",
    });
    expect(await adminView(self)).toMatchObject({ isAdmin: true });
  });

  it.each([
    [{ change: "level", value: "platinum" }, "INVALID_LEVEL", "Nivel de membresía inválido."],
    [{ change: "level", value: "" }, "INVALID_LEVEL", "Nivel de membresía inválido."],
    [{ change: "tier", value: "diamond" }, "INVALID_TIER", "Nivel de suscripción inválido."],
    [{ change: "admin", value: "yes" }, "INVALID_CHANGE", "Cambio inválido."],
    [{ change: "trainer", value: "1" }, "INVALID_CHANGE", "Cambio inválido."],
    [{ change: "delete", value: "true" }, "INVALID_CHANGE", "Cambio inválido."],
    [{ value: "gold" }, "INVALID_CHANGE", "Cambio inválido."],
  ])("refuses %j with %s and changes nothing", async (input, key, message) => {
    const admin = await asAdmin();
    const person = await createIndividual();
    const before = await adminView(person.userId);
    expect(await refusalOf(changeAccount(admin, { accountId: person.userId, ...input }))).toMatchObject({ key, status: 400, message });
    expect(await adminView(person.userId)).toEqual(before);
  });

  it("refuses a change without an account", async () => {
    expect(await refusalOf(changeAccount(await asAdmin(), { change: "level", value: "gold" }))).toMatchObject({ key: "INVALID_CHANGE", status: 400 });
  });

  it("answers ACCOUNT_NOT_FOUND for an unknown account, a level for a company and a tier for an individual", async () => {
    const admin = await asAdmin();
    const person = await createIndividual();
    const company = await createCompany();
    const notFound = { key: "ACCOUNT_NOT_FOUND", status: 404, message: "No encontramos esa cuenta." };
    expect(await refusalOf(changeAccount(admin, { change: "level", accountId: "nobody", value: "gold" }))).toEqual(notFound);
    expect(await refusalOf(changeAccount(admin, { change: "admin", accountId: "nobody", value: "true" }))).toEqual(notFound);
    expect(await refusalOf(changeAccount(admin, { change: "level", accountId: company.userId, value: "gold" }))).toEqual(notFound);
    expect(await refusalOf(changeAccount(admin, { change: "tier", accountId: person.userId, value: "gold" }))).toEqual(notFound);
    expect(await refusalOf(changeAccount(admin, { change: "trainer", accountId: company.userId, value: "true" }))).toEqual(notFound);
    expect(await adminView(person.userId)).toMatchObject({ level: "bronze", tier: undefined });
    expect(await adminView(company.userId)).toMatchObject({ tier: "bronze", level: undefined });
  });
});

describe("who may administer", () => {
  const thirdUsers: [string, () => Promise<Ctx>, { key: string; status: number; message: string }][] = [
    ["anonymous", async () => testContext(), { key: "LOGIN_REQUIRED", status: 401, message: "Debes iniciar sesión para acceder." }],
    [
      "a gold individual",
      async () => actingAs((await createIndividual({ level: "gold" })).userId),
      { key: "ADMIN_ONLY", status: 403, message: "Solo un administrador puede hacer esto." },
    ],
    ["a company", async () => actingAs((await createCompany()).userId), { key: "ADMIN_ONLY", status: 403, message: "Solo un administrador puede hacer esto." }],
  ];

  it.each(thirdUsers)("%s can neither list accounts nor change any, and nothing changes", async (_, contextOf, refusal) => {
    const ctx = await contextOf();
    const person = await createIndividual();
    const company = await createCompany();
    const before = [await adminView(person.userId), await adminView(company.userId)];
    expect(await refusalOf(listAccounts(ctx, {}))).toEqual(refusal);
    expect(await refusalOf(listAccounts(ctx, { query: person.email }))).toEqual(refusal);
    for (const change of [
      { change: "level", accountId: person.userId, value: "gold" },
      { change: "trainer", accountId: person.userId, value: "true" },
      { change: "admin", accountId: person.userId, value: "true" },
      { change: "tier", accountId: company.userId, value: "gold" },
      { change: "admin", accountId: company.userId, value: "true" },
    ]) {
      expect(await refusalOf(changeAccount(ctx, change))).toEqual(refusal);
    }
    const self = ctx.actor?.id;
    if (self) expect(await refusalOf(changeAccount(ctx, { change: "admin", accountId: self, value: "true" }))).toEqual(refusal);
    expect([await adminView(person.userId), await adminView(company.userId)]).toEqual(before);
    if (self) expect(await adminView(self)).toMatchObject({ isAdmin: false, authIsAdmin: false });
  });

  it("checks permission before the input, so a stranger learns nothing from a bad value", async () => {
    expect(await refusalOf(changeAccount(testContext(), { change: "nonsense" }))).toMatchObject({ key: "LOGIN_REQUIRED" });
    const member = await actingAs((await createIndividual()).userId);
    expect(await refusalOf(changeAccount(member, { change: "nonsense" }))).toMatchObject({ key: "ADMIN_ONLY" });
  });
});

describe("admin list", () => {
  it("finds accounts by e-mail, by name or by company name, case-insensitively", async () => {
    const admin = await asAdmin();
    const tag = uniqueTag();
    const person = await createIndividual({ email: uniqueEmail(`persona-${tag}`) });
    const company = await createCompany();
    await testDb()
      .update(companyProfiles)
      .set({ companyName: `Sonido ${tag} SRL` })
      .where(eq(companyProfiles.id, company.userId));
    expect((await listAccounts(admin, { query: person.email.toUpperCase() })).rows.map((row) => row.id)).toEqual([person.userId]);
    expect((await listAccounts(admin, { query: `sonido ${tag.toUpperCase()}` })).rows).toEqual([
      expect.objectContaining({ id: company.userId, kind: "company", name: `Sonido ${tag} SRL`, email: company.email, level: "bronze", isAdmin: false }),
    ]);
    const found = await listAccounts(admin, { query: `  ${tag} ` });
    expect(found.rows.map((row) => row.id).sort()).toEqual([person.userId, company.userId].sort());
    expect(found).toMatchObject({ total: 2, page: 1, pages: 1 });
    expect(found.rows.find((row) => row.id === person.userId)).toEqual({
      id: person.userId,
      kind: "individual",
      name: "Ana Prueba",
      email: person.email,
      level: "bronze",
      isAdmin: false,
      isTrainer: false,
      memberNumber: person.memberNumber,
      country: null,
    });
  });

  it("treats % and _ in the search as plain characters", async () => {
    const admin = await asAdmin();
    const tag = uniqueTag();
    const person = await createIndividual({ email: uniqueEmail(`p${tag}`) });
    expect((await listAccounts(admin, { query: `%${tag}` })).total).toBe(0);
    expect((await listAccounts(admin, { query: `_${tag}` })).total).toBe(0);
    expect((await listAccounts(admin, { query: `p${tag}` })).rows.map((row) => row.id)).toEqual([person.userId]);
    expect((await listAccounts(admin, { query: "%" })).rows.every((row) => `${row.name} ${row.email}`.includes("%"))).toBe(true);
  });

  it("pages 25 accounts at a time, newest first, without losing or repeating any", async () => {
    const admin = await asAdmin();
    const tag = uniqueTag();
    const created: string[] = [];
    for (let i = 0; i < 27; i++) created.push((await createIndividual({ email: uniqueEmail(`pag-${tag}`) })).userId);
    const first = await listAccounts(admin, { query: tag, page: 1 });
    const second = await listAccounts(admin, { query: tag, page: 2 });
    expect(first).toMatchObject({ page: 1, total: 27, pages: 2 });
    expect(first.rows).toHaveLength(25);
    expect(second).toMatchObject({ page: 2, total: 27, pages: 2 });
    expect(second.rows).toHaveLength(2);
    expect([...first.rows, ...second.rows].map((row) => row.id)).toEqual([...created].reverse());
    expect(await listAccounts(admin, { query: tag, page: 3 })).toMatchObject({ rows: [], page: 3, pages: 2 });
  });

  it("answers an empty search with one empty page", async () => {
    expect(await listAccounts(await asAdmin(), { query: uniqueTag() })).toEqual({ rows: [], page: 1, total: 0, pages: 1 });
  });

  it("clamps absurd page numbers instead of failing", async () => {
    const admin = await asAdmin();
    await expect(listAccounts(admin, { page: 1e20 })).resolves.toMatchObject({ rows: [], page: 10_000 });
    await expect(listAccounts(admin, { page: Number.NaN })).resolves.toMatchObject({ page: 1 });
    await expect(listAccounts(admin, { page: -5 })).resolves.toMatchObject({ page: 1 });
    await expect(listAccounts(admin, { page: 1.7 })).resolves.toMatchObject({ page: 1 });
    const all = await listAccounts(admin, {});
    expect(all.rows.length).toBeLessThanOrEqual(25);
    expect(all.total).toBeGreaterThanOrEqual(all.rows.length);
  });
});
