import { describe, expect, it } from "vitest";
import type { Actor } from "~/lib/actor";
import { testActor, withChangedRoles } from "../../tests/actors";
import { accountLinks } from "./account-links";

const person = testActor({ id: "p", userType: "individual", isAdmin: false, isTrainer: false, membershipLevel: "bronze" });
const company = testActor({ id: "c", userType: "company" });
const paths = (actor: Actor, home: string) => accountLinks(actor, home).map((link) => link.to);

describe("the account menu's pages", () => {
  it("give a member their availability, applications, job alerts and privacy, never a company's pages", () => {
    const links = paths(person, "/bronze-member");
    expect(links).toEqual(
      expect.arrayContaining(["/bronze-member", "/profile", "/profile/availability", "/member/applications", "/member/job-alerts", "/settings/privacy"]),
    );
    expect(links).not.toContain("/company/events");
    expect(links).not.toContain("/company/profile");
  });

  it("give a company its events and its own profile editor, never a member's pages", () => {
    const links = paths(company, "/company");
    expect(links).toEqual(expect.arrayContaining(["/company", "/company/profile", "/company/events", "/settings/privacy", "/settings/security"]));
    for (const memberOnly of ["/profile", "/profile/availability", "/member/applications", "/member/job-alerts"]) expect(links).not.toContain(memberOnly);
  });

  it("give members and companies their bookings (issue 39)", () => {
    expect(paths(person, "/bronze-member")).toContain("/bookings");
    expect(paths(company, "/company")).toContain("/bookings");
  });

  it("give members their training record, and companies (whose staff take courses with their own accounts) none (issue 40)", () => {
    expect(paths(person, "/bronze-member")).toContain("/courses/transcript");
    expect(paths(company, "/company")).not.toContain("/courses/transcript");
  });

  it("give a company its lists of technicians and saved searches, and nobody else (issue 41)", () => {
    expect(paths(company, "/company")).toEqual(expect.arrayContaining(["/company/lists", "/company/searches"]));
    for (const other of [paths(person, "/bronze-member"), paths(withChangedRoles(person, { isAdmin: true }), "/admin")]) {
      expect(other).not.toContain("/company/lists");
      expect(other).not.toContain("/company/searches");
    }
    const labels = Object.fromEntries(accountLinks(company, "/company").map((link) => [link.to, link.label]));
    expect(labels["/company/lists"]).toBe("nav.talentLists");
    expect(labels["/company/searches"]).toBe("nav.savedSearches");
  });

  it("give an admin the events they manage", () => {
    expect(paths(withChangedRoles(person, { isAdmin: true }), "/admin")).toContain("/admin/events");
  });

  it("are labelled with keys of the common catalog", () => {
    expect(accountLinks(company, "/company").find((link) => link.to === "/company/events")?.label).toBe("nav.companyEvents");
  });
});
