import { Link } from "~/components/ui/link";
import { managedCourses } from "~/features/learning/course-editor.server";
import { learningPolicy } from "~/features/learning/policy";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import { personName } from "~/lib/vocabulary/display-name";
import type { Route } from "./+types/manage";

export const handle: TranslationHandle = { namespaces: ["learning"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("learning:editor.metaTitle"), description: t("learning:editor.lead") }));
}

/** /courses/manage: the courses a trainer teaches (an admin: all of them), drafts included; 403 for anyone else. */
export function loader({ context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => {
    const rows = await managedCourses(ctx);
    return {
      isAdmin: learningPolicy.can(ctx.actor, "publishCourses"),
      courses: rows.map((row) => ({ ...row, trainerName: personName(row.trainerFirstName, row.trainerLastName) || null })),
    };
  });
}

/** On client navigations, the learning translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("learning", serverLoader);
}

export default function ManageCourses({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("learning");
  const { courses, isAdmin } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t("editor.heading")}</h1>
          <p className="mt-2 text-slate-700">{isAdmin ? t("editor.leadAdmin") : t("editor.lead")}</p>
        </div>
        <Link to="/courses/manage/new" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          {t("editor.new")}
        </Link>
      </div>
      {courses.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center">{t("editor.none")}</p>
      ) : (
        <ul className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {courses.map((course) => (
            <li key={course.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <Link to={`/courses/manage/${course.id}`} className="font-semibold text-brand-700 hover:underline">
                  {course.title}
                </Link>
                <p className="text-sm text-slate-700">
                  {t(`editor.status_${course.status}`)} · {t("editor.lessons", { count: Number(course.lessonCount) })}
                  {isAdmin ? ` · ${course.trainerName ?? t("editor.noTrainer")}` : ""}
                </p>
              </div>
              <Link to={`/university/${course.slug}`} className="text-sm font-semibold text-brand-700 underline">
                {t("editor.preview")}
                <span className="sr-only">: {course.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
