import type { Actor, MembershipLevel, UserType } from "~/lib/actor";
import { rolesOf } from "~/lib/actor-roles";
import { definePolicy, type PolicyActor, roles } from "~/lib/policy";
import type { AccessRule } from "./access";

const LEVEL_HOME: Record<MembershipLevel, string> = { gold: "/gold-member", silver: "/silver-member", bronze: "/bronze-member" };

/** Whether an actor meets one spec §6 area rule: admins meet every rule; then the company-only mark, the account types and the levels. */
function meetsRule(actor: PolicyActor, rule: AccessRule): boolean {
  if (roles.isAdmin(actor)) return true;
  if (rule.companyOnly && !roles.isCompany(actor)) return false;
  if (rule.userTypes && !(rule.userTypes as readonly UserType[]).includes(actor.userType)) return false;
  return !rule.levels || (roles.isIndividual(actor) && (rule.levels as readonly MembershipLevel[]).includes(actor.membershipLevel));
}

/**
 * Who may enter which part of the site (spec §6, the guard layouts of routes.ts) and who administers
 * the accounts (the members table: roles, levels, tiers): the admins.
 */
export const accountsPolicy = definePolicy({
  /** Entering an area guarded by `rule`; the guard answers a refusal with a redirect (access.ts), never with this error. */
  enterArea: {
    allows: (actor: PolicyActor, rule: AccessRule) => meetsRule(actor, rule),
    refusal: { key: "NOT_FOUND", status: 404 },
  },
  /** The members table, and changing an account's roles, level or tier: the admins. */
  administerAccounts: {
    allows: (actor: PolicyActor) => roles.isAdmin(actor),
    refusal: { key: "ADMIN_ONLY", status: 403 },
  },
});

/** Spec §6 home of a signed-in account: a company's is /company, an individual's the home of their level. */
export function homePath(actor: Actor): string {
  const held = rolesOf(actor);
  return roles.isCompany(held) ? "/company" : LEVEL_HOME[held.membershipLevel];
}

/** The level a member's home shows (bronze, silver, gold), or the subscription tier on a company's home. */
export function shownLevel(actor: Actor, area: "member" | "company"): string {
  const held = rolesOf(actor);
  return area === "company" ? held.subscriptionTier : held.membershipLevel;
}

/** Whether a stored account (its auth row, for a reaction about it that has no actor) is a company's: its kind says so, or it carries the company mark. */
export function isCompanyAccount(account: { userType: string; isCompany: boolean } | undefined): boolean {
  return Boolean(account?.isCompany) || account?.userType === "company";
}
