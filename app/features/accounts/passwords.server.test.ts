import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session } from "~/db/schema/auth";
import { mailLog } from "~/db/schema/mail";
import { recordFailure } from "~/lib/rate-limit.server";
import { browserContext, testContext } from "../../../tests/context";
import { createIndividual, signedIn, TEST_PASSWORD, uniqueEmail } from "../../../tests/factories";
import { drainOutbox } from "../../../tests/outbox";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { LIMITS } from "./limits";
import { changePassword, requestPasswordReset, resetPassword } from "./passwords.server";
import { signIn } from "./sign-in.server";

const EIGHT_EMOJI = "🎧🎤🎬🎹🎸🎺🎻🥁";
const SEVEN_EMOJI = "🎧🎤🎬🎹🎸🎺🎻";

/** Weak passwords anyone could be refused: how the test names them, the password and the policy key that refuses it. */
const WEAK_PASSWORDS: Array<[string, string, string]> = [
  ['"password"', "password", "PASSWORD_COMMON"],
  ['"12345678"', "12345678", "PASSWORD_COMMON"],
  ["eight spaces", "        ", "PASSWORD_COMMON"],
  ["7 characters", "short1!", "PASSWORD_LENGTH"],
  ["7 emoji (14 UTF-16 units)", SEVEN_EMOJI, "PASSWORD_LENGTH"],
  ["129 characters", `${"x7".repeat(64)}y`, "PASSWORD_LENGTH"],
];

/** Passwords built from the owner's own data (createIndividual names everyone "Ana Prueba"). */
const PERSONAL_PASSWORDS: Array<[string, (email: string) => string]> = [
  ["the e-mail", (email) => email],
  ["the e-mail's local part", (email) => `${email.split("@")[0]}!2024`],
  ["the last name", () => "Prueba en vivo 77"],
];

const POLICY_MESSAGES: Record<string, string> = {
  PASSWORD_COMMON: "Esa contraseña es demasiado común o fácil de adivinar. Elige otra.",
  PASSWORD_LENGTH: "La contraseña debe tener entre 8 y 128 caracteres.",
  PASSWORD_PERSONAL: "La contraseña no puede contener tu email ni tu nombre.",
};

const policyRefusal = (key: string) => ({ key, status: 400, message: POLICY_MESSAGES[key], field: "password" });

async function templatesMailedTo(email: string): Promise<string[]> {
  await drainOutbox();
  const rows = await testDb().select({ template: mailLog.template }).from(mailLog).where(eq(mailLog.to, email));
  return rows.map((row) => row.template);
}

/** Asks for a reset link for `email` and returns the token it carries. */
async function resetToken(email: string): Promise<string> {
  await requestPasswordReset(testContext(), { email });
  await drainOutbox();
  const mails = await testDb()
    .select({ text: mailLog.text, createdAt: mailLog.createdAt })
    .from(mailLog)
    .where(and(eq(mailLog.to, email), eq(mailLog.template, "password-reset")));
  const link = mails
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? [])
    .find((url) => url.includes("/reset-password"));
  if (!link) throw new Error(`no reset link mailed to ${email}`);
  return new URL(link).searchParams.get("token") ?? "";
}

async function canSignIn(email: string, password: string): Promise<boolean> {
  return (await refusalOf(signIn(testContext(), { email, password }))) === "OK";
}

