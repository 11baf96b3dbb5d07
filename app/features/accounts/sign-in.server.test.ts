import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session } from "~/db/schema/auth";
import { mailLog } from "~/db/schema/mail";
import { userProfiles } from "~/db/schema/profiles";
import { recordFailure } from "~/lib/rate-limit.server";
import { browserContext, testContext } from "../../../tests/context";
import { createCompany, createIndividual, individualRow, signedIn, TEST_PASSWORD, uniqueEmail, uniqueIp } from "../../../tests/factories";
import { drainOutbox } from "../../../tests/outbox";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { totpCode } from "../../../tests/totp";
import { LIMITS } from "./limits";
import { resendVerification, verifyEmail } from "./registration.server";
import { completeTwoFactor, landingAfterSignIn, signIn, signOut } from "./sign-in.server";
import { confirmTwoFactor, startTwoFactor } from "./two-factor.server";

const LOGIN_FAILED = { key: "LOGIN_FAILED", status: 401, message: "Error al iniciar sesión" };
const RATE_LIMITED = { key: "RATE_LIMITED", status: 429, message: "Demasiados intentos. Espera unos minutos y vuelve a intentarlo." };
const TOTP_INVALID = {
  key: "TOTP_INVALID",
  status: 401,
  message: "El código no es válido. Revisa tu aplicación de autenticación e inténtalo de nuevo.",
  field: "code",
};

/** The newest link containing `path` mailed to `email`. */
async function lastMailLink(email: string, path: string): Promise<string> {
  await drainOutbox();
  const mails = await testDb().select({ text: mailLog.text, createdAt: mailLog.createdAt }).from(mailLog).where(eq(mailLog.to, email));
  const link = mails
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? [])
    .find((url) => url.includes(path));
  if (!link) throw new Error(`no ${path} link mailed to ${email}`);
  return link;
}

async function sessionCount(userId: string): Promise<number> {
  return (await testDb().select({ id: session.id }).from(session).where(eq(session.userId, userId))).length;
}

/**
 * A verified individual with 2FA on. The authenticator codes of two consecutive 30-second steps are
 * taken at one instant: `confirmCode` (the later step) turned 2FA on, `code` is still unused, and both
 * stay acceptable (±1 step) for the next 30 seconds whatever the clock does meanwhile.
 */
async function individualWithTwoFactor() {
  const person = await createIndividual();
  const me = await signedIn(person.email);
  const setup = await startTwoFactor(me, { password: TEST_PASSWORD });
  const secret = new URL(setup.totpURI).searchParams.get("secret") ?? "";
  const at = Date.now();
  const confirmCode = totpCode(secret, at + 30_000);
  await confirmTwoFactor(me, { code: confirmCode });
  return { ...person, secret, confirmCode, code: totpCode(secret, at), backupCodes: setup.backupCodes };
}

/** Starts a sign-in of a 2FA account in a new browser: the context that holds the pending challenge. */
async function twoFactorChallenge(email: string) {
  const pending = await signIn(testContext(), { email, password: TEST_PASSWORD });
  expect(pending.kind).toBe("two-factor");
  return testContext({ cookies: pending.setCookies });
}

