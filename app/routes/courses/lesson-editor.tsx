import { Form, redirect, useActionData, useNavigation } from "react-router";
import { RichTextField } from "~/components/rich-text/rich-text-field";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Checkbox, type EditorFailure, editorFields } from "~/components/ui/form-parts";
import { Link } from "~/components/ui/link";
import { TextField } from "~/components/ui/text-field";
import { COURSE_LIMITS, type LessonInput } from "~/features/learning/course-editor.schemas";
import { addLesson, courseForEditing, lessonForEditing, updateLesson } from "~/features/learning/course-editor.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/lesson-editor";

export const handle: TranslationHandle = { namespaces: ["learning", "assessmentEditor"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({
    title: args.params.lessonId ? t("learning:editor.lessonEdit") : t("learning:editor.lessonNew"),
    description: t("learning:editor.lead"),
  }));
}

/** /courses/manage/{courseId}/lessons/new and …/{lessonId}: a lesson's form, for the course's trainer and the admins (403 otherwise). */
export function loader({ params, context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => {
    const course = await courseForEditing(ctx, Number(params.courseId));
    const lesson = params.lessonId
      ? await lessonForEditing(ctx, course.id, Number(params.lessonId))
      : { id: null, title: "", body: "", videoUrl: "", durationMinutes: "" as string | number, fileName: null as string | null };
    return { course: { id: course.id, title: course.title }, lesson };
  });
}

/** On client navigations, the learning translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace(["learning", "assessmentEditor"], serverLoader);
}

/** Saves the lesson (its body cleaned by the lesson rule), then goes back to the course's editor. */
export function action({ request, params, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values, form) => {
    const courseId = Number(params.courseId);
    if (params.lessonId) await updateLesson(ctx, courseId, Number(params.lessonId), values as LessonInput, form);
    else await addLesson(ctx, courseId, values as LessonInput, form);
    return redirect(`/courses/manage/${courseId}?hecho=lesson`, 303);
  });
}

export default function LessonEditor({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("learning");
  const { t: tq } = useTranslation("assessmentEditor");
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const failure: EditorFailure = answer && "ok" in answer && answer.ok === false ? answer : null;
  const { course, lesson } = loaderData;
  const field = editorFields(lesson, failure);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Link to={`/courses/manage/${course.id}`} className="text-brand-700 underline">
        {t("editor.backToCourse")}
      </Link>
      <p className="mt-4 font-semibold text-slate-600">{course.title}</p>
      <h1 className="mt-1 text-3xl font-bold">{lesson.id ? t("editor.lessonEdit") : t("editor.lessonNew")}</h1>
      <Form method="post" encType="multipart/form-data" className="mt-6 grid gap-4">
        {failure ? <Alert tone="error">{failure.error}</Alert> : null}
        <TextField
          label={t("editor.lessonTitle")}
          name="title"
          defaultValue={field.value("title")}
          required
          maxLength={COURSE_LIMITS.lessonTitle}
          error={field.invalid("title")}
        />
        <RichTextField
          key={field.value("body")}
          label={t("editor.body")}
          name="body"
          rows={14}
          defaultValue={field.value("body")}
          maxLength={COURSE_LIMITS.body}
          invalid={Boolean(field.invalid("body"))}
          fallbackHint={t("editor.bodyHint")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t("editor.video")} name="videoUrl" type="url" defaultValue={field.value("videoUrl")} error={field.invalid("videoUrl")} />
          <TextField
            label={t("editor.minutesLabel")}
            name="durationMinutes"
            type="number"
            inputMode="numeric"
            min={1}
            max={COURSE_LIMITS.minutesMax}
            defaultValue={field.value("durationMinutes")}
            required
            error={field.invalid("durationMinutes")}
          />
        </div>
        <div className="grid gap-3">
          {lesson.fileName ? <p className="text-slate-700">{t("editor.currentMaterial", { name: lesson.fileName })}</p> : null}
          <TextField
            label={t("editor.material")}
            name="material"
            type="file"
            accept="application/pdf"
            hint={t("editor.materialHint")}
            error={field.invalid("material")}
          />
          {lesson.fileName ? <Checkbox name="removeMaterial" label={t("editor.removeMaterial")} defaultChecked={false} /> : null}
        </div>
        <Button type="submit" disabled={busy} className="justify-self-start">
          {t("editor.saveLesson")}
        </Button>
      </Form>
      {lesson.id ? (
        <section className="mt-10" aria-labelledby="quiz">
          <h2 id="quiz" className="text-xl font-semibold">
            {tq("quizLink")}
          </h2>
          <p className="mt-2 text-slate-700">{tq("quizLinkHint")}</p>
          <Link to={`/courses/manage/${course.id}/lessons/${lesson.id}/quiz`} className="mt-3 inline-block font-semibold text-brand-700 underline">
            {tq("quizLink")}
          </Link>
        </section>
      ) : null}
    </div>
  );
}
