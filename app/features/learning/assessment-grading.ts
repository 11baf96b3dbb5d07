import type { DrawnQuestion } from "~/db/schema/assessments";
import { AppError } from "~/lib/errors";

/** The member's answers: the chosen option ids per drawn question id. */
export type Answers = Record<string, string[]>;

/** The answers of a form: fields `q.<questionId>` with the chosen option ids (one for single choice and true/false). */
export function answersOfForm(form: FormData): Answers {
  const answers: Answers = {};
  for (const [name, value] of form.entries()) {
    if (!name.startsWith("q.") || typeof value !== "string") continue;
    const key = name.slice(2);
    answers[key] = [...(answers[key] ?? []), value];
  }
  return answers;
}

/**
 * The answers checked against the attempt's drawn questions: every question id is drawn, every
 * option id is one of its options, at most one for single choice and true/false, no repeats;
 * 400 ATTEMPT_ANSWER_INVALID otherwise. Unanswered questions are simply absent.
 */
export function checkedAnswers(questions: readonly DrawnQuestion[], raw: unknown): Answers {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) throw new AppError("ATTEMPT_ANSWER_INVALID", 400);
  const byId = new Map(questions.map((question) => [String(question.questionId), question]));
  const answers: Answers = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const question = byId.get(key);
    if (!question || !Array.isArray(value) || !value.every((id) => typeof id === "string")) throw new AppError("ATTEMPT_ANSWER_INVALID", 400);
    const chosen = [...new Set(value as string[])];
    const known = new Set(question.options.map((option) => option.id));
    if (!chosen.every((id) => known.has(id)) || (question.kind !== "multiple" && chosen.length > 1)) throw new AppError("ATTEMPT_ANSWER_INVALID", 400);
    if (chosen.length > 0) answers[key] = chosen;
  }
  return answers;
}

/** Whether a question was answered right: the chosen set equals the right set exactly (multiple choice is all or nothing). */
export function answeredRight(question: DrawnQuestion, chosen: readonly string[] | undefined): boolean {
  const picked = new Set(chosen ?? []);
  return picked.size === question.correct.length && question.correct.every((id) => picked.has(id));
}

/** The grade of the answers: right answers, the score in percent (rounded) and whether it reaches the passing score. */
export function grade(questions: readonly DrawnQuestion[], answers: Answers, passingPercent: number): { right: number; scorePercent: number; passed: boolean } {
  const right = questions.filter((question) => answeredRight(question, answers[String(question.questionId)])).length;
  const scorePercent = questions.length === 0 ? 0 : Math.round((100 * right) / questions.length);
  return { right, scorePercent, passed: scorePercent >= passingPercent };
}
