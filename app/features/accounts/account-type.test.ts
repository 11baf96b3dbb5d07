import { describe, expect, it } from "vitest";
import { deriveAccount, normalizeLevel } from "./account-type";

describe("spec §4 account type", () => {
  it("is an individual with bronze when nothing says otherwise", () => {
    expect(deriveAccount({})).toEqual({ userType: "individual", isAdmin: false, membershipLevel: "bronze", subscriptionTier: "bronze" });
  });

  it.each([
    ["profile user_type company", { profile: { user_type: "company" } }],
    ["metadata user_type company", { metadata: { user_type: "company" } }],
    ["metadata type company", { metadata: { type: "company" } }],
    ["a subscription_tier", { profile: { subscription_tier: "bronze" } }],
    ["a company_name", { profile: { company_name: "Sonido Sur" } }],
    ["an attached company profile", { companyProfileAttached: true }],
  ])("is a company when %s is present", (_label, sources) => {
    expect(deriveAccount(sources).userType).toBe("company");
  });

  it("ignores empty company signals", () => {
    expect(deriveAccount({ profile: { company_name: "", subscription_tier: null }, metadata: { type: "individual" } }).userType).toBe("individual");
  });

  it.each([
    ["GOLD", "gold"],
    [" Silver ", "silver"],
    ["bronze", "bronze"],
    ["platinum", "bronze"],
    [undefined, "bronze"],
    [null, "bronze"],
  ])("lower-cases the level %s to %s", (input, expected) => {
    expect(normalizeLevel(input)).toBe(expected);
    expect(deriveAccount({ profile: { membership_level: input } }).membershipLevel).toBe(expected);
  });

  it.each([
    [{ profile: { is_admin: true } }, true],
    [{ profile: { is_admin: "true" } }, true],
    [{ metadata: { is_admin: true } }, true],
    [{ metadata: { is_admin: "true" } }, true],
    [{ profile: { is_admin: "yes" } }, false],
    [{ profile: { is_admin: false }, metadata: { is_admin: "false" } }, false],
  ])("derives admin from %j as %s", (sources, expected) => {
    expect(deriveAccount(sources).isAdmin).toBe(expected);
  });

  it("lower-cases the company tier and defaults it to bronze", () => {
    expect(deriveAccount({ profile: { subscription_tier: "GOLD" } }).subscriptionTier).toBe("gold");
    expect(deriveAccount({ companyProfileAttached: true }).subscriptionTier).toBe("bronze");
  });
});