describe("sign-in", () => {
  it("signs in a verified account with an HttpOnly, SameSite=Lax session cookie and marks the browser as a trusted device", async () => {
    const person = await createIndividual();
    const result = await signIn(testContext(), { email: person.email, password: TEST_PASSWORD });
    expect(result).toMatchObject({ kind: "signed-in", userId: person.userId });
    const sessionCookie = result.setCookies.find((cookie) => cookie.startsWith("redav.session_token="));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(result.setCookies.find((cookie) => cookie.startsWith("redav_device="))).toMatch(/HttpOnly/i);
    expect((await browserContext(result.setCookies)).actor).toMatchObject({ id: person.userId, email: person.email });
  });

  it("accepts the e-mail in any case and with surrounding spaces", async () => {
    const person = await createIndividual();
    expect(await signIn(testContext(), { email: `  ${person.email.toUpperCase()} `, password: TEST_PASSWORD })).toMatchObject({ kind: "signed-in" });
  });

  it("asks for the missing field when the e-mail or the password is empty", async () => {
    const required = { key: "EMAIL_PASSWORD_REQUIRED", status: 400, message: "Email y contraseña son obligatorios" };
    expect(await refusalOf(signIn(testContext(), { email: "", password: TEST_PASSWORD }))).toEqual({ ...required, field: "email" });
    expect(await refusalOf(signIn(testContext(), { email: uniqueEmail(), password: "" }))).toEqual({ ...required, field: "password" });
  });

  it("gives the same answer for a wrong password, an unknown e-mail and a malformed e-mail", async () => {
    const person = await createIndividual();
    expect(await refusalOf(signIn(testContext(), { email: person.email, password: "not the password" }))).toEqual(LOGIN_FAILED);
    expect(await refusalOf(signIn(testContext(), { email: uniqueEmail(), password: "not the password" }))).toEqual(LOGIN_FAILED);
    expect(await refusalOf(signIn(testContext(), { email: "not-an-email", password: "not the password" }))).toEqual(LOGIN_FAILED);
  });

  it("refuses an unverified account until the mailed link is followed, which signs the user in", async () => {
    const person = await createIndividual({ verified: false });
    expect(await refusalOf(signIn(testContext(), { email: person.email, password: TEST_PASSWORD }))).toMatchObject({
      key: "EMAIL_NOT_VERIFIED",
      status: 403,
    });
    await resendVerification(testContext(), { email: person.email });
    const token = new URL(await lastMailLink(person.email, "/auth/verify")).searchParams.get("token") ?? "";
    const verified = await verifyEmail(testContext(), token);
    expect(verified.userId).toBe(person.userId);
    expect(verified.setCookies.join(";")).toMatch(/redav\.session_token=/);
    expect((await browserContext(verified.setCookies)).actor?.id).toBe(person.userId);
    expect((await signIn(testContext(), { email: person.email, password: TEST_PASSWORD })).kind).toBe("signed-in");
  });

  it("rejects a forged verification token", async () => {
    expect(await refusalOf(verifyEmail(testContext(), "not-a-token"))).toMatchObject({ key: "VERIFY_LINK_INVALID", status: 400 });
  });

  it("creates a missing profile on first sign-in (spec §4) and keeps an existing one", async () => {
    const person = await createIndividual();
    await testDb().delete(userProfiles).where(eq(userProfiles.id, person.userId));
    await signIn(testContext(), { email: person.email, password: TEST_PASSWORD });
    const recreated = await individualRow(person.userId);
    expect(recreated).toMatchObject({ firstName: "Ana", lastName: "Prueba", membershipLevel: "bronze" });
    await signIn(testContext(), { email: person.email, password: TEST_PASSWORD });
    expect((await individualRow(person.userId))?.memberNumber).toBe(recreated?.memberNumber);
  });
});

