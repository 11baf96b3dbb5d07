import { useActionData } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Link } from "~/components/ui/link";
import { assessmentPage, saveAnswers, startAttempt, submitAttempt } from "~/features/learning/assessment-attempts.server";
import { answersOfForm } from "~/features/learning/assessment-grading";
import { AssessmentForm } from "~/features/learning/components/assessment-form";
import { AssessmentResult } from "~/features/learning/components/assessment-result";
import { AssessmentStart, AttemptHistory } from "~/features/learning/components/assessment-start";
import { AppError } from "~/lib/errors";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { siteParams } from "~/lib/i18n/site-params";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/assessment";

export const handle: TranslationHandle = { namespaces: ["assessments"] };

/** The course's graded assessment (/courses/{slug}/assessment) or a lesson's quiz (/courses/{slug}/{lessonId}/quiz). */
function target(params: Route.LoaderArgs["params"]) {
  const lessonId = "lessonId" in params && params.lessonId !== undefined ? Number(params.lessonId) : null;
  return { slug: params.slug, lessonId };
}

export function meta(args: Route.MetaArgs) {
  const page = args.loaderData;
  return localizedMeta(args, (t) => ({
    title: page
      ? page.lesson
        ? t("assessments:meta.quiz", { lesson: page.lesson.title })
        : t("assessments:meta.course", { course: page.course.title })
      : siteParams().siteName,
    description: page ? t("assessments:meta.description", { course: page.course.title }) : "",
  }));
}

/** The member's assessment page: the open attempt without right answers, or the last result with explanations (enrolled members only: 403 otherwise). */
export function loader({ params, context }: Route.LoaderArgs) {
  return loaderAnswer(context, (ctx) => assessmentPage(ctx, target(params)));
}

/** On client navigations, the assessments translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("assessments", serverLoader);
}

/** 'Empezar el intento', the autosave and 'Entregar y calificar': graded on the server only; the page is read again after each. */
export function action({ request, params, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values, form) => {
    const where = target(params);
    if (values.intent === "start") {
      await startAttempt(ctx, where);
      return { ok: true as const, intent: "start" as const };
    }
    const input = { ...where, attemptId: values.attemptId, answers: answersOfForm(form) };
    if (values.intent === "save") return { ok: true as const, intent: "save" as const, ...(await saveAnswers(ctx, input)) };
    if (values.intent !== "submit") throw new AppError("UNKNOWN_INTENT", 400);
    await submitAttempt(ctx, input);
    return { ok: true as const, intent: "submit" as const };
  });
}

export default function Assessment({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("assessments");
  const page = loaderData;
  const answer = useActionData<typeof action>();
  const failure = answer && "ok" in answer && answer.ok === false ? answer.error : null;
  const { settings } = page;
  const back = page.lesson ? `/courses/${page.course.slug}/${page.lesson.id}` : `/university/${page.course.slug}`;
  const lessonsPending = page.lessonsDone < page.lessonCount;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Link to={back} className="text-brand-700 underline">
        {page.lesson ? t("page.backToLesson") : t("page.backToCourse")}
      </Link>
      <p className="mt-4 text-sm font-semibold text-slate-600">{page.course.title}</p>
      <h1 className="mt-1 text-2xl font-bold break-words md:text-3xl">
        {page.lesson ? t("page.quizHeading", { lesson: page.lesson.title }) : t("page.courseHeading")}
      </h1>
      <section aria-labelledby="facts-title" className="mt-4">
        <h2 id="facts-title" className="sr-only">
          {t("page.facts")}
        </h2>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          <li>{t("page.questions", { count: settings.questionsPerAttempt })}</li>
          <li>{t("page.passing", { percent: settings.passingPercent })}</li>
          <li>{settings.maxAttempts === null ? t("page.attemptsUnlimited") : t("page.attempts", { count: settings.maxAttempts })}</li>
          {settings.waitMinutes > 0 ? <li>{t("page.wait", { count: settings.waitMinutes })}</li> : null}
          <li>{settings.timeLimitMinutes === null ? t("page.noTimeLimit") : t("page.timeLimit", { count: settings.timeLimitMinutes })}</li>
        </ul>
        {settings.maxAttempts !== null ? (
          <p className="mt-1 text-sm text-slate-700">{t("page.attemptsUsed", { used: page.attemptsUsed, max: settings.maxAttempts })}</p>
        ) : null}
      </section>
      {!page.lesson && lessonsPending ? (
        <div className="mt-4">
          <Alert tone="info">{t("page.lessonsPending", { done: page.lessonsDone, total: page.lessonCount })}</Alert>
        </div>
      ) : null}
      {failure ? (
        <div className="mt-4">
          <Alert tone="error">{failure}</Alert>
        </div>
      ) : null}
      {page.open ? (
        <AssessmentForm key={page.open.id} attempt={page.open} />
      ) : (
        <>
          {page.lastResult ? (
            <AssessmentResult
              result={page.lastResult}
              passingPercent={settings.passingPercent}
              certificateId={page.certificateId}
              lessonsPending={lessonsPending}
            />
          ) : null}
          <AssessmentStart block={page.block} retry={page.attempts.length > 0} />
        </>
      )}
      <AttemptHistory attempts={page.attempts} />
    </div>
  );
}
