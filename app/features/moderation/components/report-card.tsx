import { Form, Link } from "react-router";
import { dateFormatter } from "~/components/ui/format-date";
import type { Locale } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";
import type { QueuedReport } from "../report-queue.server";

const ACTION = "rounded-md px-3 py-1.5 text-sm font-semibold disabled:opacity-60";

/** One report of the admin queue: what and who was reported, by whom, why and when, with the actions its state allows. */
export function ReportCard({ report, locale, busy }: { report: QueuedReport; locale: Locale; busy: boolean }) {
  const { t } = useTranslation("members");
  const profilePath = `/admin/${report.target.kind === "company" ? "company" : "user"}/${report.target.id}`;
  return (
    <article className="rounded-lg border border-slate-200 p-4" data-testid="report" aria-labelledby={`reporte-${report.id}`}>
      <header className="flex flex-wrap items-center gap-2">
        <h2 id={`reporte-${report.id}`} className="text-lg font-semibold">
          {t(`moderation.reports.kinds.${report.targetType}`)}: {report.target.name}
        </h2>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">{t(`moderation.reports.statuses.${report.status}`)}</span>
        {report.target.suspended ? (
          <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">{t("moderation.reports.suspendedBadge")}</span>
        ) : null}
      </header>
      <dl className="mt-3 grid grid-cols-1 gap-x-3 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold">{t("moderation.reports.target")}</dt>
        <dd>
          <Link to={profilePath} className="text-brand-700 underline">
            {t("moderation.reports.viewProfile")}
          </Link>
        </dd>
        <dt className="font-semibold">{t("moderation.reports.reporter")}</dt>
        <dd className="break-words">{report.reporter.name}</dd>
        <dt className="font-semibold">{t("moderation.reports.reason")}</dt>
        <dd>{t(`moderation.reasons.${report.reason}`)}</dd>
        <dt className="font-semibold">{t("moderation.reports.details")}</dt>
        <dd className="whitespace-pre-line break-words">{report.details ?? t("moderation.reports.noDetails")}</dd>
        <dt className="font-semibold">{t("moderation.reports.date")}</dt>
        <dd>
          <time dateTime={report.createdAt}>{dateFormatter(locale, "medium-time").format(new Date(report.createdAt))}</time>
        </dd>
        {report.targetType === "message" ? (
          <>
            <dt className="font-semibold">{t("moderation.reports.reportedMessage")}</dt>
            <dd className="whitespace-pre-line break-words rounded-md bg-slate-50 p-2">
              {report.message ? (
                <>
                  <strong className="block">{report.message.subject}</strong>
                  {report.message.content}
                </>
              ) : (
                t("moderation.reports.messageGone")
              )}
            </dd>
          </>
        ) : null}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        {report.status === "open" ? (
          <>
            <Form method="post">
              <input type="hidden" name="reportId" value={report.id} />
              <button type="submit" name="intent" value="dismiss" disabled={busy} className={`${ACTION} border border-slate-300 hover:bg-slate-50`}>
                {t("moderation.reports.dismiss")}
              </button>
            </Form>
            {report.target.suspended ? null : (
              <Form method="post">
                <input type="hidden" name="reportId" value={report.id} />
                <button type="submit" name="intent" value="suspend" disabled={busy} className={`${ACTION} bg-red-700 text-white hover:bg-red-800`}>
                  {t("moderation.reports.suspend")}
                </button>
              </Form>
            )}
          </>
        ) : null}
        {report.target.suspended ? (
          <Form method="post">
            <input type="hidden" name="userId" value={report.target.id} />
            <button type="submit" name="intent" value="unsuspend" disabled={busy} className={`${ACTION} border border-slate-300 hover:bg-slate-50`}>
              {t("moderation.reports.unsuspend")}
            </button>
          </Form>
        ) : null}
      </div>
    </article>
  );
}
