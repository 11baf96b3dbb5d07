import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session, user } from "~/db/schema/auth";
import { heldRoles } from "../../../tests/actors";
import { cookieHeader } from "../../../tests/context";
import { createCompany, createIndividual, signedIn } from "../../../tests/factories";
import { testDb } from "../../../tests/setup/test-database";
import { loadActor, resolveActor } from "./actor.server";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A signed-in browser: its cookies, its session id and the request headers it sends. */
async function browser() {
  const person = await createIndividual();
  const me = await signedIn(person.email);
  const sessionId = me.actor?.sessionId ?? "";
  return { person, cookies: me.cookies, sessionId, headers: () => new Headers({ cookie: cookieHeader(me.cookies) }) };
}

async function sessionRow(id: string) {
  const [row] = await testDb().select().from(session).where(eq(session.id, id));
  return row;
}

async function setSessionTimes(id: string, times: { createdAt?: Date; updatedAt?: Date; expiresAt?: Date }) {
  await testDb().update(session).set(times).where(eq(session.id, id));
}

const clearsSessionCookie = (setCookies: string[]) => setCookies.some((cookie) => cookie.startsWith("redav.session_token=;") && /Max-Age=0/i.test(cookie));

describe("resolving the actor of a request", () => {
  it("finds nobody without a session cookie, or with one the server does not know", async () => {
    expect(await resolveActor(testDb(), new Headers(), new Date())).toEqual({ actor: null, setCookies: [], unread: null });
    expect((await resolveActor(testDb(), new Headers({ cookie: "redav.session_token=forged.value" }), new Date())).actor).toBeNull();
  });

  it("resolves a fresh session, which lasts about 7 days from now", async () => {
    const me = await browser();
    const { actor } = await resolveActor(testDb(), me.headers(), new Date());
    expect(actor).toMatchObject({ id: me.person.userId, email: me.person.email, sessionId: me.sessionId });
    const expiresAt = (await sessionRow(me.sessionId))?.expiresAt.getTime() ?? 0;
    expect(Math.abs(expiresAt - (Date.now() + 7 * DAY))).toBeLessThan(MINUTE);
  });

  it("refuses a session older than 30 days even if it was used today, revoking it and clearing its cookie", async () => {
    const me = await browser();
    const now = Date.now();
    await setSessionTimes(me.sessionId, { createdAt: new Date(now - 31 * DAY), updatedAt: new Date(now - MINUTE), expiresAt: new Date(now + 7 * DAY) });
    const resolved = await resolveActor(testDb(), me.headers(), new Date(now));
    expect(resolved.actor).toBeNull();
    expect(clearsSessionCookie(resolved.setCookies)).toBe(true);
    expect(await sessionRow(me.sessionId)).toBeUndefined();
  });

  it("refuses an active session when the clock is 31 days past its creation", async () => {
    const me = await browser();
    const resolved = await resolveActor(testDb(), me.headers(), new Date(Date.now() + 31 * DAY));
    expect(resolved.actor).toBeNull();
    expect(clearsSessionCookie(resolved.setCookies)).toBe(true);
    expect((await resolveActor(testDb(), me.headers(), new Date())).actor).toBeNull();
  });

  it("answers as nobody for a session that no longer exists, without clearing the cookie a rotation may just have replaced", async () => {
    const me = await browser();
    await testDb().delete(session).where(eq(session.id, me.sessionId));
    const resolved = await resolveActor(testDb(), me.headers(), new Date());
    expect(resolved).toEqual({ actor: null, setCookies: [], unread: null });
  });

  it("still accepts a session in use for 29 days", async () => {
    const me = await browser();
    const now = Date.now();
    await setSessionTimes(me.sessionId, { createdAt: new Date(now - 29 * DAY), updatedAt: new Date(now - MINUTE), expiresAt: new Date(now + 7 * DAY) });
    expect((await resolveActor(testDb(), me.headers(), new Date(now))).actor?.id).toBe(me.person.userId);
  });

  it("refuses a session idle for 7 days (its expiry passed) and clears its cookie", async () => {
    const me = await browser();
    const now = Date.now();
    await setSessionTimes(me.sessionId, { createdAt: new Date(now - 8 * DAY), updatedAt: new Date(now - 7 * DAY - MINUTE), expiresAt: new Date(now - MINUTE) });
    const resolved = await resolveActor(testDb(), me.headers(), new Date(now));
    expect(resolved.actor).toBeNull();
    expect(clearsSessionCookie(resolved.setCookies)).toBe(true);
  });

  it("renews a session used again after a day, to 7 days from now", async () => {
    const me = await browser();
    const now = Date.now();
    await setSessionTimes(me.sessionId, { createdAt: new Date(now - 2 * DAY), updatedAt: new Date(now - 2 * DAY), expiresAt: new Date(now + 5 * DAY) });
    const resolved = await resolveActor(testDb(), me.headers(), new Date(now));
    expect(resolved.actor?.id).toBe(me.person.userId);
    const expiresAt = (await sessionRow(me.sessionId))?.expiresAt.getTime() ?? 0;
    expect(Math.abs(expiresAt - (now + 7 * DAY))).toBeLessThan(MINUTE);
  });
});

describe("the actor of an account (spec §3, §4)", () => {
  it("derives company, level and admin from the stored rows", async () => {
    const gold = await createIndividual({ level: "gold" });
    const admin = await createIndividual({ isAdmin: true });
    const company = await createCompany();
    const goldActor = await loadActor(testDb(), gold.userId, "s1");
    expect(goldActor).toMatchObject({ displayName: "Ana Prueba", sessionId: "s1" });
    expect(goldActor && heldRoles(goldActor)).toMatchObject({ userType: "individual", membershipLevel: "gold", isAdmin: false });
    const adminActor = await loadActor(testDb(), admin.userId, "");
    expect(adminActor && heldRoles(adminActor)).toMatchObject({ isAdmin: true });
    const companyActor = await loadActor(testDb(), company.userId, "");
    expect(companyActor).toMatchObject({ displayName: company.email.split("@")[0] });
    expect(companyActor && heldRoles(companyActor)).toMatchObject({ userType: "company", subscriptionTier: "bronze" });
  });

  it("honours is_admin in the auth metadata", async () => {
    const person = await createIndividual();
    await testDb().update(user).set({ isAdmin: true }).where(eq(user.id, person.userId));
    const actor = await loadActor(testDb(), person.userId, "");
    expect(actor && heldRoles(actor)).toMatchObject({ isAdmin: true });
  });

  it("is null for an account that does not exist", async () => {
    expect(await loadActor(testDb(), "no-such-user", "")).toBeNull();
  });
});
