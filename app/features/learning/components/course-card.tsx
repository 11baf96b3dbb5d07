import { Link } from "~/components/ui/link";
import { useTranslation } from "~/lib/i18n/react";
import { skillLabel } from "~/lib/vocabulary/av-categories";
import type { CoverImage } from "../course-cover";
import type { ShapedRating } from "../course-review-views";
import type { CourseCard as Course } from "../course-views";
import { CourseFacts } from "./course-facts";
import { CourseRating } from "./course-rating";

/** A course's category and its title as a link to the course page, as every course card starts. */
export function CourseTitle({ category, slug, title }: { category: string; slug: string; title: string }) {
  const { t } = useTranslation("learning");
  return (
    <>
      <p className="text-sm font-semibold text-brand-700">{skillLabel(t, category)}</p>
      <h3 className="mt-1 text-lg font-semibold break-words">
        <Link to={`/university/${slug}`} className="hover:underline">
          {title}
        </Link>
      </h3>
    </>
  );
}

/** A course's cover across the top of its card (decorative: the title follows), or a plain band in the brand's colour when it has none. */
export function CourseCover({ cover }: { cover: CoverImage | null }) {
  return cover ? (
    <img
      src={cover.small}
      srcSet={`${cover.small} 480w, ${cover.large} 960w`}
      sizes="(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw"
      alt=""
      width={480}
      height={270}
      loading="lazy"
      decoding="async"
      className="-mx-4 -mt-4 mb-3 aspect-video w-[calc(100%+2rem)] max-w-none object-cover"
    />
  ) : (
    <div aria-hidden="true" className="-mx-4 -mt-4 mb-3 h-2 bg-gradient-to-r from-brand-600 to-brand-300" />
  );
}

/**
 * A course in the catalogue or the saved list: its title links to the course page; the category and
 * level required read as words; with a `rating` (shaped on the server, as the catalogue's loader does) its reviews' average and count.
 */
export function CourseCard({ course, action }: { course: Course & { rating?: ShapedRating }; action?: React.ReactNode }) {
  const { t } = useTranslation("learning");
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <CourseCover cover={course.cover} />
      <CourseTitle category={course.category} slug={course.slug} title={course.title} />
      <p className="mt-2 flex-1 text-slate-700 break-words">{course.summary}</p>
      <div className="mt-3">
        <CourseFacts course={course} />
      </div>
      {course.rating ? (
        <p className="mt-2">
          <CourseRating rating={course.rating} />
        </p>
      ) : null}
      <p className="mt-2 text-sm text-slate-700">
        {course.trainerName ? `${t("card.trainer", { name: course.trainerName })} · ` : ""}
        {course.minLevel === "bronze" ? t("card.openToAll") : t("card.minLevel", { level: t(`membership.${course.minLevel}`) })}
      </p>
      {action ? <div className="mt-3">{action}</div> : null}
    </article>
  );
}
