import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/lib/i18n/react";
import type { AssessmentEntry } from "../attempt-views";

function Entry({ title, lead, passedText, href, label }: { title: string; lead: string; passedText: string | null; href: string; label: string }) {
  return (
    <section aria-label={title} className="mt-4 rounded-xl border border-brand-200 bg-brand-50 p-4">
      <h2 className="flex items-center gap-2 font-semibold">
        <Icon name="clipboard-check" aria-hidden="true" size={20} className="shrink-0 text-brand-700" />
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{passedText ?? lead}</p>
      <Link to={href} className="mt-3 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
        {label}
      </Link>
    </section>
  );
}

/** The lesson player's ways into the lesson's quiz and, after the last lesson, the course's final assessment (with whether each is passed). */
export function AssessmentEntries({
  slug,
  lessonId,
  entries,
  showFinal,
}: {
  slug: string;
  lessonId: number;
  entries: { quiz: AssessmentEntry | null; course: AssessmentEntry | null };
  showFinal: boolean;
}) {
  const { t } = useTranslation("assessments");
  return (
    <>
      {entries.quiz ? (
        <Entry
          title={t("entry.quiz")}
          lead={t("entry.quizLead")}
          passedText={entries.quiz.passed ? t("entry.quizPassed", { score: entries.quiz.scorePercent }) : null}
          href={`/courses/${slug}/${lessonId}/quiz`}
          label={t("entry.takeQuiz")}
        />
      ) : null}
      {entries.course && showFinal ? (
        <Entry
          title={t("entry.final")}
          lead={t("entry.finalLead")}
          passedText={entries.course.passed ? t("entry.finalPassed", { score: entries.course.scorePercent }) : null}
          href={`/courses/${slug}/assessment`}
          label={t("entry.takeFinal")}
        />
      ) : null}
    </>
  );
}