describe("password reset", () => {
  it("resets with the mailed token, signs out every session, and the new password works", async () => {
    const person = await createIndividual();
    await signIn(testContext(), { email: person.email, password: TEST_PASSWORD });
    const token = await resetToken(person.email);
    await resetPassword(testContext(), { token, password: "a brand new secret", confirm: "a brand new secret" });
    expect(await testDb().select().from(session).where(eq(session.userId, person.userId))).toHaveLength(0);
    expect(await refusalOf(signIn(testContext(), { email: person.email, password: TEST_PASSWORD }))).toMatchObject({ key: "LOGIN_FAILED" });
    expect((await signIn(testContext(), { email: person.email, password: "a brand new secret" })).kind).toBe("signed-in");
  });

  it("answers a reset request for an unknown e-mail like any other, mailing nothing", async () => {
    const email = uniqueEmail();
    await expect(requestPasswordReset(testContext(), { email })).resolves.toBeUndefined();
    expect(await templatesMailedTo(email)).toEqual([]);
  });

  it("limits reset requests per e-mail", async () => {
    const person = await createIndividual();
    for (let request = 0; request < LIMITS.resetPerEmail.max; request++) await requestPasswordReset(testContext(), { email: person.email });
    expect(await refusalOf(requestPasswordReset(testContext(), { email: person.email }))).toMatchObject({ key: "RATE_LIMITED", status: 429 });
  });

  it("refuses a missing, forged or already used link", async () => {
    const person = await createIndividual();
    const invalid = { key: "RESET_LINK_INVALID", status: 400 };
    expect(await refusalOf(resetPassword(testContext(), { token: "", password: "a brand new secret", confirm: "a brand new secret" }))).toMatchObject(invalid);
    expect(
      await refusalOf(resetPassword(testContext(), { token: "forged-token", password: "a brand new secret", confirm: "a brand new secret" })),
    ).toMatchObject(invalid);
    const token = await resetToken(person.email);
    await resetPassword(testContext(), { token, password: "a brand new secret", confirm: "a brand new secret" });
    expect(await refusalOf(resetPassword(testContext(), { token, password: "another new secret", confirm: "another new secret" }))).toMatchObject(invalid);
    expect(await canSignIn(person.email, "a brand new secret")).toBe(true);
  });

  it("refuses a confirmation that differs, on the confirmation field", async () => {
    const person = await createIndividual();
    const token = await resetToken(person.email);
    expect(await refusalOf(resetPassword(testContext(), { token, password: "a brand new secret", confirm: "a brand new secreT" }))).toEqual({
      key: "PASSWORDS_DIFFER",
      status: 400,
      message: "Las contraseñas no coinciden.",
      field: "confirm",
    });
  });

  it.each(WEAK_PASSWORDS)("refuses a new password of %s with %s and keeps the old one", async (_, password, key) => {
    const person = await createIndividual();
    const token = await resetToken(person.email);
    expect(await refusalOf(resetPassword(testContext(), { token, password, confirm: password }))).toEqual(policyRefusal(key));
    expect(await canSignIn(person.email, TEST_PASSWORD)).toBe(true);
  });

  it.each(PERSONAL_PASSWORDS)("refuses a new password containing %s (PASSWORD_PERSONAL), and the link still works after it", async (_, build) => {
    const person = await createIndividual();
    const token = await resetToken(person.email);
    const password = build(person.email);
    expect(await refusalOf(resetPassword(testContext(), { token, password, confirm: password }))).toEqual(policyRefusal("PASSWORD_PERSONAL"));
    expect(await canSignIn(person.email, TEST_PASSWORD)).toBe(true);
    await resetPassword(testContext(), { token, password: "a brand new secret", confirm: "a brand new secret" });
    expect(await canSignIn(person.email, "a brand new secret")).toBe(true);
  });

  it("counts characters, not UTF-16 units: eight emoji are a valid password", async () => {
    const person = await createIndividual();
    const token = await resetToken(person.email);
    await resetPassword(testContext(), { token, password: EIGHT_EMOJI, confirm: EIGHT_EMOJI });
    expect(await canSignIn(person.email, EIGHT_EMOJI)).toBe(true);
  });

  it("mails the owner that the password was reset", async () => {
    const person = await createIndividual();
    const token = await resetToken(person.email);
    expect(await templatesMailedTo(person.email)).not.toContain("password-reset-done");
    await resetPassword(testContext(), { token, password: "a brand new secret", confirm: "a brand new secret" });
    expect((await templatesMailedTo(person.email)).filter((template) => template === "password-reset-done")).toHaveLength(1);
  });

  it("makes the browser that reset the password a trusted device, which passes the per-account ceiling", async () => {
    const person = await createIndividual();
    const token = await resetToken(person.email);
    const device = await resetPassword(testContext(), { token, password: "a brand new secret", confirm: "a brand new secret" });
    const attack = testContext();
    for (let failure = 0; failure < LIMITS.loginFailuresPerEmail.max; failure++) await recordFailure(attack, LIMITS.loginFailuresPerEmail, person.email);
    expect(await refusalOf(signIn(testContext(), { email: person.email, password: "a brand new secret" }))).toMatchObject({ key: "RATE_LIMITED" });
    expect(await signIn(testContext({ cookies: device }), { email: person.email, password: "a brand new secret" })).toMatchObject({ kind: "signed-in" });
  });
});

