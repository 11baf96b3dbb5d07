import { describe, expect, it } from "vitest";
import { technicianPageLink } from "./technician-page-link";

const member = { signedIn: true, area: "bronze-member" };
const visitor = { signedIn: false, area: null };

describe("where a technician's card leads", () => {
  it("leads anyone to a public page", () => {
    const person = { id: "u1", handle: "ana-luz", pageVisibility: "public" };
    expect(technicianPageLink(person, visitor)).toBe("/tecnicos/ana-luz");
    expect(technicianPageLink(person, member)).toBe("/tecnicos/ana-luz");
  });

  it("leads only signed-in viewers to a members-only page; a visitor gets no link", () => {
    const person = { id: "u1", handle: "ana-luz", pageVisibility: "members" };
    expect(technicianPageLink(person, member)).toBe("/tecnicos/ana-luz");
    expect(technicianPageLink(person, { signedIn: true, area: "company" })).toBe("/tecnicos/ana-luz");
    expect(technicianPageLink(person, visitor)).toBeNull();
  });

  it("never leads to a hidden page nor to a page without an address: members get the member profile, visitors nothing", () => {
    for (const person of [
      { id: "u1", handle: "ana-luz", pageVisibility: "hidden" },
      { id: "u1", handle: null, pageVisibility: "public" },
      { id: "u1", handle: null, pageVisibility: "members" },
      { id: "u1" },
    ]) {
      expect(technicianPageLink(person, member)).toBe("/bronze-member/user/u1");
      expect(technicianPageLink(person, visitor)).toBeNull();
    }
  });
});
