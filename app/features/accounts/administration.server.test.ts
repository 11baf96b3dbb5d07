import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { loadSessionUser } from "~/features/accounts/session.server";
import { companyRow, createCompany, createIndividual, individualRow } from "../../../tests/factories";
import { changeAccount, listAccounts } from "./account-admin.server";

async function actor(options: Parameters<typeof createIndividual>[0]) {
  const created = await createIndividual(options);
  const user = await loadSessionUser(getDb(), created.userId);
  if (!user) throw new Error("no user");
  return user;
}

describe("admin home", () => {
  it("lets an admin change an individual's level, a company's tier and the roles", async () => {
    const admin = await actor({ isAdmin: true });
    const person = await createIndividual();
    const company = await createCompany();
    await changeAccount(getDb(), admin, { change: "level", accountId: person.userId, value: "gold" });
    await changeAccount(getDb(), admin, { change: "trainer", accountId: person.userId, value: "true" });
    await changeAccount(getDb(), admin, { change: "admin", accountId: person.userId, value: "true" });
    await changeAccount(getDb(), admin, { change: "tier", accountId: company.userId, value: "silver" });
    expect(await individualRow(person.userId)).toMatchObject({ membershipLevel: "gold", isTrainer: true, isAdmin: true });
    expect((await companyRow(company.userId))?.subscriptionTier).toBe("silver");
  });

  it("refuses every change and the list to non-admins", async () => {
    const member = await actor({ level: "gold" });
    const person = await createIndividual();
    await expect(changeAccount(getDb(), member, { change: "level", accountId: person.userId, value: "gold" })).rejects.toMatchObject({ status: 403 });
    await expect(changeAccount(getDb(), null, { change: "level", accountId: person.userId, value: "gold" })).rejects.toMatchObject({ status: 401 });
    await expect(listAccounts(getDb(), member, {})).rejects.toMatchObject({ status: 403 });
    expect((await individualRow(person.userId))?.membershipLevel).toBe("bronze");
  });

  it("refuses unknown levels and accounts", async () => {
    const admin = await actor({ isAdmin: true });
    const person = await createIndividual();
    await expect(changeAccount(getDb(), admin, { change: "level", accountId: person.userId, value: "platinum" })).rejects.toMatchObject({ status: 400 });
    await expect(changeAccount(getDb(), admin, { change: "level", accountId: "nobody", value: "gold" })).rejects.toMatchObject({ status: 404 });
  });

  it("lists accounts a page at a time and finds them by e-mail", async () => {
    const admin = await actor({ isAdmin: true });
    const person = await createIndividual();
    const found = await listAccounts(getDb(), admin, { query: person.email });
    expect(found.rows.map((row) => row.id)).toEqual([person.userId]);
    const page = await listAccounts(getDb(), admin, { page: 1 });
    expect(page.rows.length).toBeLessThanOrEqual(25);
    expect(page.total).toBeGreaterThanOrEqual(page.rows.length);
  });
});

describe("admin list paging", () => {
  it("clamps absurd page numbers instead of failing", async () => {
    const admin = await actor({ isAdmin: true });
    await expect(listAccounts(getDb(), admin, { page: 1e20 })).resolves.toMatchObject({ rows: [] });
    await expect(listAccounts(getDb(), admin, { page: Number.NaN })).resolves.toMatchObject({ page: 1 });
    await expect(listAccounts(getDb(), admin, { page: -5 })).resolves.toMatchObject({ page: 1 });
  });
});
