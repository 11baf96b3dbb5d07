import type { QuestionKind } from "~/db/assessment-values";
import type { DrawnQuestion } from "~/db/schema/assessments";
import { type Answers, answeredRight } from "./assessment-grading";

/** A question as the member sees it while taking an attempt: no right answers, no explanation. */
export type QuestionToAnswer = { id: number; kind: QuestionKind; prompt: string; options: { id: string; text: string }[] };

/** An open attempt on the member's screen: the questions, the answers saved so far and the server's deadline (ISO, null: no limit). */
export type OpenAttempt = { id: string; number: number; questions: QuestionToAnswer[]; answers: Answers; deadlineAt: string | null };

/** One question of a graded attempt: what was chosen, the right options, whether it scored and the explanation. */
export type GradedQuestion = QuestionToAnswer & { chosen: string[]; correct: string[]; right: boolean; explanation: string };

/** A graded attempt with its questions (shown only when no attempt is open, so nothing helps a running one). */
export type GradedAttempt = {
  id: string;
  number: number;
  scorePercent: number;
  passed: boolean;
  timedOut: boolean;
  gradedAt: string;
  right: number;
  questions: GradedQuestion[];
};

/** One line of the member's attempt history. */
export type AttemptSummary = {
  number: number;
  startedAt: string;
  gradedAt: string | null;
  scorePercent: number | null;
  passed: boolean | null;
  timedOut: boolean;
};

/** Why the member may not start an attempt now (null: she may), with what the screen says about it. */
export type StartBlock =
  | { reason: "not_ready" }
  | { reason: "passed" }
  | { reason: "no_attempts_left"; used: number }
  | { reason: "wait"; until: string }
  | { reason: "renewal_not_yet"; from: string };

/** The member's assessment page: the course, the settings, the history and either the open attempt, the last result or whether she may start. */
export type AssessmentPage = {
  course: { slug: string; title: string };
  lesson: { id: number; title: string } | null;
  settings: { questionsPerAttempt: number; passingPercent: number; maxAttempts: number | null; waitMinutes: number; timeLimitMinutes: number | null };
  attempts: AttemptSummary[];
  attemptsUsed: number;
  open: OpenAttempt | null;
  lastResult: GradedAttempt | null;
  block: StartBlock | null;
  lessonsDone: number;
  lessonCount: number;
  certificateId: string | null;
};

/** Where a member stands with an assessment: whether one is passed and the best passing score. */
export type AssessmentEntry = { passed: boolean; scorePercent: number | null };

/** A drawn question without what only the server may read before grading. */
export function questionToAnswer(question: DrawnQuestion): QuestionToAnswer {
  return { id: question.questionId, kind: question.kind, prompt: question.prompt, options: question.options.map(({ id, text }) => ({ id, text })) };
}

/** A graded question as the result screen shows it. */
export function gradedQuestion(question: DrawnQuestion, answers: Answers): GradedQuestion {
  const chosen = answers[String(question.questionId)] ?? [];
  return { ...questionToAnswer(question), chosen, correct: [...question.correct], right: answeredRight(question, chosen), explanation: question.explanation };
}
