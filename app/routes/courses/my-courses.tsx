import { formatLongDate } from "~/components/ui/format-date";
import { Link } from "~/components/ui/link";
import { myAssessmentStates } from "~/features/learning/assessment-entries.server";
import type { AssessmentEntry } from "~/features/learning/attempt-views";
import { CourseTitle } from "~/features/learning/components/course-card";
import type { MyCourse } from "~/features/learning/course-views";
import { myCourses } from "~/features/learning/enrollments.server";
import { learningPolicy } from "~/features/learning/policy";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import { skillLabel } from "~/lib/vocabulary/av-categories";
import type { Route } from "./+types/my-courses";

export const handle: TranslationHandle = { namespaces: ["learning", "assessments"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("learning:mine.metaTitle"), description: t("learning:mine.lead") }));
}

/** /courses, 'Mis cursos': the signed-in member's enrollments with their progress and where each graded assessment stands. */
export function loader({ context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => ({
    courses: await myCourses(ctx),
    assessments: await myAssessmentStates(ctx),
    mayTeach: learningPolicy.can(ctx.actor, "teach"),
  }));
}

/** On client navigations, the learning and assessments translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace(["learning", "assessments"], serverLoader);
}

export default function MyCourses({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("learning");
  const { t: ta } = useTranslation("assessments");
  const { courses, assessments, mayTeach } = loaderData;
  const inProgress = courses.filter((course) => !course.completedAt);
  const completed = courses.filter((course) => course.completedAt);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t("mine.heading")}</h1>
      <p className="mt-2 text-slate-700">{t("mine.lead")}</p>
      <Link to="/courses/transcript" className="mt-3 mr-4 inline-block font-semibold text-brand-700 underline">
        {ta("entry.transcript")}
      </Link>
      {mayTeach ? (
        <Link to="/courses/manage" className="mt-3 inline-block font-semibold text-brand-700 underline">
          {t("editor.teachLink")}
        </Link>
      ) : null}
      {courses.length === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <p>{t("mine.empty")}</p>
          <Link to="/university" className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            {t("mine.browse")}
          </Link>
        </div>
      ) : (
        <>
          <CourseList id="en-curso" title={t("mine.inProgress")} empty={t("mine.noneInProgress")} courses={inProgress} assessments={assessments} />
          <CourseList id="completados" title={t("mine.completed")} empty={t("mine.noneCompleted")} courses={completed} assessments={assessments} />
        </>
      )}
    </div>
  );
}

function CourseList({
  id,
  title,
  empty,
  courses,
  assessments,
}: {
  id: string;
  title: string;
  empty: string;
  courses: MyCourse[];
  assessments: Record<string, AssessmentEntry>;
}) {
  return (
    <section className="mt-8" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {courses.length === 0 ? (
        <p className="mt-2 text-slate-700">{empty}</p>
      ) : (
        <ul className="mt-3 grid gap-4">
          {courses.map((course) => (
            <li key={course.slug}>
              <MyCourseCard course={course} assessment={assessments[course.slug] ?? null} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One enrollment: the course, a progress bar (lessons done of lessons), its assessment's state, and the way back into it. */
function MyCourseCard({ course, assessment }: { course: MyCourse; assessment: AssessmentEntry | null }) {
  const { t } = useTranslation("learning");
  const action = course.completedAt ? t("mine.review") : course.lessonsDone > 0 ? t("mine.continue") : t("mine.start");
  const target = course.resumeLessonId ? `/courses/${course.slug}/${course.resumeLessonId}` : `/university/${course.slug}`;
  return (
    <article className="overflow-hidden rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex sm:gap-4">
      {course.cover ? (
        <img
          src={course.cover.small}
          alt=""
          width={480}
          height={270}
          loading="lazy"
          decoding="async"
          className="mb-3 aspect-video w-full rounded-lg object-cover sm:mb-0 sm:w-48 sm:self-start"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <MyCourseBody course={course} action={action} target={target} />
        {assessment ? <AssessmentState slug={course.slug} title={course.title} entry={assessment} /> : null}
      </div>
    </article>
  );
}

/** Where the course's final assessment stands: 'Evaluación pendiente' (a link to it) or 'Aprobada (85 %)'. */
function AssessmentState({ slug, title, entry }: { slug: string; title: string; entry: AssessmentEntry }) {
  const { t } = useTranslation("assessments");
  return entry.passed ? (
    <p className="mt-2 text-sm font-semibold text-emerald-800">
      {t("entry.final")}: {t("entry.passedState", { score: entry.scorePercent })}
    </p>
  ) : (
    <p className="mt-2 text-sm">
      <Link to={`/courses/${slug}/assessment`} className="font-semibold text-amber-800 underline">
        {t("entry.pending")}
        <span className="sr-only"> ({title})</span>
      </Link>
    </p>
  );
}

/** The words of an enrollment: title, progress, dates, certificate and the way back in (none while the course is under review). */
function MyCourseBody({ course, action, target }: { course: MyCourse; action: string; target: string }) {
  const { t, i18n } = useTranslation("learning");
  return (
    <>
      {course.available ? (
        <CourseTitle category={course.category} slug={course.slug} title={course.title} />
      ) : (
        <>
          <p className="text-sm font-semibold text-brand-700">{skillLabel(t, course.category)}</p>
          <h3 className="mt-1 text-lg font-semibold break-words">{course.title}</h3>
        </>
      )}
      <p className="mt-2 text-sm text-slate-700">{t("mine.progress", { done: course.lessonsDone, total: course.lessonCount })}</p>
      <progress
        className="mt-1 h-2 w-full accent-brand-600"
        max={Math.max(course.lessonCount, 1)}
        value={course.lessonsDone}
        aria-label={t("mine.progressLabel", { title: course.title })}
      />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {course.completedAt
            ? t("mine.completedOn", { date: formatLongDate(course.completedAt, i18n.language) })
            : t("mine.enrolledOn", { date: formatLongDate(course.enrolledAt, i18n.language) })}
        </p>
        {course.certificateId ? (
          <Link to={`/certificates/${course.certificateId}`} className="font-semibold text-brand-700 underline">
            {t("certificate.view")}
            <span className="sr-only"> ({course.title})</span>
          </Link>
        ) : null}
        {course.available ? (
          <Link to={target} aria-label={`${action}: ${course.title}`} className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            {action}
          </Link>
        ) : null}
      </div>
      {course.available ? null : <p className="mt-3 rounded-md bg-amber-50 p-2 text-sm text-amber-900">{t("mine.unavailable")}</p>}
      {course.revokedCertificate ? (
        <p className="mt-3 rounded-md bg-red-50 p-2 text-sm text-red-900" data-testid="certificate-revoked">
          {t("mine.certificateRevoked", { date: formatLongDate(course.revokedCertificate.revokedAt, i18n.language), reason: course.revokedCertificate.reason })}{" "}
          <Link to={`/certificates/${course.revokedCertificate.id}`} className="font-semibold underline">
            {t("mine.viewRevoked")}
            <span className="sr-only"> ({course.title})</span>
          </Link>
        </p>
      ) : null}
    </>
  );
}
