import { describe, expect, it } from "vitest";
import { COMPANY_ONLY_MESSAGE, decideAccess, LOGIN_REQUIRED_MESSAGE, ruleForPath } from "./access";
import { landingPath } from "./landing";
import type { SessionUser } from "./session-user";

function as(partial: Partial<SessionUser>): SessionUser {
  return {
    id: "u",
    email: "u@x.lat",
    displayName: "U",
    userType: "individual",
    isAdmin: false,
    isTrainer: false,
    membershipLevel: "bronze",
    subscriptionTier: "bronze",
    memberNumber: 100001,
    memberSince: "2025-01-01",
    twoFactorEnabled: false,
    profileComplete: true,
    ...partial,
  };
}

const anonymous = null;
const bronze = as({});
const silver = as({ membershipLevel: "silver" });
const gold = as({ membershipLevel: "gold" });
const company = as({ userType: "company" });
const admin = as({ isAdmin: true });

function outcome(user: SessionUser | null, path: string): string {
  const rule = ruleForPath(path);
  if (!rule) return "public";
  const decision = decideAccess(user, rule, path);
  return decision.allowed ? "allowed" : decision.redirectTo;
}

describe("spec §2 post-login landing", () => {
  it("sends admins to /admin before any other role", () => {
    expect(landingPath(as({ isAdmin: true, userType: "company" }))).toBe("/admin");
  });
  it("sends companies to /company and individuals by level", () => {
    expect(landingPath(company)).toBe("/company");
    expect(landingPath(gold)).toBe("/gold-member");
    expect(landingPath(silver)).toBe("/silver-member");
    expect(landingPath(bronze)).toBe("/bronze-member");
    expect(landingPath(null)).toBe("/login");
  });
});

describe("spec §6 access matrix", () => {
  const matrix: [string, Record<string, string>][] = [
    [
      "/admin",
      {
        anonymous: "/login?redirectTo=%2Fadmin",
        bronze: "/bronze-member",
        silver: "/silver-member",
        gold: "/gold-member",
        company: "/company",
        admin: "allowed",
      },
    ],
    [
      "/admin/events/new",
      { anonymous: "/login?redirectTo=%2Fadmin%2Fevents%2Fnew", bronze: "allowed", silver: "allowed", gold: "allowed", company: "allowed", admin: "allowed" },
    ],
    [
      "/gold-member",
      {
        anonymous: "/login?redirectTo=%2Fgold-member",
        bronze: "/bronze-member",
        silver: "/silver-member",
        gold: "allowed",
        company: "/company",
        admin: "allowed",
      },
    ],
    [
      "/silver-member",
      { anonymous: "/login?redirectTo=%2Fsilver-member", bronze: "/bronze-member", silver: "allowed", gold: "allowed", company: "/company", admin: "allowed" },
    ],
    [
      "/bronze-member",
      { anonymous: "/login?redirectTo=%2Fbronze-member", bronze: "allowed", silver: "allowed", gold: "allowed", company: "/company", admin: "allowed" },
    ],
    ["/company", { anonymous: "/login?redirectTo=%2Fcompany", bronze: "/", silver: "/", gold: "/", company: "allowed", admin: "allowed" }],
    ["/company/messages", { anonymous: "/login?redirectTo=%2Fcompany%2Fmessages", bronze: "/", silver: "/", gold: "/", company: "allowed", admin: "allowed" }],
    [
      "/company/profile/change-password",
      {
        anonymous: "/login?redirectTo=%2Fcompany%2Fprofile%2Fchange-password",
        bronze: "allowed",
        silver: "allowed",
        gold: "allowed",
        company: "allowed",
        admin: "allowed",
      },
    ],
    ["/messages", { anonymous: "/login?redirectTo=%2Fmessages", bronze: "allowed", silver: "allowed", gold: "allowed", company: "allowed", admin: "allowed" }],
    [
      "/settings/security/2fa-setup",
      {
        anonymous: "/login?redirectTo=%2Fsettings%2Fsecurity%2F2fa-setup",
        bronze: "allowed",
        silver: "allowed",
        gold: "allowed",
        company: "allowed",
        admin: "allowed",
      },
    ],
  ];
  const users = { anonymous, bronze, silver, gold, company, admin };
  for (const [path, expected] of matrix) {
    for (const [name, result] of Object.entries(expected)) {
      it(`${path} for ${name} → ${result}`, () => {
        expect(outcome(users[name as keyof typeof users], path)).toBe(result);
      });
    }
  }

  it("leaves public paths alone", () => {
    expect(ruleForPath("/")).toBeNull();
    expect(ruleForPath("/jobs")).toBeNull();
    expect(ruleForPath("/companyx")).toBeNull();
  });

  it("matches paths case-insensitively and with a trailing slash", () => {
    expect(outcome(bronze, "/Gold-Member/")).toBe("/bronze-member");
  });

  it.each(["/%67old-member", "/gold%2Dmember", "/GOLD%2dMEMBER/", "//gold-member", "/x/../gold-member", "/%2e/gold-member"])(
    "sees through the encoded path %s",
    (path) => {
      expect(outcome(bronze, path)).toBe("/bronze-member");
    },
  );

  it("guards encoded company and admin paths too", () => {
    expect(outcome(bronze, "/%63ompany")).toBe("/");
    expect(outcome(null, "/%61dmin")).toBe("/login?redirectTo=%2F%2561dmin");
  });

  it("explains the redirect with the spec's messages", () => {
    const rule = ruleForPath("/company");
    if (!rule) throw new Error("rule expected");
    expect(decideAccess(null, rule, "/company")).toMatchObject({ message: LOGIN_REQUIRED_MESSAGE });
    expect(decideAccess(bronze, rule, "/company")).toMatchObject({ redirectTo: "/", message: COMPANY_ONLY_MESSAGE });
  });
});
