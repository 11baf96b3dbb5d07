import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailLog } from "~/db/schema/mail";
import { browserContext, testContext } from "../../../tests/context";
import { createIndividual, signedIn, TEST_PASSWORD } from "../../../tests/factories";
import { drainOutbox } from "../../../tests/outbox";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { totpCode } from "../../../tests/totp";
import { LIMITS } from "./limits";
import { completeTwoFactor, signIn } from "./sign-in.server";
import { confirmTwoFactor, disableTwoFactor, startTwoFactor } from "./two-factor.server";

const WRONG_PASSWORD = { key: "CURRENT_PASSWORD_WRONG", status: 400, message: "La contraseña actual no es correcta.", field: "password" };

async function twoFactorNotices(email: string): Promise<number> {
  await drainOutbox();
  const rows = await testDb()
    .select({ id: mailLog.id })
    .from(mailLog)
    .where(and(eq(mailLog.to, email), eq(mailLog.template, "two-factor-changed")));
  return rows.length;
}

async function signInKind(email: string): Promise<string> {
  return (await signIn(testContext(), { email, password: TEST_PASSWORD })).kind;
}

/** A signed-in individual who started 2FA setup: the secret of the authenticator app and two codes of consecutive steps taken at one instant (both valid for 30 s). */
async function startedSetup() {
  const person = await createIndividual();
  const me = await signedIn(person.email);
  const setup = await startTwoFactor(me, { password: TEST_PASSWORD });
  const secret = new URL(setup.totpURI).searchParams.get("secret") ?? "";
  const at = Date.now();
  return { person, me, setup, secret, code: totpCode(secret, at), nextCode: totpCode(secret, at + 30_000) };
}

