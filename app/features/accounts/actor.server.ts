import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rawQuery } from "~/db/raw-query";
import { session, user } from "~/db/schema/auth";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { type Actor, actorWithRoles } from "~/lib/actor";
import { authSecret } from "~/lib/auth-secret.server";
import { cookieValue } from "~/lib/cookies";
import { env } from "~/lib/env.server";
import { storedName } from "~/lib/vocabulary/display-name";
import { deriveAccount } from "./account-type";
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from "./auth.server";

const ACTOR_COLUMNS = {
  id: user.id,
  email: user.email,
  name: user.name,
  userType: user.userType,
  type: user.type,
  metaIsAdmin: user.isAdmin,
  twoFactorEnabled: user.twoFactorEnabled,
  firstName: userProfiles.firstName,
  lastName: userProfiles.lastName,
  membershipLevel: userProfiles.membershipLevel,
  userIsAdmin: userProfiles.isAdmin,
  isTrainer: userProfiles.isTrainer,
  userMemberNumber: userProfiles.memberNumber,
  userMemberSince: userProfiles.memberSince,
  companyId: companyProfiles.id,
  companyName: companyProfiles.companyName,
  subscriptionTier: companyProfiles.subscriptionTier,
  companyIsAdmin: companyProfiles.isAdmin,
  companyMemberNumber: companyProfiles.memberNumber,
  companyMemberSince: companyProfiles.memberSince,
};

/** The user with both profile tables, the shape every actor is read from. */
function actorRows(db: Db) {
  return db.select(ACTOR_COLUMNS).from(user).leftJoin(userProfiles, eq(userProfiles.id, user.id)).leftJoin(companyProfiles, eq(companyProfiles.id, user.id));
}

type ActorRow = Awaited<ReturnType<typeof actorRows>>[number];

/** The actor of a row of ACTOR_COLUMNS (user, individual profile, company profile). */
function toActor(row: ActorRow, sessionId: string): Actor {
  const company = row.companyId !== null;
  const derived = deriveAccount({
    profile: company
      ? { user_type: "company", subscription_tier: row.subscriptionTier, company_name: row.companyName, is_admin: row.companyIsAdmin }
      : { membership_level: row.membershipLevel, is_admin: row.userIsAdmin },
    metadata: { user_type: row.userType, type: row.type, is_admin: row.metaIsAdmin },
    companyProfileAttached: company,
  });
  const displayName = storedName({
    company: derived.userType === "company",
    companyName: row.companyName,
    accountName: row.name,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
  });
  const identity = {
    id: row.id,
    email: row.email,
    displayName,
    memberNumber: row.companyMemberNumber ?? row.userMemberNumber ?? null,
    memberSince: row.companyMemberSince ?? row.userMemberSince ?? null,
    twoFactorEnabled: row.twoFactorEnabled ?? false,
    profileComplete: company || row.firstName !== null,
    sessionId,
  };
  return actorWithRoles(identity, { ...derived, isTrainer: row.isTrainer ?? false });
}

/** Builds the actor of an auth user id and session from one query over the user and both profile tables; null when the user is gone. */
export async function loadActor(db: Db, userId: string, sessionId: string): Promise<Actor | null> {
  const [row] = await actorRows(db).where(eq(user.id, userId)).limit(1);
  return row ? toActor(row, sessionId) : null;
}

type SessionActorRow = ActorRow & { sessionId: string; expiresAt: Date; createdAt: Date; unreadNotifications?: number; unreadMessages?: number };

const SESSION_ACTOR = rawQuery(
  "accounts.session-actor",
  (token: string, withCounts: boolean) =>
    sql<{
      actor: (Omit<SessionActorRow, "expiresAt" | "createdAt"> & { expiresAt: string; createdAt: string }) | string | null;
    }>`select session_actor(${token}, ${withCounts}) as actor`,
  [
    ["no-such-token", true],
    ["no-such-token", false],
  ],
);

