import { MEMBERSHIP_LEVELS, type MembershipLevel, type UserType } from "~/lib/actor";

/** What the spec's derivation reads: profile columns, auth metadata, and whether a company row is attached. */
export type AccountSources = {
  profile?: {
    user_type?: unknown;
    subscription_tier?: unknown;
    company_name?: unknown;
    membership_level?: unknown;
    is_admin?: unknown;
  } | null;
  metadata?: { user_type?: unknown; type?: unknown; is_company?: unknown; is_admin?: unknown } | null;
  companyProfileAttached?: boolean;
};

export type DerivedAccount = {
  userType: UserType;
  isAdmin: boolean;
  membershipLevel: MembershipLevel;
  subscriptionTier: string;
};

const present = (value: unknown) => value !== undefined && value !== null && value !== "";
const isTrue = (value: unknown) => value === true || value === "true";

/** Lower-cases a level; anything unknown or missing is bronze. */
export function normalizeLevel(value: unknown): MembershipLevel {
  const level = typeof value === "string" ? value.trim().toLowerCase() : "";
  return (MEMBERSHIP_LEVELS as readonly string[]).includes(level) ? (level as MembershipLevel) : "bronze";
}

/** Spec §4 Account type: company by any of its signals, else individual; level, tier and admin flag. */
export function deriveAccount({ profile, metadata, companyProfileAttached = false }: AccountSources): DerivedAccount {
  const isCompany =
    profile?.user_type === "company" ||
    metadata?.user_type === "company" ||
    metadata?.type === "company" ||
    present(profile?.subscription_tier) ||
    present(profile?.company_name) ||
    companyProfileAttached;
  const tier = typeof profile?.subscription_tier === "string" && profile.subscription_tier.trim() ? profile.subscription_tier.trim().toLowerCase() : "bronze";
  return {
    userType: isCompany ? "company" : "individual",
    isAdmin: isTrue(profile?.is_admin) || isTrue(metadata?.is_admin),
    membershipLevel: normalizeLevel(profile?.membership_level),
    subscriptionTier: tier,
  };
}
