import type { Actor, MembershipLevel, UserType } from "~/lib/actor";
import type { FlashKey } from "~/lib/flash.server";
import { accountsPolicy, homePath } from "./policy";

/** Who may enter a guarded part of the site (spec §6); an empty rule means any signed-in user. */
export type AccessRule = { userTypes?: UserType[]; levels?: MembershipLevel[]; companyOnly?: boolean };

/** The spec §6 rules, one per guard layout of routes.ts. */
export const ACCESS_RULES = {
  signedIn: {},
  adminOnly: { userTypes: [] },
  individuals: { userTypes: ["individual"] },
  silverMembers: { userTypes: ["individual"], levels: ["gold", "silver"] },
  goldMembers: { userTypes: ["individual"], levels: ["gold"] },
  companies: { companyOnly: true },
} as const satisfies Record<string, AccessRule>;

export type AccessDecision = { allowed: true } | { allowed: false; redirectTo: string; flash?: FlashKey };

// Longer origins are not remembered (the sign-in would not follow them anyway) so the Location header stays small.
const MAX_REMEMBERED_ORIGIN = 2048;

/** Spec §6: anonymous → /login remembering the origin (when of a sane length); whom accountsPolicy lets in passes; others go home, or to / for company areas. */
export function decideAccess(actor: Actor | null, rule: AccessRule, origin: string): AccessDecision {
  if (!actor) {
    const remembered = origin.length <= MAX_REMEMBERED_ORIGIN ? `?redirectTo=${encodeURIComponent(origin)}` : "";
    return { allowed: false, redirectTo: `/login${remembered}`, flash: "errors:LOGIN_REQUIRED" };
  }
  if (accountsPolicy.can(actor, "enterArea", rule)) return { allowed: true };
  if (rule.companyOnly && !accountsPolicy.can(actor, "enterArea", { companyOnly: true })) {
    return { allowed: false, redirectTo: "/", flash: "errors:COMPANY_ONLY" };
  }
  return { allowed: false, redirectTo: homePath(actor) };
}
