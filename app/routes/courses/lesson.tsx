import { Form, useActionData, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { lessonAssessmentEntries } from "~/features/learning/assessment-entries.server";
import { AssessmentEntries } from "~/features/learning/components/assessment-entries";
import { lessonView, setLessonCompleted } from "~/features/learning/progress.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { siteParams } from "~/lib/i18n/site-params";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/lesson";

export const handle: TranslationHandle = { namespaces: ["learning", "assessments"] };

export function meta(args: Route.MetaArgs) {
  const view = args.loaderData;
  return localizedMeta(args, () => ({
    title: view ? `${view.lesson.title} · ${view.course.title}` : siteParams().siteName,
    description: view?.course.title ?? "",
  }));
}

/**
 * /courses/{slug}/{lessonId}: a lesson of a course the signed-in member is enrolled in (403 otherwise,
 * 404 for a lesson of another course), with the ways into its quiz and the course's final assessment.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => {
    const view = await lessonView(ctx, params.slug, Number(params.lessonId));
    return { ...view, assessments: await lessonAssessmentEntries(ctx, { courseId: view.course.id, lessonId: view.lesson.id }) };
  });
}

/** On client navigations, the learning and assessments translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace(["learning", "assessments"], serverLoader);
}

/** 'Marcar como completada' and its undo: the page is read again after it, with the new state. */
export function action({ request, params, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    const result = await setLessonCompleted(ctx, { slug: params.slug, lessonId: Number(params.lessonId), completed: values.completed === "1" });
    return { ok: true as const, ...result };
  });
}

export default function Lesson({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("learning");
  const { course, lesson, previousId, nextId, outline, lessonsDone, preview, assessments } = loaderData;
  const answer = useActionData<typeof action>();
  const failure = answer && "ok" in answer && answer.ok === false ? answer.error : null;
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  const total = outline.length;
  const courseDone = total > 0 && lessonsDone >= total;
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[1fr_18rem]">
      <article className="min-w-0">
        <Link to={`/university/${course.slug}`} className="text-brand-700 underline">
          {t("lesson.backToCourse")}
        </Link>
        <p className="mt-4 text-sm font-semibold text-slate-600">
          {course.title} · {t("lesson.position", { position: lesson.position, total })}
        </p>
        <h1 className="mt-1 text-2xl font-bold break-words md:text-3xl">{lesson.title}</h1>
        <p className="mt-1 text-sm text-slate-600">{t("lesson.duration", { count: lesson.durationMinutes })}</p>
        {lesson.videoEmbed ? (
          <div className="mt-6 aspect-video w-full overflow-hidden rounded-xl bg-black">
            <iframe
              src={lesson.videoEmbed}
              title={t("lesson.video", { title: lesson.title })}
              className="h-full w-full"
              loading="lazy"
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
              referrerPolicy="strict-origin-when-cross-origin"
              sandbox="allow-scripts allow-same-origin allow-presentation"
            />
          </div>
        ) : null}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the body was cleaned by the lesson HTML rule when it was written (lesson-html.server.ts). */}
        <div className="lesson-body mt-6 max-w-none break-words" dangerouslySetInnerHTML={{ __html: lesson.body }} />
        {lesson.material ? (
          <section aria-labelledby="material-title" className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4">
            <h2 id="material-title" className="font-semibold">
              {t("lesson.material")}
            </h2>
            <a
              href={`/courses/${course.slug}/${lesson.id}/material`}
              download
              className="mt-2 inline-flex items-center gap-2 font-semibold break-all text-brand-700 underline"
            >
              <Icon name="file-down" aria-hidden="true" size={18} className="shrink-0" />
              {t("lesson.download", { name: lesson.material })}
            </a>
          </section>
        ) : null}
        {failure ? (
          <div className="mt-6">
            <Alert tone="error">{failure}</Alert>
          </div>
        ) : null}
        {preview ? (
          <div className="mt-8">
            <Alert tone="info">{t("lesson.preview")}</Alert>
          </div>
        ) : (
          <div className="mt-8 flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 p-4">
            {lesson.done ? (
              <p className="inline-flex items-center gap-2 font-semibold text-emerald-800" role="status">
                <Icon name="circle-check" aria-hidden="true" size={20} />
                {t("lesson.doneLabel")}
              </p>
            ) : null}
            <Form method="post" preventScrollReset>
              <input type="hidden" name="completed" value={lesson.done ? "0" : "1"} />
              <button
                type="submit"
                disabled={saving}
                className={
                  lesson.done
                    ? "rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold hover:bg-slate-50 disabled:opacity-70"
                    : "rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
                }
              >
                {saving ? t("lesson.saving") : lesson.done ? t("lesson.markUndone") : t("lesson.markDone")}
              </button>
            </Form>
          </div>
        )}
        {courseDone ? (
          <div className="mt-4">
            <Alert tone="success">{t("lesson.courseDone")}</Alert>
          </div>
        ) : null}
        {preview ? null : <AssessmentEntries slug={course.slug} lessonId={lesson.id} entries={assessments} showFinal={courseDone || nextId === null} />}
        <nav aria-label={t("lesson.outline")} className="mt-6 flex flex-wrap justify-between gap-3">
          {previousId ? (
            <Link to={`/courses/${course.slug}/${previousId}`} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
              <Icon name="arrow-left" aria-hidden="true" size={18} />
              {t("lesson.previous")}
            </Link>
          ) : (
            <span />
          )}
          {nextId ? (
            <Link to={`/courses/${course.slug}/${nextId}`} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
              {t("lesson.next")}
              <Icon name="arrow-right" aria-hidden="true" size={18} />
            </Link>
          ) : null}
        </nav>
      </article>
      <aside aria-labelledby="outline-title" className="lg:sticky lg:top-4 lg:self-start">
        <h2 id="outline-title" className="font-semibold">
          {t("lesson.outline")}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t("lesson.progress", { done: lessonsDone, total })}</p>
        <progress
          className="mt-2 h-2 w-full accent-brand-600"
          max={Math.max(total, 1)}
          value={lessonsDone}
          aria-label={t("lesson.progress", { done: lessonsDone, total })}
        />
        <ol className="mt-3 grid gap-1">
          {outline.map((item, index) => (
            <li key={item.id}>
              <Link
                to={`/courses/${course.slug}/${item.id}`}
                aria-current={item.id === lesson.id ? "page" : undefined}
                className={`flex items-start gap-2 rounded-md px-2 py-1.5 hover:bg-slate-50 ${item.id === lesson.id ? "bg-brand-50 font-semibold" : ""}`}
              >
                {item.done ? (
                  <Icon name="circle-check" aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-emerald-700" />
                ) : (
                  <Icon name="circle" aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-slate-400" />
                )}
                <span className="break-words">
                  {index + 1}. {item.title}
                  {item.done ? <span className="sr-only"> ({t("course.done")})</span> : null}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      </aside>
    </div>
  );
}
