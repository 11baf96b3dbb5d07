import type { Actor, MembershipLevel } from "~/lib/actor";
import { rolesOf } from "~/lib/actor-roles";
import { definePolicy, type PolicyActor, roles } from "~/lib/policy";

/**
 * Who may do what with membership levels (issue 25 §2): an individual asks for a level above their
 * own (companies' subscriptions are changed by the team); admins decide the requests.
 */
export const membershipPolicy = definePolicy({
  /** Asking for a level at all: individuals. */
  askForLevel: {
    allows: (actor: PolicyActor) => roles.isIndividual(actor),
    refusal: { key: "LEVEL_REQUEST_INDIVIDUALS", status: 403 },
  },
  /** Asking for this level: one above the member's own. */
  askForThisLevel: {
    allows: (actor: PolicyActor, level: MembershipLevel) => roles.isIndividual(actor) && !roles.hasLevel(actor, level),
    refusal: { key: "LEVEL_REQUEST_NOT_HIGHER", status: 409 },
  },
  /** The queue of requests, approving and refusing them: admins. */
  decideLevelRequests: {
    allows: (actor: PolicyActor) => roles.isAdmin(actor),
    refusal: { key: "ADMIN_ONLY", status: 403 },
  },
});

/** The membership level the actor holds, as their profile says (every account starts at bronze): what a screen shows and a level request starts from. */
export function heldLevel(actor: Actor): MembershipLevel {
  return rolesOf(actor).membershipLevel;
}
