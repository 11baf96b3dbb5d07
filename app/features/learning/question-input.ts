import { ASSESSMENT_LIMITS, QUESTION_KINDS, type QuestionKind } from "~/db/assessment-values";
import { DATABASE_TEXT_LIMITS } from "~/db/text-limits";
import { AppError } from "~/lib/errors";
import { textLength } from "~/lib/text";
import { cleanText } from "~/lib/text-input";

/** The lengths a question's texts may have (code points). */
export const QUESTION_LIMITS = {
  prompt: DATABASE_TEXT_LIMITS["assessment_questions.prompt"],
  explanation: DATABASE_TEXT_LIMITS["assessment_questions.explanation"].max,
  option: 200,
  options: ASSESSMENT_LIMITS.optionsPerQuestion,
} as const;

/** The two options of a true/false question, in this order: their ids are fixed ("true", "false"). */
export const TRUE_FALSE_IDS = ["true", "false"] as const;
/** The stored texts of a true/false question's two options (the member's page translates them by id). */
const TRUE_FALSE_TEXTS = ["Verdadero", "Falso"] as const;

/** A checked question: its kind, texts and options (true/false: exactly the two fixed ones). */
export type QuestionFields = {
  kind: QuestionKind;
  prompt: string;
  explanation: string;
  options: { text: string; correct: boolean }[];
};

/** A bank question as its trainer edits it (right answers included: only the course's editors read it). */
export type EditableQuestion = {
  id: number;
  kind: QuestionKind;
  prompt: string;
  explanation: string;
  options: { id: string; text: string; correct: boolean }[];
};

/**
 * A question as a caller posts it: `kind`, `prompt`, `explanation`, and either `options` ({text, correct}[])
 * or the form's fields `option0`…`option7` with `correct` (the index of the one right option) and/or
 * `correct0`…`correct7` ('on' for each right option). A true/false question's options are
 * Verdadero (index 0) and Falso (index 1): only which one is right counts.
 */
export type QuestionInput = Record<string, unknown>;

function ticked(value: unknown): boolean {
  return value === true || value === "on";
}

/** The options as posted, in order, blank form rows left out (a blank row's mark goes with it). */
function postedOptions(input: QuestionInput, kind: QuestionKind): { text: string; correct: boolean }[] {
  const chosen = typeof input.correct === "string" && /^\d$/.test(input.correct) ? Number(input.correct) : -1;
  if (Array.isArray(input.options)) {
    return input.options.map((option: unknown, index) => {
      const item = (option ?? {}) as { text?: unknown; correct?: unknown };
      return { text: cleanText(item.text, "line", "options"), correct: ticked(item.correct) || index === chosen };
    });
  }
  const count = kind === "true_false" ? TRUE_FALSE_IDS.length : QUESTION_LIMITS.options.max;
  const rows = Array.from({ length: count }, (_, index) => ({
    text: kind === "true_false" ? TRUE_FALSE_IDS[index] : cleanText(input[`option${index}`], "line", "options"),
    correct: ticked(input[`correct${index}`]) || index === chosen,
  }));
  return rows.filter((row) => row.text !== "");
}

/**
 * Checks a question: a known kind, a prompt of 3–500 characters, an explanation up to 1000, 2–8 options
 * of up to 200 characters (true/false: the two fixed ones), and the right answers its kind allows (one for
 * single choice and true/false, at least one for multiple choice). The first problem is a 400 naming its field.
 */
export function questionFields(input: QuestionInput): QuestionFields {
  const kind = QUESTION_KINDS.find((value) => value === input.kind);
  if (!kind) throw new AppError("QUESTION_KIND_INVALID", 400, {}, "kind");
  const prompt = cleanText(input.prompt, "multiline", "prompt");
  const promptLength = textLength(prompt);
  if (promptLength < QUESTION_LIMITS.prompt.min || promptLength > QUESTION_LIMITS.prompt.max) {
    throw new AppError("QUESTION_PROMPT_INVALID", 400, { min: QUESTION_LIMITS.prompt.min, max: QUESTION_LIMITS.prompt.max }, "prompt");
  }
  const explanation = cleanText(input.explanation, "multiline", "explanation");
  if (textLength(explanation) > QUESTION_LIMITS.explanation) {
    throw new AppError("QUESTION_EXPLANATION_TOO_LONG", 400, { max: QUESTION_LIMITS.explanation }, "explanation");
  }
  const options = postedOptions(input, kind);
  const { min, max } = QUESTION_LIMITS.options;
  const fits = kind === "true_false" ? options.length === 2 : options.length >= min && options.length <= max;
  if (!fits || options.some((option) => option.text === "" || textLength(option.text) > QUESTION_LIMITS.option)) {
    throw new AppError("QUESTION_OPTIONS_INVALID", 400, { min, max }, "options");
  }
  const right = options.filter((option) => option.correct).length;
  if (kind === "multiple" ? right < 1 : right !== 1) throw new AppError("QUESTION_CORRECT_INVALID", 400, {}, "correct");
  if (kind === "true_false")
    return { kind, prompt, explanation, options: options.map((option, index) => ({ text: TRUE_FALSE_TEXTS[index] ?? "", correct: option.correct })) };
  return { kind, prompt, explanation, options };
}
