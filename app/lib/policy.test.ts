import { describe, expect, it } from "vitest";
import { type TestRoles, testActor } from "../../tests/actors";
import { AppError } from "./errors";
import { definePolicy, type PolicyActor, roles } from "./policy";

const person = (fields: Partial<PolicyActor> = {}): PolicyActor => ({
  id: "ana",
  userType: "individual",
  isAdmin: false,
  isTrainer: false,
  membershipLevel: "bronze",
  ...fields,
});

const policy = definePolicy({
  editOwn: { allows: (actor: PolicyActor, thing: { ownerId: string }) => actor.id === thing.ownerId, refusal: { key: "JOB_FORBIDDEN", status: 403 } },
  publish: { allows: (actor: PolicyActor) => roles.isCompany(actor), refusal: { key: "COMPANY_ONLY", status: 403 } },
});

const signedIn = (fields: TestRoles = {}) => testActor({ id: "ana", ...fields });

describe("definePolicy", () => {
  it("answers screens with can: nobody signed in may do nothing", () => {
    expect(policy.can(signedIn(), "editOwn", { ownerId: "ana" })).toBe(true);
    expect(policy.can(signedIn(), "editOwn", { ownerId: "beto" })).toBe(false);
    expect(policy.can(null, "publish")).toBe(false);
    expect(policy.can(signedIn({ userType: "company" }), "publish")).toBe(true);
  });

  it("guards use cases with authorize: the actor back, the rule's error, or 401 for nobody", () => {
    const ana = signedIn();
    expect(policy.authorize(ana, "editOwn", { ownerId: "ana" })).toBe(ana);
    expect(() => policy.authorize(ana, "publish")).toThrow(expect.objectContaining({ key: "COMPANY_ONLY", status: 403 }));
    expect(() => policy.authorize(null, "publish")).toThrow(AppError);
    expect(() => policy.authorize(null, "publish")).toThrow(expect.objectContaining({ key: "LOGIN_REQUIRED", status: 401 }));
  });
});

describe("roles", () => {
  it("orders the membership levels bronze < silver < gold, for individuals only", () => {
    expect(roles.hasLevel(person({ membershipLevel: "silver" }), "silver")).toBe(true);
    expect(roles.hasLevel(person({ membershipLevel: "silver" }), "gold")).toBe(false);
    expect(roles.hasLevel(person({ membershipLevel: "gold" }), "bronze")).toBe(true);
    expect(roles.hasLevel(person({ userType: "company", membershipLevel: "gold" }), "bronze")).toBe(false);
    expect(roles.isTrainer(person({ isTrainer: true }))).toBe(true);
    expect(roles.isTrainer(person({ userType: "company", isTrainer: true }))).toBe(false);
  });
});