describe("password change", () => {
  it("changes the password only with the current one, revokes the other sessions and mails a notice", async () => {
    const person = await createIndividual();
    const first = await signedIn(person.email);
    const second = await signedIn(person.email);
    expect(await refusalOf(changePassword(second, { currentPassword: "wrong one!", password: "another secret", confirm: "another secret" }))).toEqual({
      key: "CURRENT_PASSWORD_WRONG",
      status: 400,
      message: "La contraseña actual no es correcta.",
      field: "currentPassword",
    });
    expect(await templatesMailedTo(person.email)).not.toContain("password-changed");
    const renewed = await changePassword(second, { currentPassword: TEST_PASSWORD, password: "another secret", confirm: "another secret" });
    expect(await testDb().select({ id: session.id }).from(session).where(eq(session.userId, person.userId))).toHaveLength(1);
    expect((await browserContext(first.cookies)).actor).toBeNull();
    expect((await browserContext(renewed)).actor?.id).toBe(person.userId);
    expect((await templatesMailedTo(person.email)).filter((template) => template === "password-changed")).toHaveLength(1);
    expect(await canSignIn(person.email, TEST_PASSWORD)).toBe(false);
    expect(await canSignIn(person.email, "another secret")).toBe(true);
  });

  it("requires a signed-in user and the current password", async () => {
    expect(
      await refusalOf(changePassword(testContext(), { currentPassword: TEST_PASSWORD, password: "another secret", confirm: "another secret" })),
    ).toMatchObject({ key: "LOGIN_REQUIRED", status: 401 });
    const me = await signedIn((await createIndividual()).email);
    expect(await refusalOf(changePassword(me, { password: "another secret", confirm: "another secret" }))).toMatchObject({
      key: "CURRENT_PASSWORD_WRONG",
      field: "currentPassword",
    });
  });

  it("limits how often the current password can be tried", async () => {
    const me = await signedIn((await createIndividual()).email);
    for (let attempt = 0; attempt < LIMITS.passwordCheckPerUser.max; attempt++) {
      await refusalOf(changePassword(me, { currentPassword: `guess ${attempt}`, password: "another secret", confirm: "another secret" }));
    }
    expect(await refusalOf(changePassword(me, { currentPassword: TEST_PASSWORD, password: "another secret", confirm: "another secret" }))).toMatchObject({
      key: "RATE_LIMITED",
      status: 429,
    });
  });

  it.each(WEAK_PASSWORDS)("refuses a new password of %s with %s and keeps the old one", async (_, password, key) => {
    const person = await createIndividual();
    const me = await signedIn(person.email);
    expect(await refusalOf(changePassword(me, { currentPassword: TEST_PASSWORD, password, confirm: password }))).toEqual(policyRefusal(key));
    expect(await canSignIn(person.email, TEST_PASSWORD)).toBe(true);
  });

  it.each(PERSONAL_PASSWORDS)("refuses a new password containing %s (PASSWORD_PERSONAL)", async (_, build) => {
    const person = await createIndividual();
    const me = await signedIn(person.email);
    const password = build(person.email);
    expect(await refusalOf(changePassword(me, { currentPassword: TEST_PASSWORD, password, confirm: password }))).toEqual(policyRefusal("PASSWORD_PERSONAL"));
    expect(await canSignIn(person.email, TEST_PASSWORD)).toBe(true);
  });

  it("counts characters, not UTF-16 units: eight emoji are a valid password", async () => {
    const person = await createIndividual();
    const me = await signedIn(person.email);
    await changePassword(me, { currentPassword: TEST_PASSWORD, password: EIGHT_EMOJI, confirm: EIGHT_EMOJI });
    expect(await canSignIn(person.email, EIGHT_EMOJI)).toBe(true);
  });
});
