import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import type { Actor } from "~/lib/actor";
import { deriveAccount } from "./account-type";
import { authFor, SESSION_ABSOLUTE_SECONDS, setCookiesOf } from "./auth.server";

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?redav\.session_token=/;

/** Builds the actor of an auth user id and session from one query over the user and both profile tables; null when the user is gone. */
export async function loadActor(db: Db, userId: string, sessionId: string): Promise<Actor | null> {
  const [row] = await db
    .select({
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
    })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.id, user.id))
    .leftJoin(companyProfiles, eq(companyProfiles.id, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  if (!row) return null;
  const company = row.companyId !== null;
  const derived = deriveAccount({
    profile: company
      ? { user_type: "company", subscription_tier: row.subscriptionTier, company_name: row.companyName, is_admin: row.companyIsAdmin }
      : { membership_level: row.membershipLevel, is_admin: row.userIsAdmin },
    metadata: { user_type: row.userType, type: row.type, is_admin: row.metaIsAdmin },
    companyProfileAttached: company,
  });
  const individualName = [row.firstName, row.lastName].filter(Boolean).join(" ");
  const displayName = derived.userType === "company" ? row.companyName || row.name || "Empresa" : individualName || row.email || "Usuario";
  return {
    id: row.id,
    email: row.email,
    displayName,
    ...derived,
    isTrainer: row.isTrainer ?? false,
    memberNumber: row.companyMemberNumber ?? row.userMemberNumber ?? null,
    memberSince: row.companyMemberSince ?? row.userMemberSince ?? null,
    twoFactorEnabled: row.twoFactorEnabled ?? false,
    profileComplete: company || row.firstName !== null,
    sessionId,
  };
}

export type ResolvedActor = { actor: Actor | null; setCookies: string[] };

/**
 * The signed-in actor of a request (session cookie checked by better-auth against the database),
 * with the cookies its rolling renewal sets. No session cookie means no work; a session older than
 * 30 days is revoked whatever its activity (absolute lifetime), and its cookie cleared.
 */
export async function resolveActor(db: Db, headers: Headers, now: Date): Promise<ResolvedActor> {
  if (!SESSION_COOKIE.test(headers.get("cookie") ?? "")) return { actor: null, setCookies: [] };
  const auth = authFor(db).api;
  const { headers: answer, response } = await auth.getSession({ headers, returnHeaders: true });
  if (!response) return { actor: null, setCookies: setCookiesOf(answer) };
  if (now.getTime() - new Date(response.session.createdAt).getTime() > SESSION_ABSOLUTE_SECONDS * 1000) {
    const signedOut = await auth.signOut({ headers, returnHeaders: true });
    return { actor: null, setCookies: setCookiesOf(signedOut.headers) };
  }
  return { actor: await loadActor(db, response.user.id, response.session.id), setCookies: setCookiesOf(answer) };
}
