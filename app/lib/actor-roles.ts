import type { Actor, ActorRoles } from "./actor";

/**
 * The key an actor keeps its roles under (ARCHITECTURE.md rule 12). Only the policy layer imports this
 * module (lib/policy.ts and features' policy.ts, biome.json): everywhere else `actor.isAdmin`,
 * `const { userType } = actor` or `roles.isCompany(actor)` do not compile, because an Actor has no
 * such fields and is not a PolicyActor. A symbol key is also left out of any JSON answer.
 */
export const ROLES: unique symbol = Symbol("actor roles");

/** The roles of an actor (spec §6), for the policy layer only. */
export function rolesOf(actor: Actor): ActorRoles {
  return actor[ROLES];
}

/** The actor as a policy rule sees it: its id and its roles (lib/policy's PolicyActor). */
export function policyView(actor: Actor): Pick<Actor, "id"> & ActorRoles {
  return { id: actor.id, ...actor[ROLES] };
}
