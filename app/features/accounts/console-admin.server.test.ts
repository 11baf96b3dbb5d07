import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminAudit } from "~/db/schema/admin-audit";
import { user } from "~/db/schema/auth";
import { CONSOLE_ACTOR } from "~/lib/audit.server";
import { heldRoles } from "../../../tests/actors";
import { actingAs, testContext } from "../../../tests/context";
import { companyRow, createCompany, createIndividual, individualRow, uniqueEmail } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { listAccounts } from "./administration.server";
import { grantAdminFromConsole } from "./console-admin.server";

/** The audit rows written for an account by the console. */
function consoleEntries(accountId: string) {
  return testDb()
    .select({ action: adminAudit.action, before: adminAudit.before, after: adminAudit.after })
    .from(adminAudit)
    .where(and(eq(adminAudit.targetId, accountId), eq(adminAudit.actorId, CONSOLE_ACTOR)));
}

describe("the first admin, made from the server's console (npm run admin:create)", () => {
  it("promotes a verified member, who may then do what admins do; the audit log says the console did it", async () => {
    const person = await createIndividual();
    expect(await refusalOf(listAccounts(await actingAs(person.userId), {}))).toMatchObject({ key: "ADMIN_ONLY" });

    const grant = await grantAdminFromConsole(testContext(), { email: `  ${person.email.toUpperCase()} ` });

    expect(grant).toEqual({ outcome: "promoted", accountId: person.userId, email: person.email, userType: "individual" });
    expect((await individualRow(person.userId))?.isAdmin).toBe(true);
    const [account] = await testDb().select({ isAdmin: user.isAdmin }).from(user).where(eq(user.id, person.userId));
    expect(account?.isAdmin).toBe(true);
    const admin = await actingAs(person.userId);
    expect(admin.actor && heldRoles(admin.actor).isAdmin).toBe(true);
    expect(await refusalOf(listAccounts(admin, {}))).toBe("OK");
    expect(await consoleEntries(person.userId)).toEqual([{ action: "account.admin", before: { admin: false }, after: { admin: true } }]);
  });

  it("promotes a company account too", async () => {
    const company = await createCompany();
    expect((await grantAdminFromConsole(testContext(), { email: company.email })).outcome).toBe("promoted");
    expect((await companyRow(company.userId))?.isAdmin).toBe(true);
  });

  it("leaves an admin as is and writes nothing a second time", async () => {
    const person = await createIndividual();
    await grantAdminFromConsole(testContext(), { email: person.email });
    expect((await grantAdminFromConsole(testContext(), { email: person.email })).outcome).toBe("already-admin");
    expect(await consoleEntries(person.userId)).toHaveLength(1);
  });

  it("refuses an e-mail no account has, and one never verified, changing nothing", async () => {
    expect(await refusalOf(grantAdminFromConsole(testContext(), { email: uniqueEmail("nadie") }))).toMatchObject({ key: "ACCOUNT_NOT_FOUND", status: 404 });
    expect(await refusalOf(grantAdminFromConsole(testContext(), { email: "no es un correo" }))).toMatchObject({ key: "INVALID_EMAIL", status: 400 });
    const unverified = await createIndividual({ verified: false });
    expect(await refusalOf(grantAdminFromConsole(testContext(), { email: unverified.email }))).toMatchObject({ key: "EMAIL_NOT_VERIFIED", status: 409 });
    expect((await individualRow(unverified.userId))?.isAdmin).toBe(false);
    expect(await consoleEntries(unverified.userId)).toEqual([]);
  });
});
