import { siteParams } from "~/lib/i18n/site-params";

/** How a former member is named where their messages stay for others, and in the rows that named them (issue 25 §1): 'Ex-miembro de' the instance's name. */
export function formerMemberName(): string {
  return `Ex-miembro de ${siteParams().siteName}`;
}
/** The ids of former members' accounts start with this: a random id per erased account, unlinkable to the person. */
export const FORMER_MEMBER_PREFIX = "ex-miembro-";

/** Whether an account id is a former member's (an erased account whose messages stayed with others). */
export function isFormerMember(id: string): boolean {
  return id.startsWith(FORMER_MEMBER_PREFIX);
}
