import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/lib/i18n/react";
import type { GradedAttempt, GradedQuestion } from "../attempt-views";

function optionTexts(question: GradedQuestion, ids: readonly string[]): string {
  return question.options
    .filter((option) => ids.includes(option.id))
    .map((option) => option.text)
    .join(" · ");
}

/** One graded question: right or wrong, what was chosen, the right options and the explanation. */
function GradedItem({ question, position }: { question: GradedQuestion; position: number }) {
  const { t } = useTranslation("assessments");
  return (
    <li className={`rounded-xl border p-4 ${question.right ? "border-emerald-300" : "border-red-300"}`}>
      <p className="flex items-start gap-2 font-semibold">
        {question.right ? (
          <Icon name="circle-check" aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-emerald-700" />
        ) : (
          <Icon name="circle-x" aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-red-700" />
        )}
        <span className="break-words">
          {position}. {question.prompt} <span className="sr-only">—</span>{" "}
          <span className={question.right ? "text-emerald-800" : "text-red-800"}>{question.right ? t("result.questionRight") : t("result.questionWrong")}</span>
        </span>
      </p>
      <p className="mt-2 text-sm break-words">
        {t("result.yourAnswer", { answer: question.chosen.length > 0 ? optionTexts(question, question.chosen) : t("result.noAnswer") })}
      </p>
      {question.right ? null : <p className="mt-1 text-sm break-words">{t("result.correctAnswer", { answer: optionTexts(question, question.correct) })}</p>}
      {question.explanation ? (
        <div className="mt-2 rounded-md bg-slate-50 p-3 text-sm">
          <p className="font-semibold">{t("result.explanation")}</p>
          <p className="mt-1 break-words whitespace-pre-line">{question.explanation}</p>
        </div>
      ) : null}
    </li>
  );
}

/** A graded attempt: the score, passed or not (announced), the timed-out note, the certificate when issued, and every question with its explanation. */
export function AssessmentResult({
  result,
  passingPercent,
  certificateId,
  lessonsPending,
}: {
  result: GradedAttempt;
  passingPercent: number;
  certificateId: string | null;
  lessonsPending: boolean;
}) {
  const { t } = useTranslation("assessments");
  return (
    <section aria-labelledby="result-title" className="mt-6">
      <h2 id="result-title" className="text-xl font-semibold">
        {t("result.heading", { number: result.number })}
      </h2>
      <div
        role="status"
        className={`mt-3 rounded-md border px-4 py-3 ${result.passed ? "border-emerald-300 bg-emerald-50 text-emerald-900" : "border-red-300 bg-red-50 text-red-900"}`}
      >
        <p className="font-semibold">
          {result.passed ? t("result.passed", { score: result.scorePercent }) : t("result.failed", { score: result.scorePercent, passing: passingPercent })}
        </p>
        <p className="text-sm">{t("result.right", { right: result.right, total: result.questions.length })}</p>
        {result.timedOut ? <p className="mt-1 text-sm">{t("result.timedOut")}</p> : null}
      </div>
      {result.passed && certificateId ? (
        <p className="mt-3 rounded-md border border-emerald-300 bg-white p-3">
          {t("result.certificate")}{" "}
          <Link to={`/certificates/${certificateId}`} className="font-semibold text-brand-700 underline">
            {t("result.viewCertificate")}
          </Link>
        </p>
      ) : null}
      {result.passed && !certificateId && lessonsPending ? <p className="mt-3 text-sm text-slate-700">{t("result.certificatePending")}</p> : null}
      <ol className="mt-4 grid gap-3">
        {result.questions.map((question, index) => (
          <GradedItem key={question.id} question={question} position={index + 1} />
        ))}
      </ol>
    </section>
  );
}
