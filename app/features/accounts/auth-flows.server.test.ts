import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { session, user } from "~/db/schema/auth";
import { mailOutbox } from "~/db/schema/mail";
import { userProfiles } from "~/db/schema/profiles";
import { drainMail } from "~/features/mail/mail.server";
import { AppError } from "~/lib/errors";
import { createCompany, createIndividual, individualRow, TEST_PASSWORD, uniqueEmail, uniqueIp } from "../../../tests/factories";
import { totpCode } from "../../../tests/totp";
import {
  changePassword,
  completeTwoFactor,
  confirmTwoFactor,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signIn,
  startTwoFactor,
  verifyEmail,
} from "./auth-flows.server";
import { loadSessionUser } from "./session.server";

const caller = (cookies?: string[]) => {
  const headers = new Headers();
  if (cookies?.length) headers.set("cookie", cookies.map((c) => c.split(";")[0]).join("; "));
  return { headers, ip: uniqueIp() };
};

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return "OK";
}

async function lastMailLink(email: string, path: string): Promise<string> {
  await drainMail();
  const mails = await getDb().select({ text: mailOutbox.text, createdAt: mailOutbox.createdAt }).from(mailOutbox).where(eq(mailOutbox.to, email));
  const link = mails
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? [])
    .find((url) => url.includes(path));
  if (!link) throw new Error(`no ${path} link mailed to ${email}`);
  return link;
}

describe("sign-in", () => {
  it("signs in a verified account and sets a session cookie", async () => {
    const person = await createIndividual();
    const result = await signIn(getDb(), caller(), { email: person.email, password: TEST_PASSWORD });
    expect(result.kind).toBe("signed-in");
    expect(result.setCookies.join(";")).toMatch(/redav\.session_token=.*HttpOnly/i);
    expect(result.setCookies.join(";")).toMatch(/SameSite=Lax/i);
  });

  it("gives the same answer for a wrong password and an unknown e-mail", async () => {
    const person = await createIndividual();
    const [wrong, unknown] = await Promise.allSettled([
      signIn(getDb(), caller(), { email: person.email, password: "not the password" }),
      signIn(getDb(), caller(), { email: uniqueEmail(), password: "not the password" }),
    ]);
    for (const result of [wrong, unknown]) {
      expect(result.status === "rejected" && result.reason).toMatchObject({
        code: "LOGIN_FAILED",
        status: 401,
        message: wrong.status === "rejected" ? wrong.reason.message : "",
      });
    }
  });

  it("refuses an unverified account until the mailed link is followed, which signs the user in", async () => {
    const person = await createIndividual({ verified: false });
    expect(await codeOf(signIn(getDb(), caller(), { email: person.email, password: TEST_PASSWORD }))).toBe("NOT_VERIFIED");
    await resendVerification(getDb(), caller(), { email: person.email });
    const token = new URL(await lastMailLink(person.email, "/auth/verify")).searchParams.get("token") ?? "";
    const verified = await verifyEmail(getDb(), caller(), token);
    expect(verified.userId).toBe(person.userId);
    expect(verified.setCookies.join(";")).toMatch(/redav\.session_token=/);
    expect((await signIn(getDb(), caller(), { email: person.email, password: TEST_PASSWORD })).kind).toBe("signed-in");
  });

  it("rejects a forged verification token", async () => {
    expect(await codeOf(verifyEmail(getDb(), caller(), "not-a-token"))).toBe("INVALID_INPUT");
  });

  it("creates a missing profile on first sign-in (spec §4) and keeps an existing one", async () => {
    const person = await createIndividual();
    await getDb().delete(userProfiles).where(eq(userProfiles.id, person.userId));
    await signIn(getDb(), caller(), { email: person.email, password: TEST_PASSWORD });
    const recreated = await individualRow(person.userId);
    expect(recreated).toMatchObject({ firstName: "Ana", lastName: "Prueba", membershipLevel: "bronze" });
    await signIn(getDb(), caller(), { email: person.email, password: TEST_PASSWORD });
    expect((await individualRow(person.userId))?.memberNumber).toBe(recreated?.memberNumber);
  });
});

