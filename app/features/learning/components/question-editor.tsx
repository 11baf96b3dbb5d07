import { useId, useState } from "react";
import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import type { EditorFailure } from "~/components/ui/form-parts";
import { Link } from "~/components/ui/link";
import { SelectField } from "~/components/ui/select-field";
import { TextAreaField } from "~/components/ui/text-area-field";
import { ASSESSMENT_LIMITS, QUESTION_KINDS, type QuestionKind } from "~/db/assessment-values";
import { useTranslation } from "~/lib/i18n/react";
import type { EditableQuestion } from "../question-input";

const OPTION_SLOTS = ASSESSMENT_LIMITS.optionsPerQuestion.max;
/** The form's option rows, named by their field (a stable key each). */
const SLOT_NAMES = Array.from({ length: OPTION_SLOTS }, (_, index) => `option${index}`);
const OPTION_LENGTH = 200;
const PROMPT_LENGTH = 500;
const EXPLANATION_LENGTH = 1000;

/** What the form shows: after a refusal what was typed, otherwise the stored question (or an empty one). */
function formState(question: EditableQuestion | null, typed: Record<string, string> | undefined) {
  if (typed) {
    const kind = QUESTION_KINDS.find((value) => value === typed.kind) ?? "single";
    return {
      kind,
      prompt: typed.prompt ?? "",
      explanation: typed.explanation ?? "",
      options: Array.from({ length: OPTION_SLOTS }, (_, index) => typed[`option${index}`] ?? ""),
      correct: Array.from({ length: OPTION_SLOTS }, (_, index) => typed[`correct${index}`] === "on" || typed.correct === String(index)),
    };
  }
  const options = question?.options ?? [];
  return {
    kind: question?.kind ?? ("single" as QuestionKind),
    prompt: question?.prompt ?? "",
    explanation: question?.explanation ?? "",
    options: Array.from({ length: OPTION_SLOTS }, (_, index) => (question?.kind === "true_false" ? "" : (options[index]?.text ?? ""))),
    correct: Array.from({ length: OPTION_SLOTS }, (_, index) => options[index]?.correct ?? false),
  };
}

/**
 * A question's form: its kind, prompt, options (2–8, the right ones marked: one for single choice and
 * true/false, any for multiple choice) and the explanation shown after grading. Every control is labelled;
 * the refused field's message is announced.
 */
export function QuestionEditor({
  question,
  number,
  failure,
  busy,
  cancelTo,
}: {
  question: EditableQuestion | null;
  number: number | null;
  failure: EditorFailure;
  busy: boolean;
  cancelTo: string;
}) {
  const { t } = useTranslation("assessmentEditor");
  const initial = formState(question, failure?.values);
  const [kind, setKind] = useState<QuestionKind>(initial.kind);
  const id = useId();
  const invalid = (name: string) => (failure?.field === name ? failure.error : undefined);
  const optionsError = invalid("options") ?? invalid("correct");
  const hint = kind === "multiple" ? t("multipleHint") : kind === "true_false" ? t("trueFalseHint") : t("singleHint");
  return (
    <Form method="post" className="mt-4 grid gap-4 rounded-xl border border-slate-300 p-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {number === null ? t("newQuestion") : t("editQuestion", { number })}
      </h3>
      <input type="hidden" name="intent" value="question" />
      {question ? <input type="hidden" name="questionId" value={question.id} /> : null}
      {failure ? <Alert tone="error">{failure.error}</Alert> : null}
      <SelectField
        label={t("kind")}
        name="kind"
        value={kind}
        onChange={(event) => setKind(QUESTION_KINDS.find((value) => value === event.target.value) ?? "single")}
        options={QUESTION_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        error={invalid("kind")}
      />
      <TextAreaField label={t("prompt")} name="prompt" rows={3} required maxLength={PROMPT_LENGTH} defaultValue={initial.prompt} error={invalid("prompt")} />
      <fieldset className="grid gap-2" aria-describedby={`${id}-hint${optionsError ? ` ${id}-error` : ""}`}>
        <legend className="text-sm font-medium text-slate-800">{t("options")}</legend>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {kind === "true_false" ? hint : `${t("optionsHint")} ${hint}`}
        </p>
        {kind === "true_false"
          ? (["true", "false"] as const).map((answer, index) => (
              <label key={answer} className="flex items-center gap-2">
                <input type="radio" name="correct" value={index} defaultChecked={initial.correct[index]} className="h-4 w-4" />
                {t(answer)}
              </label>
            ))
          : SLOT_NAMES.map((slot, index) => (
              <div key={`${kind}-${slot}`} className="flex items-center gap-2">
                <input
                  type={kind === "multiple" ? "checkbox" : "radio"}
                  name={kind === "multiple" ? `correct${index}` : "correct"}
                  value={kind === "multiple" ? "on" : index}
                  defaultChecked={initial.correct[index]}
                  aria-label={t("correctOption", { number: index + 1 })}
                  className="h-4 w-4 shrink-0"
                />
                <input
                  name={slot}
                  defaultValue={initial.options[index]}
                  maxLength={OPTION_LENGTH}
                  aria-label={t("option", { number: index + 1 })}
                  placeholder={t("option", { number: index + 1 })}
                  aria-invalid={optionsError ? true : undefined}
                  className="block w-full min-w-0 rounded-md border border-slate-400 px-3 py-2 text-ink"
                />
              </div>
            ))}
        {optionsError ? (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {optionsError}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        label={t("explanation")}
        name="explanation"
        rows={3}
        maxLength={EXPLANATION_LENGTH}
        hint={t("explanationHint")}
        defaultValue={initial.explanation}
        error={invalid("explanation")}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {t("saveQuestion")}
        </Button>
        <Link to={cancelTo} className="font-semibold text-brand-700 underline">
          {t("cancel")}
        </Link>
      </div>
    </Form>
  );
}
