import { eq } from "drizzle-orm";
import { createContext } from "react-router";
import type { Db } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { getAuth } from "~/lib/auth.server";
import { deriveAccount } from "./account-type";
import type { SessionUser } from "./session-user";

/** The session user of the current request, resolved once by the root middleware. */
export const sessionUserContext = createContext<SessionUser | null>(null);

/** Builds the session user of an auth user id from one query over the user and both profile tables. */
export async function loadSessionUser(db: Db, userId: string): Promise<SessionUser | null> {
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
  };
}

/** The signed-in user of a request (session cookie checked by better-auth), or null. */
export async function sessionUserFromRequest(db: Db, request: Request): Promise<SessionUser | null> {
  const session = await getAuth().api.getSession({ headers: request.headers });
  if (!session) return null;
  return loadSessionUser(db, session.user.id);
}