describe("turning two-factor on", () => {
  it("gives an authenticator URI and backup codes after checking the password", async () => {
    const { person, setup, secret } = await startedSetup();
    expect(setup.totpURI).toMatch(/^otpauth:\/\/totp\//);
    expect(new URL(setup.totpURI).searchParams.get("issuer")).toBe("RedAV");
    expect(decodeURIComponent(setup.totpURI)).toContain(person.email);
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(setup.backupCodes.length).toBeGreaterThan(0);
    expect(new Set(setup.backupCodes).size).toBe(setup.backupCodes.length);
  });

  it("refuses a wrong or missing password and a signed-out caller", async () => {
    const person = await createIndividual();
    const me = await signedIn(person.email);
    expect(await refusalOf(startTwoFactor(me, { password: "not the password" }))).toEqual(WRONG_PASSWORD);
    expect(await refusalOf(startTwoFactor(me, {}))).toEqual(WRONG_PASSWORD);
    expect(await refusalOf(startTwoFactor(testContext(), { password: TEST_PASSWORD }))).toMatchObject({ key: "LOGIN_REQUIRED", status: 401 });
  });

  it("limits how often the password can be tried", async () => {
    const me = await signedIn((await createIndividual()).email);
    for (let attempt = 0; attempt < LIMITS.passwordCheckPerUser.max; attempt++) await refusalOf(startTwoFactor(me, { password: `guess ${attempt}` }));
    expect(await refusalOf(startTwoFactor(me, { password: TEST_PASSWORD }))).toMatchObject({ key: "RATE_LIMITED", status: 429 });
  });

  it("is not active until a first code confirms it; a wrong code changes nothing", async () => {
    const { person, me, code, nextCode } = await startedSetup();
    expect(await signInKind(person.email)).toBe("signed-in");
    const wrong = [code, nextCode].includes("000000") ? "999999" : "000000";
    expect(await refusalOf(confirmTwoFactor(me, { code: wrong }))).toMatchObject({ key: "TOTP_INVALID", status: 400, field: "code" });
    expect(await refusalOf(confirmTwoFactor(me, { code: "12ab56" }))).toMatchObject({ key: "TOTP_INVALID", status: 400, field: "code" });
    expect(await signInKind(person.email)).toBe("signed-in");
  });

  it("asks for a TOTP code at sign-in once confirmed, and accepts the authenticator's code", async () => {
    const { person, me, code, nextCode } = await startedSetup();
    const renewed = await confirmTwoFactor(me, { code: nextCode });
    expect((await browserContext(renewed)).actor).toMatchObject({ id: person.userId, twoFactorEnabled: true });
    const pending = await signIn(testContext(), { email: person.email, password: TEST_PASSWORD });
    expect(pending.kind).toBe("two-factor");
    const done = await completeTwoFactor(testContext({ cookies: pending.setCookies }), { code });
    expect(done.userId).toBe(person.userId);
    expect(done.setCookies.join(";")).toMatch(/redav\.session_token=/);
  });

  it("mails the owner when 2FA is turned on, not when setup merely starts", async () => {
    const { person, me, nextCode } = await startedSetup();
    expect(await twoFactorNotices(person.email)).toBe(0);
    await confirmTwoFactor(me, { code: nextCode });
    expect(await twoFactorNotices(person.email)).toBe(1);
  });

  it("once on, a further confirmation changes nothing and mails no second notice", async () => {
    const { person, me, code, nextCode } = await startedSetup();
    const renewed = await confirmTwoFactor(me, { code: nextCode });
    expect(await confirmTwoFactor(await browserContext(renewed), { code })).toEqual([]);
    expect(await twoFactorNotices(person.email)).toBe(1);
    expect((await browserContext(renewed)).actor).toMatchObject({ id: person.userId, twoFactorEnabled: true });
    expect(await signInKind(person.email)).toBe("two-factor");
  });

  it("once on, starting again is refused with its own message (not 'wrong password')", async () => {
    const { me, nextCode } = await startedSetup();
    const renewed = await browserContext(await confirmTwoFactor(me, { code: nextCode }));
    expect(await refusalOf(startTwoFactor(renewed, { password: TEST_PASSWORD }))).toEqual({
      key: "TWO_FACTOR_ALREADY_ON",
      status: 409,
      message: "La verificación en dos pasos ya está activada. Para cambiarla, desactívala primero.",
    });
  });

  it("requires a signed-in caller to confirm", async () => {
    const { code } = await startedSetup();
    expect(await refusalOf(confirmTwoFactor(testContext(), { code }))).toMatchObject({ key: "LOGIN_REQUIRED", status: 401 });
  });
});

describe("turning two-factor off", () => {
  async function enabled() {
    const started = await startedSetup();
    const renewed = await confirmTwoFactor(started.me, { code: started.nextCode });
    return { ...started, me: await browserContext(renewed) };
  }

  it("needs the password; then sign-in no longer asks for a code and the owner is mailed", async () => {
    const { person, me } = await enabled();
    expect(await refusalOf(disableTwoFactor(me, { password: "not the password" }))).toEqual(WRONG_PASSWORD);
    expect(await signInKind(person.email)).toBe("two-factor");
    expect(await twoFactorNotices(person.email)).toBe(1);

    const renewed = await disableTwoFactor(me, { password: TEST_PASSWORD });
    expect((await browserContext(renewed)).actor).toMatchObject({ id: person.userId, twoFactorEnabled: false });
    expect(await signInKind(person.email)).toBe("signed-in");
    expect(await twoFactorNotices(person.email)).toBe(2);
  });

  it("mails no notice when 2FA was not on", async () => {
    const person = await createIndividual();
    const me = await signedIn(person.email);
    await disableTwoFactor(me, { password: TEST_PASSWORD });
    expect(await twoFactorNotices(person.email)).toBe(0);
    expect(await signInKind(person.email)).toBe("signed-in");
  });

  it("requires a signed-in caller", async () => {
    expect(await refusalOf(disableTwoFactor(testContext(), { password: TEST_PASSWORD }))).toMatchObject({ key: "LOGIN_REQUIRED", status: 401 });
  });
});
