import type { MembershipLevel, UserType } from "./account-type";
import { homePath } from "./landing";
import type { SessionUser } from "./session-user";

export const LOGIN_REQUIRED_MESSAGE = "Debes iniciar sesión para acceder.";
export const COMPANY_ONLY_MESSAGE = "Solo las cuentas empresariales pueden acceder a esta sección.";

export type AccessRule = { userTypes?: UserType[]; levels?: MembershipLevel[]; companyOnly?: boolean };

type ProtectedArea = { prefix: string; rule: AccessRule };

/** Spec §6, most specific first: the first prefix that matches a path decides who may enter. */
const PROTECTED_AREAS: ProtectedArea[] = [
  { prefix: "/admin/events/new", rule: {} },
  { prefix: "/admin", rule: { userTypes: [] } },
  { prefix: "/gold-member", rule: { userTypes: ["individual"], levels: ["gold"] } },
  { prefix: "/silver-member", rule: { userTypes: ["individual"], levels: ["gold", "silver"] } },
  { prefix: "/bronze-member", rule: { userTypes: ["individual"] } },
  { prefix: "/company/profile/change-password", rule: {} },
  { prefix: "/company", rule: { companyOnly: true } },
  { prefix: "/messages", rule: {} },
  { prefix: "/member/technicians", rule: {} },
  { prefix: "/courses", rule: {} },
  { prefix: "/profile", rule: {} },
  { prefix: "/settings/security", rule: {} },
  { prefix: "/dashboard", rule: {} },
];

/**
 * The path as the router will match it: percent-decoded, dot segments resolved, repeated and
 * trailing slashes dropped, lower-cased. Guards must see exactly what routing sees.
 */
function canonicalPath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = pathname;
  }
  const resolved = new URL(decoded.replace(/\\/g, "/").replace(/\/{2,}/g, "/"), "http://redav.invalid").pathname;
  return resolved.toLowerCase().replace(/\/+$/, "") || "/";
}

/** The rule guarding a path (in any encoding), or null for a public path. */
export function ruleForPath(pathname: string): AccessRule | null {
  const path = canonicalPath(pathname);
  const area = PROTECTED_AREAS.find(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`));
  return area ? area.rule : null;
}

export type AccessDecision = { allowed: true } | { allowed: false; redirectTo: string; message?: string };

/** Spec §6: anonymous → /login remembering the origin; admins pass; others go home or to / for company areas. */
export function decideAccess(user: SessionUser | null, rule: AccessRule, origin: string): AccessDecision {
  if (!user) return { allowed: false, redirectTo: `/login?redirectTo=${encodeURIComponent(origin)}`, message: LOGIN_REQUIRED_MESSAGE };
  if (user.isAdmin) return { allowed: true };
  if (rule.companyOnly && user.userType !== "company") return { allowed: false, redirectTo: "/", message: COMPANY_ONLY_MESSAGE };
  if (rule.userTypes && !rule.userTypes.includes(user.userType)) return { allowed: false, redirectTo: homePath(user) };
  if (rule.levels && (user.userType !== "individual" || !rule.levels.includes(user.membershipLevel))) {
    return { allowed: false, redirectTo: homePath(user) };
  }
  return { allowed: true };
}
