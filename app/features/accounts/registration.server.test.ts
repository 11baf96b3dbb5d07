import { and, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { account, session, user } from "~/db/schema/auth";
import { mailLog } from "~/db/schema/mail";
import { outbox } from "~/db/schema/outbox";
import { userProfiles } from "~/db/schema/profiles";
import { reloadEnv } from "~/lib/env.server";
import { retryDelayMs } from "~/lib/outbox/worker.server";
import { browserContext, testContext, uniqueIp } from "../../../tests/context";
import { companyRow, createCompany, createIndividual, individualRow, signedIn, TEST_PASSWORD, uniqueEmail } from "../../../tests/factories";
import { drainEvents } from "../../../tests/outbox";
import { refusalOf } from "../../../tests/refusal";
import { useRefusingSmtp } from "../../../tests/refusing-smtp";
import { testDb } from "../../../tests/setup/test-database";
import { registerAccount, resendVerification, signUp, verifyEmail } from "./registration.server";

const person = (email = uniqueEmail(), password = TEST_PASSWORD) => ({ userType: "individual", email, password, firstName: "A", lastName: "B" });
const company = (email = uniqueEmail("empresa"), password = TEST_PASSWORD) => ({
  userType: "company",
  email,
  password,
  country: "PE",
  mainCategory: "media",
});

/** A password of `length` characters that is neither common nor personal. */
const passwordOf = (length: number) => "Vb7$kQ2m".repeat(Math.ceil(length / 8)).slice(0, length);

async function usersWithEmail(email: string) {
  return testDb().select({ id: user.id }).from(user).where(eq(user.email, email));
}

async function sessionsOf(userId: string) {
  return testDb().select({ id: session.id }).from(session).where(eq(session.userId, userId));
}

/** The outbox events that ask for the verification mail of the account with this e-mail. */
async function verificationEvents(email: string) {
  return testDb()
    .select({ id: outbox.id, payload: outbox.payload, processedAt: outbox.processedAt })
    .from(outbox)
    .innerJoin(user, sql`${user.id} = ${outbox.payload}->>'userId'`)
    .where(and(eq(outbox.type, "account.verification_requested"), eq(user.email, email)));
}

/**
 * Runs, at `now`, the outbox events that mail this address its verification link (what a server's worker does).
 * By default a second from now: PostgreSQL stamps an event in microseconds, so one written in this very
 * millisecond is not yet due at `new Date()` (the resend tests read an empty send log on fast runs).
 */
async function deliverVerification(email: string, now = new Date(Date.now() + 1_000)): Promise<void> {
  await drainEvents(
    (await verificationEvents(email)).map((event) => event.id),
    now,
  );
}

/** The newest mails to an address, newest first, once its verification mails are delivered. */
async function mailsTo(email: string) {
  await deliverVerification(email);
  return testDb()
    .select({ text: mailLog.text, status: mailLog.status, template: mailLog.template })
    .from(mailLog)
    .where(eq(mailLog.to, email))
    .orderBy(desc(mailLog.createdAt));
}

/** The token of the newest verification link mailed to an address. */
async function verificationToken(email: string): Promise<string> {
  const link = (await mailsTo(email)).flatMap((mail) => mail.text.match(/http:\/\/localhost:3000\/auth\/verify\?\S+/g) ?? [])[0];
  if (!link) throw new Error(`no verification link for ${email}`);
  return new URL(link).searchParams.get("token") ?? "";
}

async function isVerified(userId: string): Promise<boolean> {
  const [row] = await testDb().select({ verified: user.emailVerified }).from(user).where(eq(user.id, userId));
  return row?.verified ?? false;
}

describe("spec §5 registration: the first checks", () => {
  it.each([
    [{ password: TEST_PASSWORD }, "email"],
    [{ email: uniqueEmail() }, "password"],
    [{ email: "  ", password: "" }, "email"],
  ])("requires e-mail and password (%j)", async (input, field) => {
    expect(await refusalOf(registerAccount(testContext(), { userType: "individual", firstName: "A", lastName: "B", ...input }))).toEqual({
      key: "EMAIL_PASSWORD_REQUIRED",
      status: 400,
      message: "Email y contraseña son obligatorios",
      field,
    });
  });

  it("accepts only individual or company, and takes individual when no type is given", async () => {
    expect(await refusalOf(registerAccount(testContext(), { ...person(), userType: "admin" }))).toEqual({
      key: "INVALID_USER_TYPE",
      status: 400,
      message: "Tipo de usuario inválido",
      field: "userType",
    });
    await expect(registerAccount(testContext(), { ...person(), userType: "" })).resolves.toMatchObject({ userType: "individual" });
  });

  it("refuses a malformed e-mail, missing names and a company without country and category", async () => {
    expect(await refusalOf(registerAccount(testContext(), person("no-es-un-correo")))).toMatchObject({ key: "INVALID_EMAIL", field: "email" });
    expect(await refusalOf(registerAccount(testContext(), { ...person(), lastName: "  " }))).toMatchObject({
      key: "NAMES_REQUIRED",
      status: 400,
      field: "lastName",
    });
    expect(await refusalOf(registerAccount(testContext(), { ...company(), country: "" }))).toMatchObject({ key: "COMPANY_FIELDS_REQUIRED", field: "country" });
    expect(await refusalOf(registerAccount(testContext(), { ...company(), mainCategory: "catering" }))).toMatchObject({
      key: "COMPANY_FIELDS_REQUIRED",
      field: "mainCategory",
    });
  });

  it("refuses an e-mail already registered, naming its type, with EMAIL_ALREADY_EXISTS", async () => {
    const individual = await createIndividual();
    expect(await refusalOf(registerAccount(testContext(), company(individual.email)))).toEqual({
      key: "EMAIL_ALREADY_EXISTS",
      status: 409,
      message: "Email ya registrado como individual. Por favor, inicia sesión.",
      field: "email",
    });
    const existing = await createCompany();
    expect(await refusalOf(registerAccount(testContext(), person(existing.email.toUpperCase())))).toMatchObject({
      key: "EMAIL_ALREADY_EXISTS",
      message: "Email ya registrado como empresa. Por favor, inicia sesión.",
    });
  });

  it("refuses an e-mail whose auth user exists even when its profile is missing", async () => {
    const individual = await createIndividual();
    await testDb().delete(userProfiles).where(eq(userProfiles.id, individual.userId));
    expect(await refusalOf(registerAccount(testContext(), person(individual.email)))).toMatchObject({ key: "EMAIL_ALREADY_EXISTS", status: 409 });
  });

  it("changes nothing when it refuses", async () => {
    const email = uniqueEmail();
    expect(await refusalOf(registerAccount(testContext(), person(email, "short")))).toMatchObject({ key: "PASSWORD_LENGTH" });
    expect(await refusalOf(registerAccount(testContext(), person(email, "password")))).toMatchObject({ key: "PASSWORD_COMMON" });
    expect(await usersWithEmail(email)).toHaveLength(0);
  });
});

describe("password policy at registration", () => {
  it.each([
    [7, false],
    [8, true],
    [128, true],
    [129, false],
  ])("a password of %i characters is accepted: %s", async (length, accepted) => {
    const result = await refusalOf(registerAccount(testContext(), person(uniqueEmail(), passwordOf(length))));
    if (accepted) expect(result).toBe("OK");
    else
      expect(result).toEqual({
        key: "PASSWORD_LENGTH",
        status: 400,
        message: "La contraseña debe tener entre 8 y 128 caracteres.",
        field: "password",
      });
  });

  it("counts characters, not UTF-16 units (an emoji or ñ is one character)", async () => {
    expect(await refusalOf(registerAccount(testContext(), person(uniqueEmail(), "Ñu🎛Ñu🎛Ñ")))).toMatchObject({ key: "PASSWORD_LENGTH" });
    expect(await refusalOf(registerAccount(testContext(), person(uniqueEmail(), "Ñu🎛Ñu🎛Ñu")))).toBe("OK");
  });

  it.each(["password", "12345678", "        ", "qwertyuiop", "Password1!", "aaaaaaaaaa"])("refuses the common password %j", async (password) => {
    const email = uniqueEmail();
    expect(await refusalOf(registerAccount(testContext(), person(email, password)))).toEqual({
      key: "PASSWORD_COMMON",
      status: 400,
      message: "Esa contraseña es demasiado común o fácil de adivinar. Elige otra.",
      field: "password",
    });
    expect(await usersWithEmail(email)).toHaveLength(0);
  });

  it("refuses a password containing the person's own e-mail or name", async () => {
    const email = uniqueEmail("sonidista");
    const maricruz = { userType: "individual", email, firstName: "Maricruz", lastName: "Zubizárreta" };
    for (const password of [email, `${email.split("@")[0]}!`, "Maricruz2024!", "#ZUBIZARRETA#99"]) {
      expect(await refusalOf(registerAccount(testContext(), { ...maricruz, password }))).toEqual({
        key: "PASSWORD_PERSONAL",
        status: 400,
        message: "La contraseña no puede contener tu email ni tu nombre.",
        field: "password",
      });
    }
    expect(await usersWithEmail(email)).toHaveLength(0);
  });

  it("refuses a password containing the company's name", async () => {
    expect(await refusalOf(registerAccount(testContext(), { ...company(), companyName: "Sonoplus Norte", password: "Sonoplus!Norte9" }))).toMatchObject({
      key: "PASSWORD_PERSONAL",
      field: "password",
    });
  });
});

describe("spec §5 registration: what is stored", () => {
  it("stores the sign-up metadata: user_type and type, is_company only for companies", async () => {
    const individual = await createIndividual();
    const firm = await createCompany();
    const rows = await testDb().select({ id: user.id, userType: user.userType, type: user.type, isCompany: user.isCompany }).from(user);
    expect(rows.find((r) => r.id === individual.userId)).toMatchObject({ userType: "individual", type: "individual", isCompany: false });
    expect(rows.find((r) => r.id === firm.userId)).toMatchObject({ userType: "company", type: "company", isCompany: true });
  });

  it("names a company after the part of the e-mail before @ when no name is given", async () => {
    const email = uniqueEmail("sonidosur");
    const created = await registerAccount(testContext(), company(email));
    expect((await companyRow(created.userId))?.companyName).toBe(email.split("@")[0]);
  });

  it("creates the profile with the account, with bronze and a member number from 100001 up", async () => {
    const individual = await createIndividual();
    const profile = await individualRow(individual.userId);
    expect(profile).toMatchObject({ membershipLevel: "bronze", firstName: "Ana", lastName: "Prueba", bio: null });
    expect(profile?.memberNumber).toBe(individual.memberNumber);
    expect(profile?.memberNumber).toBeGreaterThanOrEqual(100001);
    expect((await companyRow((await createCompany()).userId))?.subscriptionTier).toBe("bronze");
  });

  it("hashes the password (never stores it as typed)", async () => {
    const individual = await createIndividual();
    const [credential] = await testDb().select({ password: account.password }).from(account).where(eq(account.userId, individual.userId));
    expect(credential?.password).toBeTruthy();
    expect(credential?.password).not.toContain(TEST_PASSWORD);
  });

  it("gives every account a different member number under concurrent sign-ups", async () => {
    const created = await Promise.all(Array.from({ length: 12 }, (_, i) => registerAccount(testContext(), i % 3 === 0 ? company() : person())));
    const numbers = created.map((c) => c.memberNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(100001);
  });

  it("lets only one of two concurrent sign-ups with the same e-mail through", async () => {
    const email = uniqueEmail();
    const results = await Promise.all([0, 1].map(() => refusalOf(registerAccount(testContext(), person(email)))));
    expect(results.filter((r) => r === "OK")).toHaveLength(1);
    expect(results.find((r) => r !== "OK")).toMatchObject({ key: "EMAIL_ALREADY_EXISTS", status: 409 });
    expect(await usersWithEmail(email)).toHaveLength(1);
  });
});

describe("sign-up", () => {
  it("leaves the new user signed out and mails a verification link", async () => {
    const email = uniqueEmail();
    const created = await signUp(testContext(), { userType: "individual", email, password: TEST_PASSWORD, firstName: "Lu", lastName: "Pérez" });
    expect(created).toMatchObject({ email, userType: "individual" });
    expect(await sessionsOf(created.userId)).toHaveLength(0);
    expect(await isVerified(created.userId)).toBe(false);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: "verify-email", status: "stored" });
    expect(mails[0]?.text).toMatch(/http:\/\/localhost:3000\/auth\/verify\?token=/);
  });

  it("allows five sign-ups per IP in half an hour; the sixth is refused and creates nothing", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) await signUp(testContext({ ip }), person());
    const email = uniqueEmail();
    expect(await refusalOf(signUp(testContext({ ip }), person(email)))).toEqual({
      key: "RATE_LIMITED",
      status: 429,
      message: "Demasiados intentos. Espera unos minutos y vuelve a intentarlo.",
    });
    expect(await usersWithEmail(email)).toHaveLength(0);
    const later = new Date(Date.now() + 31 * 60_000);
    expect(await refusalOf(signUp(testContext({ ip, now: () => later }), person()))).toBe("OK");
  });

  it("does not count invalid attempts against the IP's limit", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 6; i++)
      expect(await refusalOf(signUp(testContext({ ip }), person(uniqueEmail(), "password")))).toMatchObject({ key: "PASSWORD_COMMON" });
    expect(await refusalOf(signUp(testContext({ ip }), person()))).toBe("OK");
  });
});

