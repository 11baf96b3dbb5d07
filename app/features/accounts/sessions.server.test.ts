import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session } from "~/db/schema/auth";
import { browserContext, testContext, uniqueIp } from "../../../tests/context";
import { createIndividual, TEST_PASSWORD } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { revokeOwnSession, securityOverview } from "./sessions.server";
import { signIn } from "./sign-in.server";

/** Signs `email` in from a new browser with this IP and user agent; returns that browser's cookies and context. */
async function browserOf(email: string, ip = uniqueIp(), userAgent = "Mozilla/5.0 (prueba)") {
  const headers = new Headers({ "user-agent": userAgent });
  const result = await signIn(testContext({ ip, headers }), { email, password: TEST_PASSWORD });
  if (result.kind !== "signed-in") throw new Error("expected a signed-in browser");
  const ctx = await browserContext(result.setCookies, { ip });
  return { ...ctx, cookies: result.setCookies, sessionId: ctx.actor?.sessionId ?? "" };
}

async function stillSignedIn(cookies: string[]): Promise<boolean> {
  return (await browserContext(cookies)).actor !== null;
}

describe("security overview", () => {
  it("lists the user's own unexpired sessions newest first, marking the current one", async () => {
    const person = await createIndividual();
    const stranger = await createIndividual();
    const laptop = await browserOf(person.email, "10.1.1.1", "Laptop");
    const phone = await browserOf(person.email, "10.2.2.2", "Phone");
    const expired = await browserOf(person.email);
    await testDb()
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(session.id, expired.sessionId));
    await browserOf(stranger.email);

    const overview = await securityOverview(laptop);
    expect(overview.twoFactorEnabled).toBe(false);
    expect(overview.sessions).toEqual([
      { id: phone.sessionId, current: false, createdAt: expect.any(String), ipAddress: "10.2.2.2", userAgent: "Phone" },
      { id: laptop.sessionId, current: true, createdAt: expect.any(String), ipAddress: "10.1.1.1", userAgent: "Laptop" },
    ]);
  });

  it("requires a signed-in user", async () => {
    expect(await refusalOf(securityOverview(testContext()))).toMatchObject({ key: "LOGIN_REQUIRED", status: 401 });
  });
});

describe("revoking a session", () => {
  it("signs another of the user's own browsers out", async () => {
    const person = await createIndividual();
    const laptop = await browserOf(person.email);
    const phone = await browserOf(person.email);
    await revokeOwnSession(laptop, { sessionId: phone.sessionId });
    expect(await stillSignedIn(phone.cookies)).toBe(false);
    expect(await stillSignedIn(laptop.cookies)).toBe(true);
    expect((await securityOverview(laptop)).sessions.map((listed) => listed.id)).toEqual([laptop.sessionId]);
  });

  it("leaves the current session and other users' sessions alone", async () => {
    const person = await createIndividual();
    const stranger = await createIndividual();
    const mine = await browserOf(person.email);
    const theirs = await browserOf(stranger.email);
    await revokeOwnSession(mine, { sessionId: mine.sessionId });
    await revokeOwnSession(mine, { sessionId: theirs.sessionId });
    await revokeOwnSession(mine, {});
    expect(await stillSignedIn(mine.cookies)).toBe(true);
    expect(await stillSignedIn(theirs.cookies)).toBe(true);
  });

  it("requires a signed-in user", async () => {
    const person = await createIndividual();
    const phone = await browserOf(person.email);
    expect(await refusalOf(revokeOwnSession(testContext(), { sessionId: phone.sessionId }))).toMatchObject({ key: "LOGIN_REQUIRED", status: 401 });
    expect(await stillSignedIn(phone.cookies)).toBe(true);
  });
});
