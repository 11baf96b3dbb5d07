import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { user } from "~/db/schema/auth";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { registerAccount } from "~/features/accounts/registration.server";
import { signIn } from "~/features/accounts/sign-in.server";
import type { MembershipLevel } from "~/lib/actor";
import type { Ctx } from "~/lib/context.server";
import { actingAs, browserContext, testContext } from "./context";
import { testDb } from "./setup/test-database";

export { uniqueIp } from "./context";

export const TEST_PASSWORD = "correct horse battery";

/** A unique e-mail for one test. */
export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@test.redav.lat`;
}

/** `names`: give a unique name to an account a test erases (the erasure replaces its name wherever it is written, in every test's rows). */
type IndividualOptions = { level?: MembershipLevel; verified?: boolean; isAdmin?: boolean; email?: string; names?: { firstName: string; lastName: string } };

/** A registered individual (verified by default) with the test password. */
export async function createIndividual(options: IndividualOptions = {}) {
  const email = options.email ?? uniqueEmail("tecnico");
  const db = testDb();
  const account = await registerAccount(testContext(), {
    userType: "individual",
    email,
    password: TEST_PASSWORD,
    ...(options.names ?? { firstName: "Ana", lastName: "Prueba" }),
  });
  if (options.verified !== false) await db.update(user).set({ emailVerified: true }).where(eq(user.id, account.userId));
  if (options.level || options.isAdmin) {
    await db
      .update(userProfiles)
      .set({ membershipLevel: options.level ?? "bronze", isAdmin: options.isAdmin ?? false })
      .where(eq(userProfiles.id, account.userId));
  }
  return { ...account, password: TEST_PASSWORD };
}

/** A registered, verified company with the test password. */
export async function createCompany(options: { verified?: boolean } = {}) {
  const email = uniqueEmail("empresa");
  const account = await registerAccount(testContext(), { userType: "company", email, password: TEST_PASSWORD, country: "UY", mainCategory: "rental" });
  if (options.verified !== false) await testDb().update(user).set({ emailVerified: true }).where(eq(user.id, account.userId));
  return { ...account, password: TEST_PASSWORD };
}

/** Signs an account in with the test password and returns the context of that browser (session cookie, actor). */
export async function signedIn(email: string, password = TEST_PASSWORD): Promise<Ctx & { cookies: string[] }> {
  const result = await signIn(testContext(), { email, password });
  if (result.kind !== "signed-in") throw new Error(`${email} needs a second factor`);
  return { ...(await browserContext(result.setCookies)), cookies: result.setCookies };
}

/** The company profile row of an id (for assertions). */
export async function companyRow(id: string) {
  const [row] = await testDb().select().from(companyProfiles).where(eq(companyProfiles.id, id));
  return row;
}

/** The individual profile row of an id (for assertions). */
export async function individualRow(id: string) {
  const [row] = await testDb().select().from(userProfiles).where(eq(userProfiles.id, id));
  return row;
}

/** A new company and its signed-in request context (verified, as only a verified account signs in; issue 35 §6 hides unverified ones). */
export async function actingCompany() {
  const { userId } = await createCompany();
  return { userId, ctx: await actingAs(userId) };
}

/** A new individual, Ana Prueba by default, and her signed-in request context (verified, as only a verified account signs in). */
export async function actingIndividual() {
  const { userId } = await createIndividual();
  return { userId, ctx: await actingAs(userId) };
}

/** Many individuals at once, written straight into the tables (no password, never signed in): for limits that need a crowd. */
export async function crowdOfIndividuals(count: number): Promise<string[]> {
  const people = Array.from({ length: count }, () => ({ id: randomUUID(), email: uniqueEmail("multitud") }));
  await testDb()
    .insert(user)
    .values(people.map((person) => ({ id: person.id, email: person.email, name: "Multitud Prueba", emailVerified: true })));
  await testDb()
    .insert(userProfiles)
    .values(people.map((person) => ({ id: person.id, email: person.email, firstName: "Multitud", lastName: "Prueba" })));
  return people.map((person) => person.id);
}
