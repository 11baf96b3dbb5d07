import type { ReviewAuthor } from "~/db/schema/bookings";
import { AppError } from "~/lib/errors";
import { checkedText } from "~/lib/text-input";
import { REVIEW_RULES } from "./booking-rules";
import { REVIEW_CRITERIA } from "./review-criteria";

/** A review as its form sends it, checked: one whole score 1–5 per criterion of the author's side, their mean, and the optional text. */
export type ReviewValues = { scores: Record<string, number>; rating: number; body: string | null };

/** The form field of a criterion's score (`score.punctuality`). */
export function scoreField(criterion: string): string {
  return `score.${criterion}`;
}

/** One score as sent: a whole number from 1 to 5, else null. */
function scoreOf(raw: unknown): number | null {
  const text = typeof raw === "string" || typeof raw === "number" ? String(raw).trim() : "";
  return /^[1-5]$/.test(text) ? Number(text) : null;
}

/**
 * The review form of an author's side (`score.<criterion>` for each of REVIEW_CRITERIA[side], and
 * `body`): 400 REVIEW_SCORES_INVALID naming the first criterion missing or out of 1–5, 400
 * FIELD_TOO_LONG past 1000 code points of text. The rating is the scores' mean, to two decimals.
 */
export function reviewValues(side: ReviewAuthor, values: Record<string, unknown>): ReviewValues {
  const scores: Record<string, number> = {};
  for (const criterion of REVIEW_CRITERIA[side]) {
    const score = scoreOf(values[scoreField(criterion)]);
    if (score === null) throw new AppError("REVIEW_SCORES_INVALID", 400, {}, scoreField(criterion));
    scores[criterion] = score;
  }
  const all = Object.values(scores);
  const rating = Math.round((all.reduce((sum, score) => sum + score, 0) / all.length) * 100) / 100;
  const body = checkedText(values.body, { max: REVIEW_RULES.bodyMax, shape: "multiline" }, "body");
  return { scores, rating, body: body || null };
}

/** A reply to a review as its form sends it: required text of at most 1000 code points (400 REVIEW_REPLY_REQUIRED / FIELD_TOO_LONG naming `reply`). */
export function replyValue(values: Record<string, unknown>): string {
  const reply = checkedText(values.reply, { max: REVIEW_RULES.replyMax, shape: "multiline" }, "reply");
  if (!reply) throw new AppError("REVIEW_REPLY_REQUIRED", 400, {}, "reply");
  return reply;
}

/** An admin's reason to hide a review: required (400 REVIEW_HIDE_REASON_REQUIRED), at most 500 code points. */
export function hideReason(values: Record<string, unknown>): string {
  const reason = checkedText(values.reason, { max: REVIEW_RULES.hideReasonMax, shape: "multiline" }, "reason");
  if (!reason) throw new AppError("REVIEW_HIDE_REASON_REQUIRED", 400, {}, "reason");
  return reason;
}
