import { Form, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import type { EditorFailure } from "~/components/ui/form-parts";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { SelectField } from "~/components/ui/select-field";
import { CourseForm, type CourseFormValues, NEW_COURSE } from "~/features/learning/components/course-form";
import type { CourseInput } from "~/features/learning/course-editor.schemas";
import {
  assignTrainer,
  courseForEditing,
  createCourse,
  deleteLesson,
  moveLesson,
  renewalCourseChoices,
  setCoursePublished,
  trainerChoices,
  updateCourse,
} from "~/features/learning/course-editor.server";
import { learningPolicy } from "~/features/learning/policy";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import { personName } from "~/lib/vocabulary/display-name";
import type { Route } from "./+types/course-editor";

export const handle: TranslationHandle = { namespaces: ["learning", "assessmentEditor"] };

export function meta(args: Route.MetaArgs) {
  const title = args.loaderData?.course?.title;
  return localizedMeta(args, (t) => ({
    title: title ? t("learning:editor.editTitle", { title }) : t("learning:editor.newTitle"),
    description: t("learning:editor.lead"),
  }));
}

/**
 * /courses/manage/new and /courses/manage/{id}: the course form, and for an existing course its
 * lessons (add, edit, reorder, delete) and, for admins, publishing and the trainer. Trainers edit their own courses only (403).
 */
export function loader({ params, context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => {
    learningPolicy.authorize(ctx.actor, "teach");
    const isAdmin = learningPolicy.can(ctx.actor, "publishCourses");
    if (!params.courseId) return { course: null, isAdmin, trainers: [], renewalCourses: await renewalCourseChoices(ctx, null) };
    const [course, trainers, renewalCourses] = await Promise.all([
      courseForEditing(ctx, Number(params.courseId)),
      isAdmin ? trainerChoices(ctx) : Promise.resolve([]),
      renewalCourseChoices(ctx, Number(params.courseId)),
    ]);
    return {
      course,
      isAdmin,
      renewalCourses,
      trainers: trainers.map((trainer) => ({ id: trainer.id, name: personName(trainer.firstName, trainer.lastName) })),
    };
  });
}

/** On client navigations, the learning translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace(["learning", "assessmentEditor"], serverLoader);
}

/** Saves the course's fields, moves or deletes a lesson, publishes or assigns the trainer, then shows the editor again. */
export function action({ request, params, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values, form) => {
    if (!params.courseId) {
      const created = await createCourse(ctx, values as CourseInput, form);
      return redirect(`/courses/manage/${created.id}?hecho=creado`, 303);
    }
    const id = Number(params.courseId);
    const lessonId = Number(values.lessonId);
    switch (values.intent) {
      case "up":
      case "down":
        await moveLesson(ctx, id, lessonId, values.intent);
        break;
      case "delete":
        await deleteLesson(ctx, id, lessonId);
        break;
      case "publish":
      case "unpublish":
        await setCoursePublished(ctx, id, values.intent === "publish");
        break;
      case "trainer":
        await assignTrainer(ctx, id, values.trainerId ?? "");
        break;
      default:
        await updateCourse(ctx, id, values as CourseInput, form);
    }
    return redirect(`/courses/manage/${id}?hecho=${values.intent ?? "course"}`, 303);
  });
}

