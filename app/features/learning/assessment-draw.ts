import { randomInt } from "node:crypto";
import type { QuestionKind } from "~/db/assessment-values";
import type { DrawnQuestion, QuestionOption } from "~/db/schema/assessments";

/** A question of the bank as the draw needs it. */
export type BankQuestion = { id: number; kind: QuestionKind; prompt: string; explanation: string; options: QuestionOption[] };

/** A uniformly random permutation (Fisher–Yates with crypto randomness); the input is left as it was. */
export function shuffled<T>(items: readonly T[], pick: (max: number) => number = randomInt): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = pick(index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * Draws `count` questions of the bank at random, in a random order, each with its options shuffled
 * (true/false keeps "Verdadero" before "Falso"), copying the right option ids and the explanation so
 * later edits of the bank never change the attempt.
 */
export function drawQuestions(bank: readonly BankQuestion[], count: number, pick: (max: number) => number = randomInt): DrawnQuestion[] {
  return shuffled(bank, pick)
    .slice(0, count)
    .map((question) => ({
      questionId: question.id,
      kind: question.kind,
      prompt: question.prompt,
      options: (question.kind === "true_false" ? question.options : shuffled(question.options, pick)).map(({ id, text }) => ({ id, text })),
      correct: question.options.filter((option) => option.correct).map((option) => option.id),
      explanation: question.explanation,
    }));
}
