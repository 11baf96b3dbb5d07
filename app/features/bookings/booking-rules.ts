/** Issue 39's numbers (decision 065), in one place for the use cases, the screens and the tests. */
export const BOOKING_RULES = {
  /** An option (or an unanswered request) holds until this many days after the request unless the company says otherwise… */
  defaultOptionDays: 7,
  /** …and never longer than this, nor past the first day of work. */
  maxOptionDays: 30,
  /** The longest booking, in days (both ends included). */
  maxDays: 60,
  /** How far ahead a booking may start, in days. */
  maxAheadDays: 730,
  /** A challenged first option's time to confirm or release, in hours: the default and the choices. */
  defaultChallengeHours: 48,
  challengeHours: [24, 48, 72] as const,
  /** A confirming or confirmed booking cancelled less than this many hours before its first day begins (midnight, in the place's time zone) is a late cancellation. */
  lateCancellationHours: 72,
  /** Abuse limits: a company's new requests per 24 hours, and its open requests (unanswered) to one technician. */
  requestsPerDay: 30,
  openRequestsPerTechnician: 3,
  /** Text lengths in code points (the database checks the same: db/text-limits.ts). */
  productionMax: 120,
  venueMax: 120,
  cityMax: 80,
  notesMax: 1000,
  reasonMax: 500,
  /** Page size of the bookings lists. */
  pageSize: 20,
} as const;

/** Reviews (issue 39): both sides' reviews are published when both have written or this many days after the job's last day; writing closes then too. */
export const REVIEW_RULES = {
  publishAfterDays: 14,
  bodyMax: 1000,
  replyMax: 1000,
  hideReasonMax: 500,
  pageSize: 10,
} as const;
