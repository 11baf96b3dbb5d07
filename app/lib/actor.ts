/** Individual membership levels, lowest first; every individual starts at bronze. */
export const MEMBERSHIP_LEVELS = ["bronze", "silver", "gold"] as const;
export type MembershipLevel = (typeof MEMBERSHIP_LEVELS)[number];
/** Company subscription tiers; every company starts at bronze. */
export const SUBSCRIPTION_TIERS = ["bronze", "silver", "gold"] as const;
export type UserType = "individual" | "company";

/** The signed-in person or company acting in a request (spec §3 Session user), the same shape everywhere. */
export type Actor = {
  id: string;
  email: string;
  displayName: string;
  userType: UserType;
  isAdmin: boolean;
  isTrainer: boolean;
  membershipLevel: MembershipLevel;
  subscriptionTier: string;
  memberNumber: number | null;
  memberSince: string | null;
  twoFactorEnabled: boolean;
  profileComplete: boolean;
  /** The better-auth session the request was made with. */
  sessionId: string;
};
