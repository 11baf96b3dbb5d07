import { Form, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import type { EditorFailure } from "~/components/ui/form-parts";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import type { AssessmentSettingsInput } from "~/features/learning/assessment-input";
import { addQuestion, deleteQuestion, moveQuestion, updateQuestion } from "~/features/learning/assessment-questions.server";
import { type AssessmentTarget, assessmentForEditing, removeAssessment, saveAssessmentSettings } from "~/features/learning/assessment-settings.server";
import { AssessmentSettingsForm } from "~/features/learning/components/assessment-settings-form";
import { QuestionEditor } from "~/features/learning/components/question-editor";
import type { EditableQuestion, QuestionInput } from "~/features/learning/question-input";
import { AppError } from "~/lib/errors";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/assessment-editor";

export const handle: TranslationHandle = { namespaces: ["assessmentEditor"] };

export function meta(args: Route.MetaArgs) {
  const data = args.loaderData;
  return localizedMeta(args, (t) => ({
    title: data?.lesson
      ? t("assessmentEditor:quizHeading", { title: data.lesson.title })
      : t("assessmentEditor:courseHeading", { title: data?.course.title ?? "" }),
    description: t("assessmentEditor:metaDescription"),
  }));
}

/** The route's target: the course's graded assessment, or the lesson's quiz when the address names a lesson. */
function targetOf(params: { courseId?: string; lessonId?: string }): AssessmentTarget {
  return { courseId: Number(params.courseId), lessonId: params.lessonId === undefined ? null : Number(params.lessonId) };
}

/** The editor's own address (for redirects and 'Cancelar'). */
function editorPath(params: { courseId?: string; lessonId?: string }): string {
  const course = `/courses/manage/${Number(params.courseId)}`;
  return params.lessonId === undefined ? `${course}/assessment` : `${course}/lessons/${Number(params.lessonId)}/quiz`;
}

/**
 * /courses/manage/{courseId}/assessment and /courses/manage/{courseId}/lessons/{lessonId}/quiz: the
 * settings and question bank of a course's graded assessment or a lesson's quiz, for the course's
 * trainer and the admins (others 403, unknown 404).
 */
export function loader({ params, context }: Route.LoaderArgs) {
  return loaderAnswer(context, (ctx) => assessmentForEditing(ctx, targetOf(params)));
}

/** On client navigations, the editor's translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("assessmentEditor", serverLoader);
}

/** Saves the settings, removes the assessment, or adds, edits, moves or deletes a question; then shows the editor again. */
export function action({ request, params, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    const target = targetOf(params);
    const questionId = Number(values.questionId);
    switch (values.intent) {
      case "settings":
        await saveAssessmentSettings(ctx, target, values as AssessmentSettingsInput);
        break;
      case "remove":
        await removeAssessment(ctx, target);
        return redirect(`${editorPath(params)}?hecho=quitada`, 303);
      case "question":
        if (values.questionId) await updateQuestion(ctx, target, questionId, values as QuestionInput);
        else await addQuestion(ctx, target, values as QuestionInput);
        break;
      case "delete-question":
        await deleteQuestion(ctx, target, questionId);
        break;
      case "up":
      case "down":
        await moveQuestion(ctx, target, questionId, values.intent);
        break;
      default:
        throw new AppError("INVALID_INPUT", 400);
    }
    return redirect(`${editorPath(params)}?hecho=guardado`, 303);
  });
}

