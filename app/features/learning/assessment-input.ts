import { ASSESSMENT_LIMITS, type AssessmentSettings } from "~/db/assessment-values";

export type { AssessmentSettings } from "~/db/assessment-values";

import { AppError, type ErrorKey } from "~/lib/errors";

/** An assessment's settings as a form (or a caller) posts them: numbers or their text, a checkbox 'on'. */
export type AssessmentSettingsInput = Record<string, unknown>;

/** The text of a posted value ("" when it is missing), trimmed. */
function posted(value: unknown): string {
  if (typeof value === "number") return String(value);
  return typeof value === "string" ? value.trim() : "";
}

/**
 * A whole number within `bounds` (empty: `empty`, or a refusal when the field is required); any other
 * value is a 400 with `key`, its bounds and the field's name.
 */
export function boundedWhole(value: unknown, bounds: { min: number; max: number }, key: ErrorKey, field: string, empty?: number | null): number | null {
  const text = posted(value);
  if (text === "" && empty !== undefined) return empty;
  const number = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(number) || number < bounds.min || number > bounds.max) throw new AppError(key, 400, { min: bounds.min, max: bounds.max }, field);
  return number;
}

/** A checkbox or a boolean: true only when ticked ('on') or true. */
function ticked(value: unknown): boolean {
  return value === true || value === "on" || value === "true";
}

/**
 * Checks an assessment's settings: questions per attempt, passing percent, attempts (empty: unlimited),
 * wait minutes (empty: none), time limit (empty: none) and, for a course's graded assessment only,
 * whether the certificate shows the score band. The first wrong field is a 400 naming it with its bounds.
 */
export function assessmentSettings(input: AssessmentSettingsInput, graded: boolean): AssessmentSettings {
  const limits = ASSESSMENT_LIMITS;
  return {
    questionsPerAttempt: boundedWhole(
      input.questionsPerAttempt,
      limits.questionsPerAttempt,
      "ASSESSMENT_QUESTIONS_PER_ATTEMPT_INVALID",
      "questionsPerAttempt",
    ) as number,
    passingPercent: boundedWhole(input.passingPercent, limits.passingPercent, "ASSESSMENT_PASSING_INVALID", "passingPercent") as number,
    maxAttempts: boundedWhole(input.maxAttempts, limits.maxAttempts, "ASSESSMENT_ATTEMPTS_INVALID", "maxAttempts", null),
    waitMinutes: boundedWhole(input.waitMinutes, limits.waitMinutes, "ASSESSMENT_WAIT_INVALID", "waitMinutes", 0) as number,
    timeLimitMinutes: boundedWhole(input.timeLimitMinutes, limits.timeLimitMinutes, "ASSESSMENT_TIME_LIMIT_INVALID", "timeLimitMinutes", null),
    showScoreBand: graded && ticked(input.showScoreBand),
  };
}
