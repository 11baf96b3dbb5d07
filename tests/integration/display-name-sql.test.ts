import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "~/db/schema/auth";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { FORMER_MEMBER_NAME, FORMER_MEMBER_PREFIX, storedName, WEBSITE_FORM_NAME } from "~/lib/vocabulary/display-name";
import { storedNameSql } from "~/lib/vocabulary/display-name.server";
import { createCompany, createIndividual } from "../factories";
import { testDb } from "../setup/test-database";

/** The SQL form's answer for one account id. */
async function sqlName(id: string): Promise<string | null> {
  const result = await testDb().execute(sql`select ${storedNameSql("wanted.id")} as name from (select ${id}::text as id) wanted`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { name: string | null }[] }).rows) as { name: string | null }[];
  return rows[0]?.name ?? null;
}

describe("the display-name rule in SQL (decision 055): the same names as storedName, without the e-mail", () => {
  it("names a person by first and last name, else 'Usuario'; never by the e-mail", async () => {
    const ana = await createIndividual();
    expect(await sqlName(ana.userId)).toBe(storedName({ company: false, firstName: "Ana", lastName: "Prueba" }));
    await testDb().update(userProfiles).set({ firstName: "", lastName: null }).where(eq(userProfiles.id, ana.userId));
    expect(await sqlName(ana.userId)).toBe(storedName({ company: false, firstName: "", lastName: null }));
  });

  it("names a company by its company name, else its account's name, else 'Empresa'", async () => {
    const company = await createCompany();
    const [row] = await testDb().select({ name: companyProfiles.companyName }).from(companyProfiles).where(eq(companyProfiles.id, company.userId));
    expect(await sqlName(company.userId)).toBe(storedName({ company: true, companyName: row?.name }));
    await testDb().update(companyProfiles).set({ companyName: "" }).where(eq(companyProfiles.id, company.userId));
    await testDb().update(user).set({ name: "Cuenta Sonido" }).where(eq(user.id, company.userId));
    expect(await sqlName(company.userId)).toBe(storedName({ company: true, companyName: "", accountName: "Cuenta Sonido" }));
    await testDb().update(user).set({ name: "" }).where(eq(user.id, company.userId));
    expect(await sqlName(company.userId)).toBe(storedName({ company: true, companyName: "", accountName: "" }));
  });

  it("names a former member as one, the website form by its catalog name, and an account without a profile 'Usuario desconocido'", async () => {
    const now = new Date();
    const former = `${FORMER_MEMBER_PREFIX}${crypto.randomUUID()}`;
    const bare = `sin-perfil-${crypto.randomUUID()}`;
    await testDb()
      .insert(user)
      .values([
        { id: former, name: "", email: `${former}@test.redav.lat`, emailVerified: false, createdAt: now, updatedAt: now },
        { id: bare, name: "", email: `${bare}@test.redav.lat`, emailVerified: false, createdAt: now, updatedAt: now },
      ]);
    expect(await sqlName(former)).toBe(FORMER_MEMBER_NAME);
    expect(await sqlName(bare)).toBe(storedName(null));
    expect(await sqlName("redav-sitio-web")).toBe(WEBSITE_FORM_NAME);
  });
});