export default function AssessmentEditor({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation("assessmentEditor");
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const failure: EditorFailure = answer && "ok" in answer && answer.ok === false ? answer : null;
  const failedIntent = failure?.values?.intent;
  const [search] = useSearchParams();
  const { course, lesson, assessment, questions, bankSize, ready } = loaderData;
  const base = editorPath(params);
  const back = lesson ? `/courses/manage/${course.id}/lessons/${lesson.id}` : `/courses/manage/${course.id}`;
  const editing = failedIntent === "question" ? (failure?.values?.questionId ?? "nueva") : search.get("pregunta");
  const editedIndex = questions.findIndex((question) => String(question.id) === editing);
  const done = search.get("hecho");
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Link to={back} className="text-brand-700 underline">
        {lesson ? t("backToLesson") : t("backToCourse")}
      </Link>
      <p className="mt-4 font-semibold text-slate-600">{course.title}</p>
      <h1 className="mt-1 text-3xl font-bold break-words">
        {lesson ? t("quizHeading", { title: lesson.title }) : t("courseHeading", { title: course.title })}
      </h1>
      <p className="mt-2 text-slate-700">{lesson ? t("quizLead") : t("courseLead")}</p>
      <div aria-live="polite" className="mt-4">
        {done && !failure ? <Alert tone="success">{done === "quitada" ? t("removed") : t("saved")}</Alert> : null}
      </div>
      {failure && failedIntent !== "settings" && failedIntent !== "question" ? (
        <div className="mt-4">
          <Alert tone="error">{failure.error}</Alert>
        </div>
      ) : null}
      {assessment ? null : <p className="mt-4 text-slate-700">{lesson ? t("noneQuiz") : t("noneCourse")}</p>}
      <section className="mt-6">
        <AssessmentSettingsForm settings={assessment} graded={lesson === null} failure={failedIntent === "settings" ? failure : null} busy={busy} />
      </section>
      {assessment ? (
        <>
          <Bank
            base={base}
            questions={questions}
            bankSize={bankSize}
            perAttempt={assessment.questionsPerAttempt}
            ready={ready}
            editing={editing}
            editor={
              editing === "nueva" || editedIndex >= 0 ? (
                <QuestionEditor
                  key={editing ?? "nueva"}
                  question={editedIndex >= 0 ? (questions[editedIndex] ?? null) : null}
                  number={editedIndex >= 0 ? editedIndex + 1 : null}
                  failure={failedIntent === "question" ? failure : null}
                  busy={busy}
                  cancelTo={base}
                />
              ) : null
            }
          />
          <Form
            method="post"
            className="mt-10"
            onSubmit={(event) => {
              if (!window.confirm(t("removeConfirm"))) event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="remove" />
            <button type="submit" className="rounded-md border border-red-300 bg-white px-4 py-2 font-semibold text-red-800 hover:bg-red-50">
              {lesson ? t("removeQuiz") : t("remove")}
            </button>
          </Form>
        </>
      ) : null}
    </div>
  );
}

/** The bank: its size against one attempt (and whether it is ready), each question with edit, up, down and delete, and 'Agregar pregunta'. */
function Bank({
  base,
  questions,
  bankSize,
  perAttempt,
  ready,
  editing,
  editor,
}: {
  base: string;
  questions: EditableQuestion[];
  bankSize: number;
  perAttempt: number;
  ready: boolean;
  editing: string | null;
  editor: React.ReactNode;
}) {
  const { t } = useTranslation("assessmentEditor");
  const iconButton = "rounded-md border border-slate-300 bg-white p-2 hover:bg-slate-50 disabled:opacity-40";
  return (
    <section className="mt-10" aria-labelledby="bank">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="bank" className="text-xl font-semibold">
          {t("bank")}
        </h2>
        {editing === "nueva" ? null : (
          <Link to={`${base}?pregunta=nueva`} className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            {t("addQuestion")}
          </Link>
        )}
      </div>
      <div className="mt-3" aria-live="polite">
        <p>{t("bankStatus", { count: bankSize, perAttempt })}</p>
        <p className={ready ? "font-semibold text-emerald-800" : "font-semibold text-red-800"}>
          {ready ? t("ready") : t("notReady", { count: perAttempt - bankSize })}
        </p>
        {ready && bankSize === perAttempt ? <p className="text-sm text-slate-600">{t("biggerBank")}</p> : null}
      </div>
      {editing === "nueva" ? editor : null}
      {questions.length === 0 ? (
        <p className="mt-3 text-slate-700">{t("noQuestions")}</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {questions.map((question, index) => (
            <li key={question.id} className="p-3">
              <div className="flex flex-wrap items-start gap-2">
                <div className="min-w-0 flex-1">
                  <p className="break-words">
                    {index + 1}. {question.prompt}
                  </p>
                  <p className="text-sm text-slate-600">
                    {t(`kinds.${question.kind}`)} ·{" "}
                    {t("rightAnswers", {
                      answers: question.options
                        .filter((option) => option.correct)
                        .map((option) => (question.kind === "true_false" ? t(option.id === "true" ? "true" : "false") : option.text))
                        .join(" · "),
                    })}
                  </p>
                </div>
                <Link
                  to={`${base}?pregunta=${question.id}`}
                  className="font-semibold text-brand-700 underline"
                  aria-label={t("editNamed", { number: index + 1 })}
                >
                  {t("edit")}
                </Link>
                <Form
                  method="post"
                  className="flex gap-1"
                  onSubmit={(event) => {
                    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
                    if (submitter?.value === "delete-question" && !window.confirm(t("deleteConfirm"))) event.preventDefault();
                  }}
                >
                  <input type="hidden" name="questionId" value={question.id} />
                  <button type="submit" name="intent" value="up" disabled={index === 0} aria-label={t("moveUp", { number: index + 1 })} className={iconButton}>
                    <Icon name="arrow-up" aria-hidden="true" size={16} />
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value="down"
                    disabled={index === questions.length - 1}
                    aria-label={t("moveDown", { number: index + 1 })}
                    className={iconButton}
                  >
                    <Icon name="arrow-down" aria-hidden="true" size={16} />
                  </button>
                  <button type="submit" name="intent" value="delete-question" aria-label={t("delete", { number: index + 1 })} className={iconButton}>
                    <Icon name="trash" aria-hidden="true" size={16} />
                  </button>
                </Form>
              </div>
              {editing === String(question.id) ? editor : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