export default function CourseEditor({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("learning");
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const failure: EditorFailure = answer && "ok" in answer && answer.ok === false ? answer : null;
  const [search] = useSearchParams();
  const { course, isAdmin, trainers, renewalCourses } = loaderData;
  const values: CourseFormValues = course
    ? {
        title: course.title,
        summary: course.summary,
        description: course.description,
        category: course.category,
        level: course.level,
        language: course.language,
        durationHours: String(course.durationHours),
        minLevel: course.minLevel,
        certificateValidityYears: course.certificateValidityYears === null ? "" : String(course.certificateValidityYears),
        renewalCourseId: course.renewalCourseId === null ? "" : String(course.renewalCourseId),
        coverUrl: course.coverUrl,
      }
    : NEW_COURSE;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Link to="/courses/manage" className="text-brand-700 underline">
        {t("editor.back")}
      </Link>
      <h1 className="mt-4 text-3xl font-bold break-words">{course ? t("editor.editTitle", { title: course.title }) : t("editor.newTitle")}</h1>
      {course && search.get("hecho") && !failure ? (
        <div className="mt-4">
          <Alert tone="success">{t("editor.saved")}</Alert>
        </div>
      ) : null}
      {course ? (
        <p className="mt-2 text-slate-700">
          {course.status === "published" ? t("editor.published") : `${t("editor.draftNote")} ${isAdmin ? "" : t("editor.waitingReview")}`}{" "}
          <Link to={`/university/${course.slug}`} className="font-semibold text-brand-700 underline">
            {t("editor.preview")}
          </Link>
        </p>
      ) : null}
      <CourseForm
        values={values}
        failure={failure && (!failure.field || failure.field in values || failure.field === "cover") ? failure : null}
        submitLabel={course ? t("editor.save") : t("editor.create")}
        busy={busy}
        renewalCourses={renewalCourses}
      />
      {course ? <Lessons courseId={course.id} lessons={course.lessons} /> : null}
      {course ? <AssessmentLink courseId={course.id} /> : null}
      {course && isAdmin ? (
        <section className="mt-10 rounded-xl border border-slate-300 bg-slate-50 p-4" aria-labelledby="publishing">
          <h2 id="publishing" className="text-xl font-semibold">
            {t("editor.admin")}
          </h2>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value={course.status === "published" ? "unpublish" : "publish"} />
            <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
              {course.status === "published" ? t("editor.unpublish") : t("editor.publish")}
            </button>
          </Form>
          <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="trainer" />
            <SelectField
              label={t("editor.trainer")}
              name="trainerId"
              defaultValue={course.trainerId ?? ""}
              placeholder={t("editor.noTrainer")}
              options={trainers.map((trainer) => ({ value: trainer.id, label: trainer.name }))}
            />
            <button type="submit" className="rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold hover:bg-slate-50">
              {t("editor.assign")}
            </button>
          </Form>
        </section>
      ) : null}
    </div>
  );
}

/** The way to the course's graded assessment (its questions, passing score and attempts). */
function AssessmentLink({ courseId }: { courseId: number }) {
  const { t } = useTranslation("assessmentEditor");
  return (
    <section className="mt-10" aria-labelledby="assessment">
      <h2 id="assessment" className="text-xl font-semibold">
        {t("courseLink")}
      </h2>
      <p className="mt-2 text-slate-700">{t("courseLinkHint")}</p>
      <Link to={`/courses/manage/${courseId}/assessment`} className="mt-3 inline-block font-semibold text-brand-700 underline">
        {t("courseLink")}
      </Link>
    </section>
  );
}

/** The course's lessons in order, each with edit, up, down and delete; and 'Agregar lección'. */
function Lessons({ courseId, lessons }: { courseId: number; lessons: { id: number; title: string; durationMinutes: number }[] }) {
  const { t } = useTranslation("learning");
  const iconButton = "rounded-md border border-slate-300 bg-white p-2 hover:bg-slate-50 disabled:opacity-40";
  return (
    <section className="mt-10" aria-labelledby="lessons">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="lessons" className="text-xl font-semibold">
          {t("editor.lessons")}
        </h2>
        <Link to={`/courses/manage/${courseId}/lessons/new`} className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          {t("editor.addLesson")}
        </Link>
      </div>
      {lessons.length === 0 ? (
        <p className="mt-3 text-slate-700">{t("editor.noLessons")}</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {lessons.map((lesson, index) => (
            <li key={lesson.id} className="flex flex-wrap items-center gap-2 p-3">
              <span className="min-w-0 flex-1 break-words">
                {index + 1}. {lesson.title} <span className="text-sm text-slate-600">· {t("editor.minutes", { count: lesson.durationMinutes })}</span>
              </span>
              <Link to={`/courses/manage/${courseId}/lessons/${lesson.id}`} className="font-semibold text-brand-700 underline">
                {t("editor.editLesson")}
                <span className="sr-only">: {lesson.title}</span>
              </Link>
              <Form method="post" className="flex gap-1">
                <input type="hidden" name="lessonId" value={lesson.id} />
                <button
                  type="submit"
                  name="intent"
                  value="up"
                  disabled={index === 0}
                  aria-label={t("editor.moveUp", { title: lesson.title })}
                  className={iconButton}
                >
                  <Icon name="arrow-up" aria-hidden="true" size={16} />
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="down"
                  disabled={index === lessons.length - 1}
                  aria-label={t("editor.moveDown", { title: lesson.title })}
                  className={iconButton}
                >
                  <Icon name="arrow-down" aria-hidden="true" size={16} />
                </button>
                <button type="submit" name="intent" value="delete" aria-label={t("editor.delete", { title: lesson.title })} className={iconButton}>
                  <Icon name="trash" aria-hidden="true" size={16} />
                </button>
              </Form>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
