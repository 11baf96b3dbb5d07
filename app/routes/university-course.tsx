import { Form, redirect, useActionData, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Fact } from "~/components/ui/fact";
import { Link } from "~/components/ui/link";
import { CourseFacts } from "~/features/learning/components/course-facts";
import { CourseRating } from "~/features/learning/components/course-rating";
import { CourseReviewsSection } from "~/features/learning/components/course-reviews";
import { coursePageFacts } from "~/features/learning/course-page-facts.server";
import { reviewDoneText, shapedCertificateFacts, shapedCourseReviews } from "~/features/learning/course-review-shapes.server";
import type { ShapedCertificateFacts } from "~/features/learning/course-review-views";
import { courseReviewsPage, deleteCourseReview, replyToCourseReview, saveCourseReview } from "~/features/learning/course-reviews.server";
import { courseSchema } from "~/features/learning/course-schema";
import type { CourseDetail } from "~/features/learning/course-views";
import { courseDetail, enrollInCourse } from "~/features/learning/enrollments.server";
import { heldLevel } from "~/features/membership/policy";
import { SaveButton } from "~/features/saved/components/save-button";
import { isSaved } from "~/features/saved/saved-items.server";
import { pageShareImage } from "~/features/share-cards/cards.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { siteParams } from "~/lib/i18n/site-params";
import { pageMeta } from "~/lib/meta";
import { pageParam } from "~/lib/paging";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { skillLabel } from "~/lib/vocabulary/av-categories";
import type { ScriptlessHandle } from "~/shell/scriptless";
import type { Route } from "./+types/university-course";

/** Works whole without JavaScript: a visitor gets it without scripts (issue 43 §3). */
export const handle: TranslationHandle & ScriptlessHandle = { namespaces: ["learning"], scriptless: true };

/** Title, summary, Open Graph with the share card, and the course's Course JSON-LD (published courses only). */
export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { origin?: string; locale?: string } | undefined;
  if (!loaderData) return [{ title: siteParams().siteName }];
  const { course, shareImage } = loaderData;
  const origin = root?.origin ?? "";
  const tags = pageMeta({ title: course.title, description: course.summary, origin, path: location.pathname, locale: root?.locale, image: shareImage });
  if (course.status === "published") tags.push({ "script:ld+json": courseSchema(course, origin) });
  return tags;
}

/**
 * /university/{slug}, public (page-cached for visitors): a published course with its outline, its
 * assessment and certificate facts, its reviews (`?pagina=` 10 a page) and what the viewer may do
 * (sign in, enroll, continue, review, or why not); a draft only for its trainer and admins. The
 * reviews and certificate parts come with their texts in the reader's language (the page ships none of them).
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => {
    const course = await courseDetail(ctx, params.slug);
    const saved = ctx.actor ? await isSaved(ctx, { itemType: "course", itemId: String(course.id) }) : false;
    const url = new URL(request.url);
    const [facts, reviews] = await Promise.all([
      coursePageFacts(ctx, course.id),
      courseReviewsPage(ctx, { courseId: course.id, page: pageParam(url.searchParams) }),
    ]);
    return {
      course,
      saved,
      facts: shapedCertificateFacts(ctx.locale, facts),
      reviews: shapedCourseReviews(ctx.locale, reviews, url),
      memberLevel: ctx.actor ? heldLevel(ctx.actor) : null,
      shareImage: await pageShareImage(ctx, "course", course.slug),
    };
  });
}

/** On client navigations, the learning translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace(["learning"], serverLoader);
}

/**
 * Writes, edits or deletes the member's review, or the trainer's reply (`intent` review, delete-review,
 * reply); without an intent enrolls the signed-in member, then opens the first lesson (or the course page when it has none).
 */
