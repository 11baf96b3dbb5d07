import { describe, expect, it } from "vitest";
import { eventsPolicy } from "~/features/events/policy";
import { jobsPolicy } from "~/features/jobs/policy";
import { learningPolicy } from "~/features/learning/policy";
import { libraryPolicy } from "~/features/library/policy";
import { readsWholeArticle } from "~/features/news/policy";
import { profilesPolicy } from "~/features/profiles/policy";
import type { Actor } from "~/lib/actor";
import { MEMBERSHIP_LEVELS, type MembershipLevel } from "~/lib/actor";
import { LOCALES } from "~/lib/i18n/locales";
import { serverI18n } from "~/lib/i18n/resources.server";
import { benefitsAddedAt, contentBenefit, hasBenefit, type LevelledContent, MEMBERSHIP_BENEFITS } from "~/lib/membership-benefits";
import { heldRoles, testActor, withChangedRoles } from "../actors";

const member = (membershipLevel: MembershipLevel): Actor =>
  testActor({ id: `m-${membershipLevel}`, userType: "individual", isAdmin: false, isTrainer: false, membershipLevel });
const reaches = (level: MembershipLevel, from: MembershipLevel) => MEMBERSHIP_LEVELS.indexOf(level) >= MEMBERSHIP_LEVELS.indexOf(from);

/** What the policies say a member of a level may do with member content of a level. */
const POLICY: Record<LevelledContent, (actor: Actor, level: MembershipLevel) => boolean> = {
  courses: (actor, minLevel) => learningPolicy.can(actor, "takeCourses") && learningPolicy.can(actor, "enroll", { minLevel }),
  library: (actor, minLevel) => libraryPolicy.can(actor, "download", { minLevel }),
  events: (actor, minLevel) => eventsPolicy.can(actor, "attendAtAll") && eventsPolicy.can(actor, "attend", { minLevel }),
  news: (actor, minLevel) => readsWholeArticle(actor, minLevel === "bronze" ? "members" : minLevel),
};

describe("the membership benefits table is what the policies allow (decision 048)", () => {
  for (const level of MEMBERSHIP_LEVELS) {
    it(`gives a ${level} member exactly the benefits of ${level} and below, as the policies decide`, () => {
      const actor = member(level);
      for (const kind of Object.keys(POLICY) as LevelledContent[]) {
        for (const contentLevel of MEMBERSHIP_LEVELS) {
          const benefit = contentBenefit(kind, contentLevel);
          expect(hasBenefit(heldRoles(actor), benefit), benefit).toBe(reaches(level, contentLevel));
          expect(POLICY[kind](actor, contentLevel), `${kind} of level ${contentLevel} for a ${level} member`).toBe(hasBenefit(heldRoles(actor), benefit));
        }
      }
      expect(profilesPolicy.can(actor, "offerCvToCompanies")).toBe(hasBenefit(heldRoles(actor), "offerCv"));
      expect(profilesPolicy.can(withChangedRoles(actor, { userType: "company" }), "downloadCv", { id: "owner", enabled: true, level })).toBe(
        hasBenefit(heldRoles(actor), "offerCv"),
      );
      expect(jobsPolicy.can(actor, "apply")).toBe(hasBenefit(heldRoles(actor), "apply"));
    });
  }

  it("gives certificates and the technical library from Bronce, as the policies do (not from Plata, as the page once said)", () => {
    expect(benefitsAddedAt("bronze")).toEqual(expect.arrayContaining(["certificates", "coursesBronze", "libraryBronze"]));
    expect(libraryPolicy.can(member("bronze"), "download", { minLevel: "bronze" })).toBe(true);
    expect(learningPolicy.can(member("bronze"), "enroll", { minLevel: "bronze" })).toBe(true);
  });

  it("lists every benefit once, at one level", () => {
    const ids = MEMBERSHIP_BENEFITS.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(MEMBERSHIP_LEVELS.flatMap((level) => benefitsAddedAt(level))).toEqual(ids);
  });

  for (const locale of LOCALES) {
    it(`names every benefit in ${locale}`, () => {
      const { exists } = serverI18n(locale);
      expect(MEMBERSHIP_BENEFITS.filter((row) => !exists(`pages:membership.benefits.${row.id}`)).map((row) => row.id)).toEqual([]);
    });
  }
});
