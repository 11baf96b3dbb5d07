import type { MembershipLevel, UserType } from "./account-type";

/** The signed-in user as every loader, action and screen sees it (spec §3 Session user). */
export type SessionUser = {
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
};
