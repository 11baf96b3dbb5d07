import { useEffect, useRef, useState } from "react";
import { Form, useFetcher, useNavigation } from "react-router";
import { dateFormatter } from "~/components/ui/format-date";
import { useTranslation } from "~/lib/i18n/react";
import type { OpenAttempt, QuestionToAnswer } from "../attempt-views";

const AUTOSAVE_DELAY_MS = 800;

function remainingText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The time left before the server's deadline, counted in the browser; at zero the attempt hands itself in. */
function Countdown({ deadlineAt, onLapse }: { deadlineAt: string; onLapse: () => void }) {
  const { t, i18n } = useTranslation("assessments");
  const [left, setLeft] = useState<number | null>(null);
  const lapsed = useRef(false);
  useEffect(() => {
    const tick = () => {
      const ms = new Date(deadlineAt).getTime() - Date.now();
      setLeft(ms);
      if (ms <= 0 && !lapsed.current) {
        lapsed.current = true;
        onLapse();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadlineAt, onLapse]);
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950">
      {left === null ? null : (
        <p role="timer" className="font-semibold">
          {t("taking.remaining", { time: remainingText(left) })}
        </p>
      )}
      <p>{t("taking.deadline", { time: dateFormatter(i18n.language, "medium-time").format(new Date(deadlineAt)) })}</p>
    </div>
  );
}

/** One question as a group of radio buttons (single choice, true/false) or checkboxes (multiple choice), named by its prompt. */
function QuestionField({ question, position, total, chosen }: { question: QuestionToAnswer; position: number; total: number; chosen: string[] }) {
  const { t } = useTranslation("assessments");
  const hintId = `q-${question.id}-hint`;
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4" aria-describedby={hintId}>
      <legend className="px-1 text-sm font-semibold text-slate-600">{t("taking.question", { position, total })}</legend>
      <p className="font-semibold break-words">{question.prompt}</p>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {t(`taking.${question.kind}`)}
      </p>
      <div className="mt-3 grid gap-2">
        {question.options.map((option) => (
          <label key={option.id} className="flex items-start gap-3 rounded-md border border-slate-200 px-3 py-2 hover:bg-slate-50">
            <input
              type={question.kind === "multiple" ? "checkbox" : "radio"}
              name={`q.${question.id}`}
              value={option.id}
              defaultChecked={chosen.includes(option.id)}
              className="mt-1 h-4 w-4 shrink-0"
            />
            <span className="break-words">{option.text}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The open attempt: its questions (never the right answers), the answers saved so far, autosaved a
 * moment after each change, and the server's deadline counted down; "Entregar y calificar" hands it
 * in. Without JavaScript "Guardar respuestas" saves and the server still keeps the time.
 */
export function AssessmentForm({ attempt }: { attempt: OpenAttempt }) {
  const { t } = useTranslation("assessments");
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const saver = useFetcher<{ ok: boolean }>();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "submit";
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [dirty, setDirty] = useState(false);

  const autosave = () => {
    setDirty(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const form = formRef.current;
      if (!form) return;
      const data = new FormData(form);
      data.set("intent", "save");
      saver.submit(data, { method: "post" });
      setDirty(false);
    }, AUTOSAVE_DELAY_MS);
  };
  // Handing in (or saving by the button) sends every answer: a pending autosave would only race it.
  const cancelAutosave = useRef(() => void (timer.current && clearTimeout(timer.current))).current;
  useEffect(() => cancelAutosave, [cancelAutosave]);
  const handIn = useRef(() => formRef.current?.requestSubmit(submitRef.current ?? undefined)).current;

  const saveState = saver.state !== "idle" ? t("taking.saving") : !dirty && saver.data?.ok ? t("taking.saved") : "";
  return (
    <section aria-labelledby="attempt-title" className="mt-6">
      <h2 id="attempt-title" className="text-xl font-semibold">
        {t("taking.heading", { number: attempt.number })}
      </h2>
      {attempt.deadlineAt ? (
        // Sticky within the whole attempt, just below the fixed site header (4rem), so the clock stays in sight while answering.
        <div className="sticky top-16 z-10 mt-3">
          <Countdown deadlineAt={attempt.deadlineAt} onLapse={handIn} />
        </div>
      ) : null}
      <Form method="post" ref={formRef} onChange={autosave} onSubmit={cancelAutosave} className="mt-4 grid gap-4">
        <input type="hidden" name="attemptId" value={attempt.id} />
        {attempt.questions.map((question, index) => (
          <QuestionField
            key={question.id}
            question={question}
            position={index + 1}
            total={attempt.questions.length}
            chosen={attempt.answers[String(question.id)] ?? []}
          />
        ))}
        <p role="status" aria-live="polite" className="min-h-5 text-sm text-slate-600">
          {saveState}
        </p>
        <div className="flex flex-wrap gap-3">
          <button
            ref={submitRef}
            type="submit"
            name="intent"
            value="submit"
            disabled={submitting}
            className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
          >
            {submitting ? t("taking.submitting") : t("taking.submit")}
          </button>
          <button type="submit" name="intent" value="save" className="rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold hover:bg-slate-50">
            {t("taking.save")}
          </button>
        </div>
      </Form>
    </section>
  );
}
