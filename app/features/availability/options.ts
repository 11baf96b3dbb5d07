// The availability vocabulary screens use (routes may not import the schema): statuses, visibilities and the form's limits.
export { AVAILABILITY_STATUSES, AVAILABILITY_VISIBILITIES, type AvailabilityStatus, type AvailabilityVisibility } from "~/db/availability-values";

/** The limits of a mark: its note, its places, how long one range may be and how far ahead a day may be marked. */
export const AVAILABILITY_LIMITS = {
  note: 120,
  place: 80,
  places: 5,
  /** One range covers at most this many days (a long tour); longer ones are two marks. */
  rangeDays: 366,
  /** The furthest day one may mark, counted from today. */
  aheadDays: 550,
  /** A weekend repeat covers at most this many weekends (half a year). */
  weekends: 26,
  /** A search window covers at most this many days. */
  searchDays: 31,
} as const;

/** The phone's one-tap marks: free or busy this weekend (from today when it is already under way), free today. */
export const QUICK_MARKS = ["free-weekend", "busy-weekend", "free-today"] as const;
