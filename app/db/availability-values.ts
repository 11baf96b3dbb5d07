/** The availability tables' words (issue 27, issue 39), without the tables: what forms and screens in the browser may import. */

/** What a technician says about a day: free, maybe free, or taken. No mark means unknown. */
export const AVAILABILITY_STATUSES = ["available", "tentative", "busy"] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];
/** Who may see a technician's calendar besides themselves (visitors never do). */
export const AVAILABILITY_VISIBILITIES = ["companies", "members", "nobody"] as const;
export type AvailabilityVisibility = (typeof AVAILABILITY_VISIBILITIES)[number];

/** Whether a booking holds a technician's days as an option or as confirmed work. */
export const HOLD_KINDS = ["option", "confirmed"] as const;
export type HoldKind = (typeof HOLD_KINDS)[number];
