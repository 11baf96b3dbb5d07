import { formatLongDate } from "~/components/ui/format-date";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/lib/i18n/react";
import type { CertificateState, TranscriptCertificate, TranscriptCourse, TranscriptTotals } from "../transcript-views";

const STATE_STYLE: Record<CertificateState, string> = {
  valid: "bg-emerald-100 text-emerald-900",
  expired: "bg-amber-100 text-amber-900",
  revoked: "bg-red-100 text-red-900",
  superseded: "bg-slate-200 text-slate-800",
};

/** The transcript's totals as a description list: courses, completed, valid certificates, certified hours. */
export function TranscriptTotalsList({ totals, showProgress }: { totals: TranscriptTotals; showProgress: boolean }) {
  const { t } = useTranslation("transcript");
  const facts: [string, number][] = [
    [t("totals.courses"), totals.courses],
    ...(showProgress ? ([[t("totals.completed"), totals.completed]] as [string, number][]) : []),
    [t("totals.validCertificates"), totals.validCertificates],
    [t("totals.certifiedHours"), totals.certifiedHours],
  ];
  return (
    <section aria-labelledby="transcript-totals" className="mt-6">
      <h2 id="transcript-totals" className="sr-only">
        {t("totals.heading")}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-3">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-2xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The transcript's courses, one card each; `showProgress` only on the member's own page (the public page shows certified courses). */
export function TranscriptCourseList({ courses, showProgress }: { courses: TranscriptCourse[]; showProgress: boolean }) {
  return (
    <ul className="mt-6 grid gap-4">
      {courses.map((course) => (
        <li key={course.slug}>
          <TranscriptCourseCard course={course} showProgress={showProgress} />
        </li>
      ))}
    </ul>
  );
}

function TranscriptCourseCard({ course, showProgress }: { course: TranscriptCourse; showProgress: boolean }) {
  const { t, i18n } = useTranslation("transcript");
  const date = (iso: string) => formatLongDate(iso, i18n.language);
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={course.title}>
      <h3 className="text-lg font-semibold break-words">
        {course.available ? (
          <Link to={`/university/${course.slug}`} className="text-brand-700 underline">
            {course.title}
          </Link>
        ) : (
          course.title
        )}
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {[
          t("course.hours", { count: course.durationHours }),
          course.completedAt ? t("course.completedOn", { date: date(course.completedAt) }) : showProgress ? t("course.inProgress") : null,
          showProgress && !course.completedAt && course.enrolledAt ? t("course.enrolledOn", { date: date(course.enrolledAt) }) : null,
          course.scoreBand ? t("course.band", { band: t(`band.${course.scoreBand}`) }) : null,
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      {showProgress ? (
        <>
          <p className="mt-2 text-sm text-slate-700">{t("course.progress", { done: course.lessonsDone, total: course.lessonCount })}</p>
          <progress
            className="mt-1 h-2 w-full accent-brand-600"
            max={Math.max(course.lessonCount, 1)}
            value={course.lessonsDone}
            aria-label={t("course.progressLabel", { title: course.title })}
          />
          {course.available ? null : <p className="mt-2 text-sm text-amber-900">{t("course.unavailable")}</p>}
        </>
      ) : null}
      <h4 className="mt-3 text-sm font-semibold text-slate-800">{t("course.certificates")}</h4>
      {course.certificates.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t("course.noCertificate")}</p>
      ) : (
        <ul className="mt-1 grid gap-2">
          {course.certificates.map((certificate) => (
            <li key={certificate.id}>
              <CertificateLine certificate={certificate} courseTitle={course.title} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

function CertificateLine({ certificate, courseTitle }: { certificate: TranscriptCertificate; courseTitle: string }) {
  const { t, i18n } = useTranslation("transcript");
  const date = (iso: string) => formatLongDate(iso, i18n.language);
  const details = [t("certificate.issuedOn", { date: date(certificate.issuedAt) })];
  if (certificate.revokedAt) details.push(t("certificate.revokedOn", { date: date(certificate.revokedAt) }));
  else if (certificate.supersededAt) details.push(t("certificate.supersededOn", { date: date(certificate.supersededAt) }));
  else if (certificate.expiresAt)
    details.push(t(certificate.state === "expired" ? "certificate.expiredOn" : "certificate.validUntil", { date: date(certificate.expiresAt) }));
  if (certificate.scoreBand) details.push(t("course.band", { band: t(`band.${certificate.scoreBand}`) }));
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className={`rounded-full px-2 py-0.5 font-semibold ${STATE_STYLE[certificate.state]}`}>{t(`state.${certificate.state}`)}</span>
      <span className="text-slate-700">{details.join(" · ")}</span>
      <Link
        to={`/certificates/${certificate.id}`}
        className="font-semibold text-brand-700 underline"
        aria-label={t("certificate.viewOf", { title: courseTitle, date: date(certificate.issuedAt) })}
      >
        {t("certificate.view")}
      </Link>
    </div>
  );
}