describe("session user (spec §3, §4)", () => {
  it("derives company, level and admin from the stored rows", async () => {
    const gold = await createIndividual({ level: "gold" });
    const admin = await createIndividual({ isAdmin: true });
    const company = await createCompany();
    expect(await loadSessionUser(getDb(), gold.userId)).toMatchObject({ userType: "individual", membershipLevel: "gold", isAdmin: false });
    expect(await loadSessionUser(getDb(), admin.userId)).toMatchObject({ isAdmin: true });
    expect(await loadSessionUser(getDb(), company.userId)).toMatchObject({ userType: "company", subscriptionTier: "bronze", displayName: expect.any(String) });
  });

  it("honours is_admin in the auth metadata", async () => {
    const person = await createIndividual();
    await getDb().update(user).set({ isAdmin: true }).where(eq(user.id, person.userId));
    expect(await loadSessionUser(getDb(), person.userId)).toMatchObject({ isAdmin: true });
  });
});

describe("passwords", () => {
  it("resets with the mailed token, signs out every session, and the new password works", async () => {
    const person = await createIndividual();
    await signIn(getDb(), caller(), { email: person.email, password: TEST_PASSWORD });
    await requestPasswordReset(getDb(), caller(), { email: person.email });
    const token = new URL(await lastMailLink(person.email, "/reset-password")).searchParams.get("token") ?? "";
    await resetPassword({ token, password: "a brand new secret", confirm: "a brand new secret" });
    expect(await getDb().select().from(session).where(eq(session.userId, person.userId))).toHaveLength(0);
    expect(await codeOf(signIn(getDb(), caller(), { email: person.email, password: TEST_PASSWORD }))).toBe("LOGIN_FAILED");
    expect((await signIn(getDb(), caller(), { email: person.email, password: "a brand new secret" })).kind).toBe("signed-in");
  });

  it("answers a reset request for an unknown e-mail like any other", async () => {
    await expect(requestPasswordReset(getDb(), caller(), { email: uniqueEmail() })).resolves.toBeUndefined();
  });

  it("changes the password only with the current one, revokes the other sessions and mails a notice", async () => {
    const person = await createIndividual();
    const first = await signIn(getDb(), caller(), { email: person.email, password: TEST_PASSWORD });
    const second = await signIn(getDb(), caller(), { email: person.email, password: TEST_PASSWORD });
    const actor = { id: person.userId, email: person.email };
    expect(
      await codeOf(
        changePassword(getDb(), caller(second.setCookies), actor, { currentPassword: "wrong one!", password: "another secret", confirm: "another secret" }),
      ),
    ).toBe("INVALID_INPUT");
    await changePassword(getDb(), caller(second.setCookies), actor, { currentPassword: TEST_PASSWORD, password: "another secret", confirm: "another secret" });
    await drainMail();
    const remaining = await getDb().select({ token: session.token }).from(session).where(eq(session.userId, person.userId));
    expect(remaining).toHaveLength(1);
    expect(first.setCookies.join(";")).not.toContain(remaining[0]?.token ?? "none");
    const notices = await getDb().select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.to, person.email));
    expect(notices.map((n) => n.subject)).toContain("Tu contraseña de RedAV cambió");
  });
});

describe("two-factor sign-in", () => {
  it("asks for a TOTP code once 2FA is confirmed, and accepts the authenticator's code", async () => {
    const person = await createIndividual();
    const first = await signIn(getDb(), caller(), { email: person.email, password: TEST_PASSWORD });
    const me = caller(first.setCookies);
    const setup = await startTwoFactor(getDb(), me, person.userId, { password: TEST_PASSWORD });
    expect(setup.backupCodes.length).toBeGreaterThan(0);
    const secret = new URL(setup.totpURI).searchParams.get("secret") ?? "";
    expect(await codeOf(confirmTwoFactor(me, { code: "000000" === totpCode(secret) ? "111111" : "000000" }))).toBe("INVALID_INPUT");
    await confirmTwoFactor(me, { code: totpCode(secret) });
    const pending = await signIn(getDb(), caller(), { email: person.email, password: TEST_PASSWORD });
    expect(pending.kind).toBe("two-factor");
    const done = await completeTwoFactor(getDb(), caller(pending.setCookies), { code: totpCode(secret) });
    expect(done.userId).toBe(person.userId);
    expect(done.setCookies.join(";")).toMatch(/redav\.session_token=/);
  });
});
