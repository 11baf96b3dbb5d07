import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { account, session, user } from "~/db/schema/auth";
import { mailOutbox } from "~/db/schema/mail";
import { AppError } from "~/lib/errors";
import { companyRow, createCompany, createIndividual, individualRow, TEST_PASSWORD, uniqueEmail, uniqueIp } from "../../../tests/factories";
import { signUp } from "./auth-flows.server";
import { registerAccount } from "./registration.server";

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected an AppError");
}

const caller = () => ({ headers: new Headers(), ip: uniqueIp() });

describe("spec §5 registration", () => {
  it("requires e-mail and password", async () => {
    for (const input of [{ password: TEST_PASSWORD }, { email: uniqueEmail() }, { email: "  ", password: "" }]) {
      const error = await rejection(registerAccount(getDb(), { userType: "individual", firstName: "A", lastName: "B", ...input }));
      expect(error).toMatchObject({ status: 400, message: "Email y contraseña son obligatorios" });
    }
  });

  it("accepts only individual or company", async () => {
    const error = await rejection(registerAccount(getDb(), { userType: "admin", email: uniqueEmail(), password: TEST_PASSWORD }));
    expect(error).toMatchObject({ status: 400, message: "Tipo de usuario inválido" });
  });

  it("refuses an e-mail already registered, naming its type, with EMAIL_ALREADY_EXISTS", async () => {
    const person = await createIndividual();
    const asCompany = await rejection(
      registerAccount(getDb(), { userType: "company", email: person.email, password: TEST_PASSWORD, country: "Chile", mainCategory: "rental" }),
    );
    expect(asCompany).toMatchObject({ code: "EMAIL_ALREADY_EXISTS", message: "Email ya registrado como individual. Por favor, inicia sesión." });
    const company = await createCompany();
    const again = await rejection(
      registerAccount(getDb(), { userType: "individual", email: company.email.toUpperCase(), password: TEST_PASSWORD, firstName: "A", lastName: "B" }),
    );
    expect(again).toMatchObject({ code: "EMAIL_ALREADY_EXISTS", message: "Email ya registrado como empresa. Por favor, inicia sesión." });
  });

  it("stores the sign-up metadata: user_type and type, is_company only for companies", async () => {
    const person = await createIndividual();
    const company = await createCompany();
    const rows = await getDb().select({ id: user.id, userType: user.userType, type: user.type, isCompany: user.isCompany }).from(user);
    expect(rows.find((r) => r.id === person.userId)).toMatchObject({ userType: "individual", type: "individual", isCompany: false });
    expect(rows.find((r) => r.id === company.userId)).toMatchObject({ userType: "company", type: "company", isCompany: true });
  });

  it("names a company after the part of the e-mail before @ when no name is given", async () => {
    const email = uniqueEmail("sonidosur");
    const created = await registerAccount(getDb(), { userType: "company", email, password: TEST_PASSWORD, country: "Uruguay", mainCategory: "rental" });
    expect((await companyRow(created.userId))?.companyName).toBe(email.split("@")[0]);
  });

  it("creates the profile with the account, with bronze and a member number from 100001 up", async () => {
    const person = await createIndividual();
    const profile = await individualRow(person.userId);
    expect(profile).toMatchObject({ membershipLevel: "bronze", firstName: "Ana", lastName: "Prueba", bio: "Sin biografía disponible" });
    expect(profile?.memberNumber).toBeGreaterThanOrEqual(100001);
    expect((await companyRow((await createCompany()).userId))?.subscriptionTier).toBe("bronze");
  });

  it.each([
    [7, false],
    [8, true],
    [128, true],
    [129, false],
  ])("a password of %i characters is accepted: %s", async (length, accepted) => {
    const promise = registerAccount(getDb(), { userType: "individual", email: uniqueEmail(), password: "x".repeat(length), firstName: "A", lastName: "B" });
    if (accepted) await expect(promise).resolves.toMatchObject({ userType: "individual" });
    else expect(await rejection(promise)).toMatchObject({ status: 400, field: "password" });
  });

  it("hashes the password (never stores it as typed)", async () => {
    const person = await createIndividual();
    const [credential] = await getDb().select({ password: account.password }).from(account).where(eq(account.userId, person.userId));
    expect(credential?.password).toBeTruthy();
    expect(credential?.password).not.toContain(TEST_PASSWORD);
  });

  it("leaves the new user signed out and mails a verification link", async () => {
    const email = uniqueEmail();
    const created = await signUp(getDb(), caller(), { userType: "individual", email, password: TEST_PASSWORD, firstName: "Lu", lastName: "Pérez" });
    const sessions = await getDb().select().from(session).where(eq(session.userId, created.userId));
    expect(sessions).toHaveLength(0);
    const mails = await getDb().select({ text: mailOutbox.text }).from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toMatch(/http:\/\/localhost:3000\/auth\/verify\?token=/);
  });

  it("changes nothing when it refuses", async () => {
    const email = uniqueEmail();
    await rejection(registerAccount(getDb(), { userType: "individual", email, password: "short", firstName: "A", lastName: "B" }));
    expect(await getDb().select().from(user).where(eq(user.email, email))).toHaveLength(0);
  });

  it("gives every account a different member number under concurrent sign-ups", async () => {
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 3 === 0
          ? registerAccount(getDb(), { userType: "company", email: uniqueEmail("c"), password: TEST_PASSWORD, country: "Perú", mainCategory: "media" })
          : registerAccount(getDb(), { userType: "individual", email: uniqueEmail("i"), password: TEST_PASSWORD, firstName: "A", lastName: "B" }),
      ),
    );
    const numbers = created.map((c) => c.memberNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(100001);
  });

  it("lets only one of two concurrent sign-ups with the same e-mail through", async () => {
    const email = uniqueEmail();
    const results = await Promise.allSettled(
      [0, 1].map(() => registerAccount(getDb(), { userType: "individual", email, password: TEST_PASSWORD, firstName: "A", lastName: "B" })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const failure = results.find((r) => r.status === "rejected");
    expect(failure?.status === "rejected" && failure.reason).toMatchObject({ code: "EMAIL_ALREADY_EXISTS" });
  });
});