describe("e-mail verification", () => {
  it("follows the mailed link: verifies the e-mail and signs that user in", async () => {
    const created = await signUp(testContext(), person());
    const verified = await verifyEmail(testContext(), await verificationToken(created.email));
    expect(verified).toMatchObject({ userId: created.userId, keptCurrentSession: false });
    expect(verified.setCookies.join(";")).toMatch(/redav\.session_token=.*HttpOnly/i);
    expect(await isVerified(created.userId)).toBe(true);
    expect((await browserContext(verified.setCookies)).actor?.id).toBe(created.userId);
  });

  it("signs in only once when the same link is followed twice", async () => {
    const created = await signUp(testContext(), person());
    const token = await verificationToken(created.email);
    await verifyEmail(testContext(), token);
    expect(await verifyEmail(testContext(), token)).toEqual({ userId: null, setCookies: [], keptCurrentSession: false });
    expect(await sessionsOf(created.userId)).toHaveLength(1);
  });

  it("keeps the session of whoever is signed in on this browser and revokes the verified account's new one", async () => {
    const current = await createIndividual();
    const browser = await signedIn(current.email);
    const newcomer = await signUp(testContext(), person());
    const verified = await verifyEmail(browser, await verificationToken(newcomer.email));
    expect(verified).toEqual({ userId: newcomer.userId, setCookies: [], keptCurrentSession: true });
    expect(await isVerified(newcomer.userId)).toBe(true);
    expect(await sessionsOf(newcomer.userId)).toHaveLength(0);
    expect((await browserContext(browser.cookies)).actor?.id).toBe(current.userId);
  });

  it.each(["", "not-a-token", "eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6Im5vQGJvZHkudGVzdCJ9.forged"])("refuses the link token %j", async (token) => {
    expect(await refusalOf(verifyEmail(testContext(), token))).toEqual({
      key: "VERIFY_LINK_INVALID",
      status: 400,
      message: "El enlace de verificación no es válido o ya venció. Pide uno nuevo desde el inicio de sesión.",
    });
  });

  it("resends a working link to an unverified account", async () => {
    const unverified = await createIndividual({ verified: false });
    await resendVerification(testContext(), { email: ` ${unverified.email.toUpperCase()} ` });
    expect(await mailsTo(unverified.email)).toHaveLength(1);
    expect((await verifyEmail(testContext(), await verificationToken(unverified.email))).userId).toBe(unverified.userId);
  });

  it("answers a resend for an unknown or already verified e-mail like any other, and mails nothing", async () => {
    const unknown = uniqueEmail();
    const verified = await createIndividual();
    expect(await refusalOf(resendVerification(testContext(), { email: unknown }))).toBe("OK");
    expect(await refusalOf(resendVerification(testContext(), { email: verified.email }))).toBe("OK");
    expect(await mailsTo(unknown)).toHaveLength(0);
    expect(await mailsTo(verified.email)).toHaveLength(0);
  });

  it("resends from a browser signed in as someone else (their session does not get in the way)", async () => {
    const member = await createIndividual();
    const browser = await signedIn(member.email);
    const unverified = await createIndividual({ verified: false });
    expect(await refusalOf(resendVerification(browser, { email: unverified.email }))).toBe("OK");
    expect(await refusalOf(resendVerification(browser, { email: member.email }))).toBe("OK");
    expect(await mailsTo(unverified.email)).toHaveLength(1);
  });

  it("refuses a resend for a malformed e-mail", async () => {
    expect(await refusalOf(resendVerification(testContext(), { email: "nadie" }))).toEqual({
      key: "INVALID_EMAIL",
      status: 400,
      message: "Ingresa un correo electrónico válido.",
      field: "email",
    });
  });

  it("limits resends to five per e-mail in half an hour, whatever the IP", async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 5; i++) await resendVerification(testContext(), { email });
    expect(await refusalOf(resendVerification(testContext(), { email: email.toUpperCase() }))).toMatchObject({ key: "RATE_LIMITED", status: 429 });
  });
});

