import { type Actor, type ActorIdentity, type ActorRoles, actorWithRoles } from "~/lib/actor";
import { rolesOf } from "~/lib/actor-roles";

/** The roles of a test actor: a bronze individual unless told otherwise. */
export type TestRoles = Partial<ActorRoles> & { id?: string };

/** An actor as the session resolution builds it, without a database: a bronze individual with the given roles and identity. */
export function testActor(roles: TestRoles = {}, identity: Partial<ActorIdentity> = {}): Actor {
  const { id = "u", ...held } = roles;
  return actorWithRoles(
    {
      id,
      email: `${id}@x.lat`,
      displayName: "U",
      memberNumber: 100001,
      memberSince: "2025-01-01",
      twoFactorEnabled: false,
      profileComplete: true,
      sessionId: "s",
      ...identity,
    },
    { userType: "individual", isAdmin: false, isTrainer: false, membershipLevel: "bronze", subscriptionTier: "bronze", ...held },
  );
}

/** The same actor with some roles changed (tests only: the app never changes an actor's roles). */
export function withChangedRoles(actor: Actor, changed: Partial<ActorRoles>): Actor {
  return actorWithRoles(actor, { ...rolesOf(actor), ...changed });
}

/** The roles an actor holds, for tests that check what the session resolution read. */
export const heldRoles = rolesOf;
