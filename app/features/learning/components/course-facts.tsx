import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/lib/i18n/react";
import type { CourseCard as Course } from "../course-views";

/** The facts every course shows: level, hours, lessons, and who may enroll. */
export function CourseFacts({ course }: { course: Course }) {
  const { t } = useTranslation("learning");
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      <li className="inline-flex items-center gap-1">
        <Icon name="graduation-cap" aria-hidden="true" size={16} />
        {t(`levels.${course.level}`)}
      </li>
      <li className="inline-flex items-center gap-1">
        <Icon name="clock" aria-hidden="true" size={16} />
        {t("card.hours", { count: course.durationHours })}
      </li>
      <li className="inline-flex items-center gap-1">
        <Icon name="list-checks" aria-hidden="true" size={16} />
        {t("card.lessons", { count: course.lessonCount })}
      </li>
    </ul>
  );
}