describe("when the mail server fails (issue 35 §5: the verification mail goes through the outbox)", () => {
  useRefusingSmtp();

  /** The mail server is back: mails are kept for /dev/mail again, as in the other tests. */
  function mailServerBack(): () => void {
    const refusing = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    reloadEnv();
    return () => {
      process.env.SMTP_URL = refusing;
      reloadEnv();
    };
  }

  it("a sign-up creates the account, signed out, and its verification mail is retried until the server takes it", async () => {
    const email = uniqueEmail("smtp-caido");
    const created = await signUp(testContext(), person(email));
    expect(await usersWithEmail(email)).toHaveLength(1);
    expect(await sessionsOf(created.userId)).toHaveLength(0);
    expect((await mailsTo(email)).map((mail) => mail.status)).toEqual(["failed"]);
    await deliverVerification(email, new Date(Date.now() + retryDelayMs(1) + 1_000));
    expect((await mailsTo(email)).map((mail) => mail.status)).toEqual(["failed", "failed"]);
    const restore = mailServerBack();
    try {
      await deliverVerification(email, new Date(Date.now() + retryDelayMs(2) + 60_000));
    } finally {
      restore();
    }
    expect((await mailsTo(email)).map((mail) => mail.status)).toEqual(["stored", "failed", "failed"]);
    expect((await verifyEmail(testContext(), await verificationToken(email))).userId).toBe(created.userId);
  });

  it("a verification resend is accepted and its mail retried like the sign-up's", async () => {
    const unverified = await createIndividual({ verified: false });
    expect(await refusalOf(resendVerification(testContext(), { email: unverified.email }))).toBe("OK");
    expect((await mailsTo(unverified.email)).map((mail) => mail.status)).toEqual(["failed"]);
    const restore = mailServerBack();
    try {
      await deliverVerification(unverified.email, new Date(Date.now() + retryDelayMs(1) + 60_000));
    } finally {
      restore();
    }
    expect((await verifyEmail(testContext(), await verificationToken(unverified.email))).userId).toBe(unverified.userId);
  });

  it("keeps no link or token in the outbox: the event names the account only", async () => {
    const email = uniqueEmail("sin-token");
    const created = await signUp(testContext(), person(email));
    await mailsTo(email);
    expect((await verificationEvents(email)).map((event) => event.payload)).toEqual([{ userId: created.userId }]);
  });
});
