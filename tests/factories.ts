import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import type { MembershipLevel } from "~/features/accounts/account-type";
import { registerAccount } from "~/features/accounts/registration.server";

export const TEST_PASSWORD = "correct horse battery";

/** A unique e-mail for one test. */
export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@test.redav.lat`;
}

/** A unique client IP so that rate limits of one test never touch another. */
export function uniqueIp(): string {
  const n = Math.floor(Math.random() * 2 ** 24);
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

type IndividualOptions = { level?: MembershipLevel; verified?: boolean; isAdmin?: boolean; email?: string };

/** A registered individual (verified by default) with the test password. */
export async function createIndividual(options: IndividualOptions = {}) {
  const email = options.email ?? uniqueEmail("tecnico");
  const account = await registerAccount(getDb(), { userType: "individual", email, password: TEST_PASSWORD, firstName: "Ana", lastName: "Prueba" });
  const db = getDb();
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
  const account = await registerAccount(getDb(), { userType: "company", email, password: TEST_PASSWORD, country: "Uruguay", mainCategory: "rental" });
  if (options.verified !== false) await getDb().update(user).set({ emailVerified: true }).where(eq(user.id, account.userId));
  return { ...account, password: TEST_PASSWORD };
}

/** The company profile row of an id (for assertions). */
export async function companyRow(id: string) {
  const [row] = await getDb().select().from(companyProfiles).where(eq(companyProfiles.id, id));
  return row;
}

/** The individual profile row of an id (for assertions). */
export async function individualRow(id: string) {
  const [row] = await getDb().select().from(userProfiles).where(eq(userProfiles.id, id));
  return row;
}