describe("sign-in lockout (per IP and e-mail, with a per-account ceiling)", () => {
  it("after 10 wrong passwords refuses that IP for that e-mail, while the owner still signs in from another IP", async () => {
    const person = await createIndividual();
    const other = await createIndividual();
    const attackerIp = uniqueIp();
    for (let attempt = 0; attempt < LIMITS.loginFailuresPerIpAndEmail.max; attempt++) {
      expect(await refusalOf(signIn(testContext({ ip: attackerIp }), { email: person.email, password: `wrong password ${attempt}` }))).toEqual(LOGIN_FAILED);
    }
    expect(await refusalOf(signIn(testContext({ ip: attackerIp }), { email: person.email, password: TEST_PASSWORD }))).toEqual(RATE_LIMITED);
    expect(await signIn(testContext({ ip: uniqueIp() }), { email: person.email, password: TEST_PASSWORD })).toMatchObject({
      kind: "signed-in",
      userId: person.userId,
    });
    expect(await refusalOf(signIn(testContext({ ip: attackerIp }), { email: person.email, password: TEST_PASSWORD }))).toEqual(RATE_LIMITED);
    expect(await signIn(testContext({ ip: attackerIp }), { email: other.email, password: TEST_PASSWORD })).toMatchObject({ kind: "signed-in" });
  });

  it("forgets an IP's failures once it gives the right password", async () => {
    const person = await createIndividual();
    const ip = uniqueIp();
    for (let attempt = 0; attempt < LIMITS.loginFailuresPerIpAndEmail.max - 1; attempt++) {
      await refusalOf(signIn(testContext({ ip }), { email: person.email, password: `wrong password ${attempt}` }));
    }
    expect((await signIn(testContext({ ip }), { email: person.email, password: TEST_PASSWORD })).kind).toBe("signed-in");
    for (let attempt = 0; attempt < LIMITS.loginFailuresPerIpAndEmail.max - 1; attempt++) {
      expect(await refusalOf(signIn(testContext({ ip }), { email: person.email, password: `wrong again ${attempt}` }))).toEqual(LOGIN_FAILED);
    }
    expect((await signIn(testContext({ ip }), { email: person.email, password: TEST_PASSWORD })).kind).toBe("signed-in");
  });

  it("at the per-account ceiling refuses new IPs but never a browser the owner signed in from", async () => {
    const person = await createIndividual();
    const stranger = await createIndividual();
    const earlier = await signIn(testContext(), { email: person.email, password: TEST_PASSWORD });
    const strangerBrowser = await signIn(testContext(), { email: stranger.email, password: TEST_PASSWORD });
    const deviceOf = (setCookies: string[]) => setCookies.filter((cookie) => cookie.startsWith("redav_device="));
    expect(deviceOf(earlier.setCookies)).toHaveLength(1);

    const attack = testContext();
    for (let failure = 0; failure < LIMITS.loginFailuresPerEmail.max - 1; failure++) await recordFailure(attack, LIMITS.loginFailuresPerEmail, person.email);
    expect((await signIn(testContext(), { email: person.email, password: TEST_PASSWORD })).kind).toBe("signed-in");

    await recordFailure(attack, LIMITS.loginFailuresPerEmail, person.email);
    expect(await refusalOf(signIn(testContext(), { email: person.email, password: TEST_PASSWORD }))).toEqual(RATE_LIMITED);
    expect(await refusalOf(signIn(testContext({ cookies: deviceOf(strangerBrowser.setCookies) }), { email: person.email, password: TEST_PASSWORD }))).toEqual(
      RATE_LIMITED,
    );
    expect(await refusalOf(signIn(testContext({ cookies: ["redav_device=99999999999.forged"] }), { email: person.email, password: TEST_PASSWORD }))).toEqual(
      RATE_LIMITED,
    );
    expect(await signIn(testContext({ cookies: deviceOf(earlier.setCookies) }), { email: person.email, password: TEST_PASSWORD })).toMatchObject({
      kind: "signed-in",
      userId: person.userId,
    });
  });

  it("still checks the password on a trusted device at the ceiling", async () => {
    const person = await createIndividual();
    const earlier = await signIn(testContext(), { email: person.email, password: TEST_PASSWORD });
    const attack = testContext();
    for (let failure = 0; failure < LIMITS.loginFailuresPerEmail.max; failure++) await recordFailure(attack, LIMITS.loginFailuresPerEmail, person.email);
    expect(await refusalOf(signIn(testContext({ cookies: earlier.setCookies }), { email: person.email, password: "not the password" }))).toEqual(LOGIN_FAILED);
  });
});

