import type { MembershipLevel, UserType } from "~/lib/actor";
import { roles } from "~/lib/policy";

export type LandingUser = { userType: UserType; isAdmin: boolean; membershipLevel: MembershipLevel };

const LEVEL_HOME: Record<MembershipLevel, string> = { gold: "/gold-member", silver: "/silver-member", bronze: "/bronze-member" };

/** Spec §2 post-login landing: admin first, then company, then the individual's level home; no user → /login. */
export function landingPath(user: LandingUser | null): string {
  if (!user) return "/login";
  if (roles.isAdmin(user)) return "/admin";
  if (roles.isCompany(user)) return "/company";
  return LEVEL_HOME[user.membershipLevel];
}

/** Spec §6 home for a user of the wrong type or level: company → /company, individual → by level. */
export function homePath(user: LandingUser): string {
  if (roles.isCompany(user)) return "/company";
  return LEVEL_HOME[user.membershipLevel];
}
