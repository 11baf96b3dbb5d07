/**
 * Issue 40: the values of assessments that the browser also needs (question kinds and the limits of
 * an assessment's settings). The schema re-exports them; client code imports them from here.
 */
export const QUESTION_KINDS = ["single", "multiple", "true_false"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** The bounds of an assessment's settings, checked by the editor, the use cases and the database. */
export const ASSESSMENT_LIMITS = {
  questionsPerAttempt: { min: 1, max: 50 },
  passingPercent: { min: 1, max: 100 },
  maxAttempts: { min: 1, max: 20 },
  waitMinutes: { min: 0, max: 43_200 },
  timeLimitMinutes: { min: 1, max: 300 },
  optionsPerQuestion: { min: 2, max: 8 },
  questionsPerBank: { max: 200 },
  certificateValidityYears: { min: 1, max: 10 },
} as const;

/** An assessment's settings as stored: questions per attempt, passing score, attempts (null: unlimited), wait, time limit (null: none) and whether the certificate shows its score band. */
export type AssessmentSettings = {
  questionsPerAttempt: number;
  passingPercent: number;
  maxAttempts: number | null;
  waitMinutes: number;
  timeLimitMinutes: number | null;
  showScoreBand: boolean;
};

/** The score bands a certificate may show (when the trainer chooses): from the passing score up. */
export const SCORE_BANDS = ["pass", "merit", "distinction"] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];

/** The band of a score in percent: distinction from 90, merit from 75, pass below. */
export function scoreBand(scorePercent: number): ScoreBand {
  if (scorePercent >= 90) return "distinction";
  if (scorePercent >= 75) return "merit";
  return "pass";
}

/** The days before a certificate's expiry on which its holder is reminded. */
export const EXPIRY_REMINDER_DAYS = [60, 7] as const;

/** Days before a certificate's expiry from which its holder may renew it (pass the assessment again or the renewal course). */
export const RENEWAL_WINDOW_DAYS = 60;