describe("two-factor sign-in", () => {
  it("asks for a code after the password and signs in with the authenticator's code as a trusted device", async () => {
    const person = await individualWithTwoFactor();
    const pending = await signIn(testContext(), { email: person.email, password: TEST_PASSWORD });
    expect(pending.kind).toBe("two-factor");
    expect(pending.setCookies.join(";")).not.toMatch(/redav\.session_token=[^;]/);
    const done = await completeTwoFactor(testContext({ cookies: pending.setCookies }), { code: person.code });
    expect(done.userId).toBe(person.userId);
    expect(done.setCookies.join(";")).toMatch(/redav\.session_token=/);
    expect(done.setCookies.some((cookie) => cookie.startsWith("redav_device="))).toBe(true);
    expect((await browserContext(done.setCookies)).actor?.id).toBe(person.userId);
  });

  it("refuses a wrong code and a browser without a pending challenge", async () => {
    const person = await individualWithTwoFactor();
    const challenge = await twoFactorChallenge(person.email);
    const wrong = [person.code, person.confirmCode].includes("000000") ? "999999" : "000000";
    expect(await refusalOf(completeTwoFactor(challenge, { code: wrong }))).toEqual(TOTP_INVALID);
    expect(await refusalOf(completeTwoFactor(testContext(), { code: person.code }))).toEqual(TOTP_INVALID);
  });

  it("refuses a TOTP code already used for a sign-in on a new challenge, and hands out no session", async () => {
    const person = await individualWithTwoFactor();
    await completeTwoFactor(await twoFactorChallenge(person.email), { code: person.code });
    const sessionsBefore = await sessionCount(person.userId);

    expect(await refusalOf(completeTwoFactor(await twoFactorChallenge(person.email), { code: person.code }))).toEqual(TOTP_INVALID);
    expect(await sessionCount(person.userId)).toBe(sessionsBefore);

    const fresh = await completeTwoFactor(await twoFactorChallenge(person.email), { code: person.backupCodes[0] ?? "" });
    expect(fresh.userId).toBe(person.userId);
  });

  it("refuses the code that turned 2FA on when it is offered again to sign in", async () => {
    const person = await individualWithTwoFactor();
    const sessionsBefore = await sessionCount(person.userId);
    expect(await refusalOf(completeTwoFactor(await twoFactorChallenge(person.email), { code: person.confirmCode }))).toEqual(TOTP_INVALID);
    expect(await sessionCount(person.userId)).toBe(sessionsBefore);
  });

  it("accepts each backup code once", async () => {
    const person = await individualWithTwoFactor();
    const backup = person.backupCodes[0] ?? "";
    expect((await completeTwoFactor(await twoFactorChallenge(person.email), { code: backup })).userId).toBe(person.userId);
    expect(await refusalOf(completeTwoFactor(await twoFactorChallenge(person.email), { code: backup }))).toEqual(TOTP_INVALID);
  });
});

describe("landing after sign-in (spec §2)", () => {
  it("sends each role to its home", async () => {
    const ctx = testContext();
    expect(await landingAfterSignIn(ctx, (await createIndividual()).userId, undefined)).toBe("/bronze-member");
    expect(await landingAfterSignIn(ctx, (await createIndividual({ level: "silver" })).userId, undefined)).toBe("/silver-member");
    expect(await landingAfterSignIn(ctx, (await createIndividual({ level: "gold" })).userId, undefined)).toBe("/gold-member");
    expect(await landingAfterSignIn(ctx, (await createIndividual({ isAdmin: true })).userId, undefined)).toBe("/admin");
    expect(await landingAfterSignIn(ctx, (await createCompany()).userId, undefined)).toBe("/company");
  });

  it("returns to a remembered same-site page, never to another site or back to /login", async () => {
    const ctx = testContext();
    const { userId } = await createIndividual();
    expect(await landingAfterSignIn(ctx, userId, "/jobs?country=Chile#top")).toBe("/jobs?country=Chile#top");
    for (const target of ["https://evil.example/", "//evil.example", "/\\evil.example", "/.//evil.example", "/login"]) {
      expect(await landingAfterSignIn(ctx, userId, target)).toBe("/bronze-member");
    }
  });
});

describe("sign-out", () => {
  it("revokes the session on the server and clears its cookie", async () => {
    const person = await createIndividual();
    const me = await signedIn(person.email);
    expect(me.actor?.id).toBe(person.userId);
    const cleared = await signOut(me);
    expect(cleared.find((cookie) => cookie.startsWith("redav.session_token="))).toMatch(/Max-Age=0/i);
    expect(await sessionCount(person.userId)).toBe(0);
    expect((await browserContext(me.cookies)).actor).toBeNull();
  });

  it("keeps the browser a trusted device after signing out", async () => {
    const person = await createIndividual();
    const cleared = await signOut(await signedIn(person.email));
    expect(cleared.some((cookie) => cookie.startsWith("redav_device="))).toBe(false);
  });

  it("answers quietly, only clearing cookies, when there is no session or it was already revoked", async () => {
    for (const cookie of await signOut(testContext())) expect(cookie).toMatch(/=; Max-Age=0/i);
    const person = await createIndividual();
    const me = await signedIn(person.email);
    await signOut(me);
    for (const cookie of await signOut(me)) expect(cookie).toMatch(/=; Max-Age=0/i);
  });
});
