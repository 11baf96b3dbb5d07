import { type Actor, type ActorRoles, MEMBERSHIP_LEVELS, type MembershipLevel } from "./actor";
import { policyView } from "./actor-roles";
import { AppError, type ErrorKey } from "./errors";

/**
 * What a policy rule knows of the one acting: the id and the roles of spec §6, never a database row.
 * An Actor is not a PolicyActor: `definePolicy` hands its rules this view (lib/actor-roles), so rules are where roles are read.
 */
export type PolicyActor = Pick<Actor, "id"> & Pick<ActorRoles, "userType" | "isAdmin" | "isTrainer" | "membershipLevel">;

/** One action of a policy: who may do it to which resource, and the catalog error a refusal answers with. */
export type PolicyRule<Resource> = {
  allows: (actor: PolicyActor, resource: Resource) => boolean;
  refusal: { key: ErrorKey; status: 403 | 404 | 409 | 429 };
};

/** The resource argument of a rule, or none for an action without a resource. */
type ResourceArgs<Rule> = Rule extends { allows: (actor: PolicyActor, ...resource: infer Resource) => boolean } ? Resource : never;

/** A feature's policy: `can` answers a screen (hide a button, explain a rule), `authorize` guards a use case. */
export type Policy<Rules extends Record<string, PolicyRule<never>>> = {
  /** Whether `actor` may do `action` (to `resource`); nobody signed in may do nothing. */
  can<Action extends keyof Rules & string>(actor: Actor | null, action: Action, ...resource: ResourceArgs<Rules[Action]>): boolean;
  /** The actor when `action` is allowed; otherwise the rule's AppError (401 'Debes iniciar sesión…' when nobody is signed in). */
  authorize<A extends Actor, Action extends keyof Rules & string>(actor: A | null, action: Action, ...resource: ResourceArgs<Rules[Action]>): A;
};

/**
 * Builds a feature's one policy module from its rules (ARCHITECTURE.md rule 12): use cases call
 * `authorize`, screens call `can`, so a rule lives in one place for both.
 */
export function definePolicy<Rules extends Record<string, PolicyRule<never>>>(rules: Rules): Policy<Rules> {
  const allows = (actor: Actor, action: keyof Rules, resource: unknown[]) => rules[action].allows(policyView(actor), resource[0] as never);
  return {
    can: (actor, action, ...resource) => actor !== null && allows(actor, action, resource),
    authorize: (actor, action, ...resource) => {
      if (!actor) throw new AppError("LOGIN_REQUIRED", 401);
      if (!allows(actor, action, resource)) throw new AppError(rules[action].refusal.key, rules[action].refusal.status);
      return actor;
    },
  };
}

/** The platform's roles of spec §1 and §6, the vocabulary every feature policy is written in. */
export const roles = {
  isAdmin: (actor: Pick<PolicyActor, "isAdmin">): boolean => actor.isAdmin,
  isCompany: (actor: Pick<PolicyActor, "userType">): boolean => actor.userType === "company",
  isIndividual: (actor: Pick<PolicyActor, "userType">): boolean => actor.userType === "individual",
  isTrainer: (actor: Pick<PolicyActor, "userType" | "isTrainer">): boolean => actor.userType === "individual" && actor.isTrainer,
  /** An individual whose membership is at least `level` (bronze < silver < gold). */
  hasLevel: (actor: Pick<PolicyActor, "userType" | "membershipLevel">, level: MembershipLevel): boolean =>
    actor.userType === "individual" && MEMBERSHIP_LEVELS.indexOf(actor.membershipLevel) >= MEMBERSHIP_LEVELS.indexOf(level),
};