export function action({ request, params, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    if (values.intent === "review") {
      await saveCourseReview(ctx, { slug: params.slug, rating: values.rating, body: values.body });
      return { ok: true as const, done: reviewDoneText(ctx.locale, "saved") };
    }
    if (values.intent === "delete-review") {
      await deleteCourseReview(ctx, { slug: params.slug });
      return { ok: true as const, done: reviewDoneText(ctx.locale, "deleted") };
    }
    if (values.intent === "reply") {
      await replyToCourseReview(ctx, { reviewId: values.reviewId, reply: values.reply });
      return { ok: true as const, done: reviewDoneText(ctx.locale, "replied") };
    }
    const enrolled = await enrollInCourse(ctx, params.slug);
    return redirect(enrolled.firstLessonId ? `/courses/${enrolled.slug}/${enrolled.firstLessonId}` : `/university/${enrolled.slug}`, 303);
  });
}

export default function UniversityCourse({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("learning");
  const { course, saved, memberLevel, facts, reviews } = loaderData;
  const answer = useActionData<typeof action>();
  const refused = answer && "ok" in answer && answer.ok === false ? answer : null;
  const failure = refused && !refused.field ? refused.error : null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Link to="/university" className="text-brand-700 underline">
        {t("course.back")}
      </Link>
      {course.status === "draft" ? (
        <div className="mt-4">
          <Alert tone="info">{t("course.draft")}</Alert>
        </div>
      ) : null}
      {course.mayEdit ? (
        <Link to={`/courses/manage/${course.id}`} className="mt-4 inline-block font-semibold text-brand-700 underline">
          {t("editor.edit")}
        </Link>
      ) : null}
      {course.cover ? (
        <img
          src={course.cover.large}
          srcSet={`${course.cover.small} 480w, ${course.cover.large} 960w`}
          sizes="(min-width: 896px) 864px, 100vw"
          alt=""
          width={960}
          height={540}
          className="mt-6 aspect-video w-full rounded-xl object-cover"
        />
      ) : null}
      <p className="mt-6 font-semibold text-brand-700">{skillLabel(t, course.category)}</p>
      <h1 className="mt-1 text-3xl font-bold break-words">{course.title}</h1>
      <p className="mt-3 text-lg text-slate-700 break-words">{course.summary}</p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <CourseFacts course={course} />
        <CourseRating rating={reviews.rating} />
        {course.status === "published" ? (
          <SaveButton
            itemType="course"
            itemId={String(course.id)}
            title={course.title}
            saved={saved}
            redirectTo={`/university/${course.slug}`}
            signedIn={course.enrollState !== "visitor"}
          />
        ) : null}
      </div>
      {failure ? (
        <div className="mt-6">
          <Alert tone="error">{failure}</Alert>
        </div>
      ) : null}
      <EnrollPanel course={course} memberLevel={memberLevel} />
      <dl className="mt-8 grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
        <Fact label={t("course.trainer")}>{course.trainerName ?? t("course.noTrainer")}</Fact>
        <Fact label={t("course.level")}>{t(`levels.${course.level}`)}</Fact>
        <Fact label={t("course.language")}>{t(`languages.${course.language}`)}</Fact>
        <Fact label={t("course.duration")}>{t("card.hours", { count: course.durationHours })}</Fact>
        <Fact label={t("course.requires")}>
          {course.minLevel === "bronze" ? t("card.openToAll") : t("card.minLevel", { level: t(`membership.${course.minLevel}`) })}
        </Fact>
        <Fact label={t("course.lessons")}>{course.lessonCount}</Fact>
      </dl>
      <CertificateFacts facts={facts} />
      <section className="mt-8">
        <h2 className="text-xl font-semibold">{t("course.about")}</h2>
        <p className="mt-2 break-words whitespace-pre-wrap text-slate-800">{course.description}</p>
      </section>
      <section className="mt-8">
        <h2 className="text-xl font-semibold">{t("course.outline")}</h2>
        {course.outline.length === 0 ? (
          <p className="mt-2 text-slate-700">{t("course.noLessons")}</p>
        ) : (
          <ol className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
            {course.outline.map((lesson, index) => (
              <li key={lesson.id} className="flex items-center gap-3 p-3">
                <LessonMark done={lesson.done} />
                <span className="flex-1 break-words">
                  {index + 1}.{" "}
                  {course.enrollState === "enrolled" || course.mayPreview ? (
                    <Link to={`/courses/${course.slug}/${lesson.id}`} className="text-brand-700 hover:underline">
                      {lesson.title}
                    </Link>
                  ) : (
                    lesson.title
                  )}
                  {lesson.done ? <span className="sr-only"> ({t("course.done")})</span> : null}
                </span>
                <span className="text-sm text-slate-600">{t("course.minutes", { count: lesson.durationMinutes })}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
      {course.status === "published" ? (
        <CourseReviewsSection reviews={reviews} status={answer && "done" in answer ? answer.done : null} failure={refused?.field ? refused : null} />
      ) : null}
    </div>
  );
}

/** A lesson's mark in the outline: a circle, ticked once done (decorative: the text says it). */
function LessonMark({ done }: { done: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${done ? "text-emerald-700" : "text-slate-400"}`}
    >
      <circle cx="12" cy="12" r="10" />
      {done ? <path d="m9 12 2 2 4-4" /> : null}
    </svg>
  );
}

/** The enrollment box of a course page, around what the viewer may do. */
function Panel({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation("learning");
  return (
    <section className="mt-6 rounded-xl border border-brand-100 bg-brand-50 p-4" aria-labelledby="enroll-title">
      <h2 id="enroll-title" className="font-semibold">
        {t("course.enrollTitle")}
      </h2>
      {children}
    </section>
  );
}

/** What the viewer may do with the course: sign in, enroll, continue, or read why not and how to move up. */
function EnrollPanel({ course, memberLevel }: { course: CourseDetail; memberLevel: string | null }) {
  const { t } = useTranslation("learning");
  const navigation = useNavigation();
  const enrolling = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  const primary = "inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700";
  if (course.status !== "published") return null;
  switch (course.enrollState) {
    case "visitor":
      return (
        <Panel>
          <p className="mt-1">{t("course.visitor")}</p>
          <Link to={`/login?redirectTo=${encodeURIComponent(`/university/${course.slug}`)}`} className={`mt-3 ${primary}`}>
            {t("course.login")}
          </Link>
        </Panel>
      );
    case "enrolled":
      return (
        <Panel>
          <p className="mt-1">{t("course.enrolled")}</p>
          {course.resumeLessonId ? (
            <Link to={`/courses/${course.slug}/${course.resumeLessonId}`} className={`mt-3 ${primary}`}>
              {course.outline.some((lesson) => lesson.done) ? t("course.continue") : t("course.start")}
            </Link>
          ) : null}
        </Panel>
      );
    case "may_enroll":
      return (
        <Panel>
          <Form method="post" className="mt-3">
            <button type="submit" disabled={enrolling} className={`${primary} disabled:opacity-70`}>
              {enrolling ? t("course.enrolling") : t("course.enroll")}
            </button>
          </Form>
        </Panel>
      );
    case "level_too_low":
      return (
        <Panel>
          <p className="mt-1">{t("course.levelTooLow", { level: t(`membership.${course.minLevel}`), current: t(`membership.${memberLevel ?? "bronze"}`) })}</p>
          <Link to="/membership" className="mt-2 inline-block font-semibold text-brand-700 underline">
            {t("course.howToMoveUp")}
          </Link>
        </Panel>
      );
    default:
      return (
        <Panel>
          <p className="mt-1">{t("course.notIndividual")}</p>
        </Panel>
      );
  }
}

/** What the certificate of the course asks and how long it lasts (texts shaped on the server): the graded assessment's facts and the validity in years (or that it does not expire). */
function CertificateFacts({ facts }: { facts: ShapedCertificateFacts }) {
  return (
    <section className="mt-8" aria-labelledby="certificate-facts-title">
      <h2 id="certificate-facts-title" className="text-xl font-semibold">
        {facts.title}
      </h2>
      {facts.noAssessment ? (
        <p className="mt-2 text-slate-700">{facts.noAssessment}</p>
      ) : (
        <dl className="mt-3 grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
          {facts.facts.map((fact) => (
            <Fact key={fact.label} label={fact.label}>
              {fact.value}
            </Fact>
          ))}
        </dl>
      )}
      <p className="mt-3 text-slate-800">{facts.validity}</p>
    </section>
  );
}
