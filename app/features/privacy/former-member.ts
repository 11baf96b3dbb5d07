/** The ids of former members' accounts start with this: a random id per erased account, unlinkable to the person. */
export const FORMER_MEMBER_PREFIX = "ex-miembro-";

/** Whether an account id is a former member's (an erased account whose messages stayed with others). */
export function isFormerMember(id: string): boolean {
  return id.startsWith(FORMER_MEMBER_PREFIX);
}
