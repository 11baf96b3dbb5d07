import { ROLES } from "./actor-roles";

/** Individual membership levels, lowest first; every individual starts at bronze. */
export const MEMBERSHIP_LEVELS = ["bronze", "silver", "gold"] as const;
export type MembershipLevel = (typeof MEMBERSHIP_LEVELS)[number];
/** Company subscription tiers; every company starts at bronze. */
export const SUBSCRIPTION_TIERS = ["bronze", "silver", "gold"] as const;
export type UserType = "individual" | "company";

/** The roles of spec §6 an actor holds; read only by the policy layer (lib/actor-roles, decision 054). */
export type ActorRoles = {
  userType: UserType;
  isAdmin: boolean;
  isTrainer: boolean;
  membershipLevel: MembershipLevel;
  subscriptionTier: string;
};

/** Who the actor is, apart from the roles. */
export type ActorIdentity = {
  id: string;
  email: string;
  /** The actor's name in its stored form (`~/lib/vocabulary/display-name`): shown through `shownText` in the reader's language. */
  displayName: string;
  memberNumber: number | null;
  memberSince: string | null;
  twoFactorEnabled: boolean;
  profileComplete: boolean;
  /** The better-auth session the request was made with. */
  sessionId: string;
};

/**
 * The signed-in person or company acting in a request (spec §3 Session user), the same shape everywhere.
 * Its roles sit under a key only the policy layer can name: outside a policy, ask the feature's policy.
 */
export type Actor = ActorIdentity & { readonly [ROLES]: ActorRoles };

/** The actor of an identity and its roles (built once, where the session is resolved). */
export function actorWithRoles(identity: ActorIdentity, roles: ActorRoles): Actor {
  return { ...identity, [ROLES]: roles };
}
