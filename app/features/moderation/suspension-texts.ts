/**
 * Issue 25 §4: how long, in code points, what admins and suspended members write may be (the
 * forms state the same numbers). Safe in the browser bundle: the forms read them too.
 */
export const SUSPENSION_TEXTS = {
  /** Why an admin suspends an account, lifts a suspension or keeps it after an appeal: the member reads it by e-mail. */
  reason: { min: 10, max: 1000 },
  /** A suspended member's appeal. */
  appeal: { min: 20, max: 2000 },
} as const;
