/**
 * The text lengths the database enforces as well as the code (decision 021), in code points: the
 * schema builds its `char_length` check constraints from these numbers and the use cases validate
 * with them, and `tests/integration/text-limits.test.ts` compares them with the migrated
 * database's constraints, so the two can never count differently again. Keyed by `table.column`.
 */
export const DATABASE_TEXT_LIMITS = {
  "availability_ranges.note": { max: 120 },
  "booking_reviews.body": { max: 1000 },
  "booking_reviews.hidden_reason": { max: 500 },
  "booking_reviews.reply": { max: 1000 },
  "bookings.cancel_reason": { max: 500 },
  "bookings.decline_reason": { max: 500 },
  "bookings.notes": { max: 1000 },
  "bookings.production": { min: 1, max: 120 },
  "job_alerts.q": { min: 2, max: 100 },
  "job_applications.cover_letter": { max: 5000 },
  "reports.details": { max: 1000 },
} as const satisfies Record<string, { min?: number; max: number }>;