/** The session of a token with its user, both profiles and the unread counts, in one round trip through `session_actor` (migrations 0007, 0025: the database keeps its plan); null when no session has the token. */
async function sessionActor(db: Db, token: string, withCounts: boolean): Promise<SessionActorRow | null> {
  const [result] = await SESSION_ACTOR.rows(db, token, withCounts);
  const found = typeof result?.actor === "string" ? JSON.parse(result.actor) : result?.actor;
  if (!found) return null;
  return { ...found, expiresAt: new Date(found.expiresAt), createdAt: new Date(found.createdAt) };
}

/** The signed-in header's unread counts, read with the session (spec §7: notifications; messages not deleted on the reader's side). */
export type UnreadCounts = { notifications: number; messages: number };
export type ResolvedActor = { actor: Actor | null; setCookies: string[]; unread: UnreadCounts | null };

const DAY_MS = 24 * 60 * 60 * 1000;

/** better-auth's session cookie: `__Secure-` on https; the value is `token.signature` (HMAC-SHA256 of the token, base64), URL-encoded. */
function sessionCookieName(): string {
  return `${env().PUBLIC_URL.startsWith("https://") ? "__Secure-" : ""}redav.session_token`;
}

function sessionCookie(value: string, maxAgeSeconds: number): string {
  const secure = env().PUBLIC_URL.startsWith("https://") ? "; Secure" : "";
  return `${sessionCookieName()}=${value}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

/** The session token of a signed cookie value when its signature is ours (checked in constant time), else null. */
function verifiedToken(encoded: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf(".");
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  if (dot < 1 || given.length !== 44) return null;
  const expected = Buffer.from(createHmac("sha256", authSecret()).update(token).digest("base64"));
  return timingSafeEqual(given, expected) ? token : null;
}

/**
 * The signed-in actor of a request, the cookies to set and (`withCounts`) the header's unread counts.
 * No session cookie means no work. The cookie's signature is checked locally, then one query reads
 * the session with its user, profile and, when asked, the unread counts. A session past its idle expiry (7 days) or its absolute lifetime (30 days) is deleted
 * and its cookie cleared (a forged cookie is cleared too; one whose session is gone is left, see below); a session last renewed more than a day ago is renewed for 7 more days
 * (the rolling renewal better-auth would do), with its cookie re-sent.
 */
export async function resolveActor(db: Db, headers: Headers, now: Date, options: { withCounts?: boolean } = {}): Promise<ResolvedActor> {
  const encoded = cookieValue(headers.get("cookie"), sessionCookieName());
  if (!encoded) return { actor: null, setCookies: [], unread: null };
  const cleared = { actor: null, setCookies: [sessionCookie("", 0)], unread: null };
  const token = verifiedToken(encoded);
  if (!token) return cleared;
  const row = await sessionActor(db, token, options.withCounts ?? false);
  // A session that no longer exists (ended elsewhere, or replaced a moment ago: confirming 2FA rotates it)
  // answers as nobody without clearing the cookie. A request still in flight with the old cookie (the
  // bell's stream reconnecting) would otherwise clear the new cookie the browser has just been given.
  if (!row) return { actor: null, setCookies: [], unread: null };
  const expired = row.expiresAt.getTime() <= now.getTime();
  const tooOld = now.getTime() - row.createdAt.getTime() > SESSION_ABSOLUTE_SECONDS * 1000;
  if (expired || tooOld) {
    await db.delete(session).where(eq(session.id, row.sessionId));
    return cleared;
  }
  const actor = toActor(row, row.sessionId);
  const unread =
    row.unreadNotifications === undefined || row.unreadMessages === undefined
      ? null
      : { notifications: Number(row.unreadNotifications), messages: Number(row.unreadMessages) };
  const renewDue = row.expiresAt.getTime() - SESSION_IDLE_SECONDS * 1000 + DAY_MS <= now.getTime();
  if (!renewDue) return { actor, setCookies: [], unread };
  await db
    .update(session)
    .set({ expiresAt: new Date(now.getTime() + SESSION_IDLE_SECONDS * 1000), updatedAt: now })
    .where(eq(session.id, row.sessionId));
  return { actor, setCookies: [sessionCookie(encoded, SESSION_IDLE_SECONDS)], unread };
}
