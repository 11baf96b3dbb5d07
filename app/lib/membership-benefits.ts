import type { MembershipLevel } from "./actor";
import { type PolicyActor, roles } from "./policy";

/** Member content that carries a minimum level: a course, a library document, an event or an article of level L opens to members of level L and above. */
export type LevelledContent = "courses" | "library" | "events" | "news";

/**
 * What membership gives an individual, each benefit from the lowest level that has it (every higher
 * level keeps it), in the order /membership lists them. The one table the page is written from and the
 * level rules of the policies read (decision 048), so the page cannot promise what the rules refuse.
 */
export const MEMBERSHIP_BENEFITS = [
  { id: "profile", from: "bronze" },
  { id: "follow", from: "bronze" },
  { id: "apply", from: "bronze" },
  { id: "messages", from: "bronze" },
  { id: "coursesBronze", from: "bronze" },
  { id: "certificates", from: "bronze" },
  { id: "libraryBronze", from: "bronze" },
  { id: "eventsBronze", from: "bronze" },
  { id: "newsBronze", from: "bronze" },
  { id: "coursesSilver", from: "silver" },
  { id: "librarySilver", from: "silver" },
  { id: "eventsSilver", from: "silver" },
  { id: "newsSilver", from: "silver" },
  { id: "coursesGold", from: "gold" },
  { id: "libraryGold", from: "gold" },
  { id: "eventsGold", from: "gold" },
  { id: "newsGold", from: "gold" },
  { id: "searchPriority", from: "gold" },
  { id: "goldBadge", from: "gold" },
  { id: "offerCv", from: "gold" },
] as const satisfies ReadonlyArray<{ id: string; from: MembershipLevel }>;

export type MembershipBenefit = (typeof MEMBERSHIP_BENEFITS)[number]["id"];

const LEVEL_NAME = { bronze: "Bronze", silver: "Silver", gold: "Gold" } as const;

/** The lowest level that has a benefit. */
export function benefitLevel(benefit: MembershipBenefit): MembershipLevel {
  return MEMBERSHIP_BENEFITS.find((row) => row.id === benefit)?.from ?? "gold";
}

/** The benefits a level adds to the one below it, in the page's order. */
export function benefitsAddedAt(level: MembershipLevel): MembershipBenefit[] {
  return MEMBERSHIP_BENEFITS.filter((row) => row.from === level).map((row) => row.id);
}

/** The benefit that opens member content of a level (a silver course: 'coursesSilver'). */
export function contentBenefit(kind: LevelledContent, level: MembershipLevel): MembershipBenefit {
  return `${kind}${LEVEL_NAME[level]}` as MembershipBenefit;
}

/** Whether an account has a membership benefit: an individual whose level reaches the benefit's. */
export function hasBenefit(actor: Pick<PolicyActor, "userType" | "membershipLevel">, benefit: MembershipBenefit): boolean {
  return roles.hasLevel(actor, benefitLevel(benefit));
}
