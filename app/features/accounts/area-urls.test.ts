import { describe, expect, it } from "vitest";
import { areaFromPath, companyProfileUrl, userProfileUrl } from "./area-urls";

describe("area-scoped profile URLs", () => {
  it.each([
    ["/gold-member", "gold-member"],
    ["/silver-member/user/1", "silver-member"],
    ["/company/messages", "company"],
    ["/bronze-member", "bronze-member"],
    ["/member/technicians", "bronze-member"],
    ["/", "bronze-member"],
    ["/profile", "bronze-member"],
  ])("takes the area of %s as %s", (path, area) => {
    expect(areaFromPath(path)).toBe(area);
  });

  it("builds user and company URLs inside the current area", () => {
    expect(userProfileUrl("/gold-member/anything", "u1")).toBe("/gold-member/user/u1");
    expect(companyProfileUrl("/company", "c9")).toBe("/company/company/c9");
    expect(userProfileUrl("/jobs", "u1")).toBe("/bronze-member/user/u1");
  });

  it("encodes ids", () => {
    expect(userProfileUrl("/company", "a/b")).toBe("/company/user/a%2Fb");
  });
});
