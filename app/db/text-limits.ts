/**
 * The text lengths the database enforces as well as the code (decision 021), in code points: the
 * schema builds its `char_length` check constraints from these numbers and the use cases validate
 * with them, and `tests/integration/text-limits.test.ts` compares them with the migrated
 * database's constraints, so the two can never count differently again. Keyed by `table.column`.
 */
export const DATABASE_TEXT_LIMITS = {
  "assessment_questions.explanation": { max: 1000 },
  "assessment_questions.prompt": { min: 3, max: 500 },
  "availability_ranges.note": { max: 120 },
  "booking_reviews.body": { max: 1000 },
  "booking_reviews.hidden_reason": { max: 500 },
  "booking_reviews.reply": { max: 1000 },
  "bookings.cancel_reason": { max: 500 },
  "bookings.decline_reason": { max: 500 },
  "bookings.notes": { max: 1000 },
  "bookings.production": { min: 1, max: 120 },
  "course_reviews.body": { min: 10, max: 1000 },
  "course_reviews.hidden_reason": { max: 500 },
  "course_reviews.reply": { max: 1000 },
  "job_alerts.q": { min: 2, max: 100 },
  "message_files.file_name": { min: 1, max: 200 },
  "job_applications.cover_letter": { max: 5000 },
  "push_subscriptions.endpoint": { max: 2048 },
  "push_subscriptions.label": { max: 100 },
  "reports.details": { max: 1000 },
  "talent_list_members.note": { max: 1000 },
  "talent_lists.name": { min: 1, max: 80 },
  "talent_notes.note": { min: 1, max: 2000 },
  "talent_searches.name": { min: 1, max: 80 },
  "talent_searches.q": { max: 100 },
} as const satisfies Record<string, { min?: number; max: number }>;
