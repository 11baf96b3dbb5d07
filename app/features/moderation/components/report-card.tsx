import { Form } from "react-router";
import { dateFormatter } from "~/components/ui/format-date";
import { Link } from "~/components/ui/link";
import { TextAreaField } from "~/components/ui/text-area-field";
import type { Locale } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";
import type { QueuedReport } from "../report-queue.server";
import { SUSPENSION_TEXTS } from "../suspension-texts";

const ACTION = "rounded-md px-3 py-1.5 text-sm font-semibold disabled:opacity-60";

/** What an admin typed in this card before the action refused it (a reason too short, say), to be shown again. */
export type ReportRetry = { intent: string; reason: string };

/** The retry of `report` in a refused action's typed values: its suspension or its reinstatement, with the reason typed. */
export function reportRetry(values: Record<string, string> | undefined, report: QueuedReport): ReportRetry | undefined {
  if (!values) return undefined;
  const mine = (values.intent === "suspend" && values.reportId === String(report.id)) || (values.intent === "unsuspend" && values.userId === report.target.id);
  return mine ? { intent: values.intent, reason: values.reason ?? "" } : undefined;
}

/**
 * One report of the admin queue: what and who was reported, by whom, why and when, with the actions
 * its state allows; suspending and reinstating ask for the reason the member will be mailed.
 */
export function ReportCard({ report, locale, busy, retry }: { report: QueuedReport; locale: Locale; busy: boolean; retry?: ReportRetry }) {
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
        {report.targetType === "course_review" ? (
          <>
            <dt className="font-semibold">{t("moderation.reports.reportedCourseReview")}</dt>
            <dd className="whitespace-pre-line break-words rounded-md bg-slate-50 p-2">
              {report.courseReview ? (
                <>
                  <strong className="block">{report.courseReview.course}</strong>
                  {report.courseReview.body}
                  <Link to={`/admin/course-reviews?review=${encodeURIComponent(report.courseReview.id)}`} className="mt-2 block text-brand-700 underline">
                    {t("moderation.reports.courseReviewLink")}
                  </Link>
                </>
              ) : (
                t("moderation.reports.reviewGone")
              )}
            </dd>
          </>
        ) : null}
        {report.targetType === "review" ? (
          <>
            <dt className="font-semibold">{t("moderation.reports.reportedReview")}</dt>
            <dd className="whitespace-pre-line break-words rounded-md bg-slate-50 p-2">
              {report.review ? (
                <>
                  <strong className="block">{report.review.production}</strong>
                  {report.review.body}
                  <Link to={`/admin/reviews?review=${encodeURIComponent(report.review.id)}`} className="mt-2 block text-brand-700 underline">
                    {t("moderation.reports.reviewLink")}
                  </Link>
                </>
              ) : (
                t("moderation.reports.reviewGone")
              )}
            </dd>
          </>
        ) : null}
      </dl>
      <div className="mt-4 space-y-3">
        {report.status === "open" ? (
          <Form method="post">
            <input type="hidden" name="reportId" value={report.id} />
            <button type="submit" name="intent" value="dismiss" disabled={busy} className={`${ACTION} border border-slate-300 hover:bg-slate-50`}>
              {t("moderation.reports.dismiss")}
            </button>
          </Form>
        ) : null}
        {report.status === "open" && !report.target.suspended ? (
          <ReasonForm
            intent="suspend"
            field={{ name: "reportId", value: String(report.id) }}
            texts={{
              summary: t("moderation.reports.suspend"),
              label: t("moderation.reports.suspendReason"),
              hint: t("moderation.reports.suspendHint", SUSPENSION_TEXTS.reason),
              submit: t("moderation.reports.suspendConfirm"),
            }}
            busy={busy}
            retry={retry?.intent === "suspend" ? retry.reason : undefined}
            danger
          />
        ) : null}
        {report.target.suspended ? (
          <ReasonForm
            intent="unsuspend"
            field={{ name: "userId", value: report.target.id }}
            texts={{
              summary: t("moderation.reports.unsuspend"),
              label: t("moderation.reports.unsuspendReason"),
              hint: t("moderation.reports.unsuspendHint", SUSPENSION_TEXTS.reason),
              submit: t("moderation.reports.unsuspendConfirm"),
            }}
            busy={busy}
            retry={retry?.intent === "unsuspend" ? retry.reason : undefined}
          />
        ) : null}
      </div>
    </article>
  );
}

/** A disclosure that opens a form asking for the reason of a moderation action (it is mailed to the member). */
function ReasonForm({
  intent,
  field,
  texts,
  busy,
  retry,
  danger = false,
}: {
  intent: string;
  field: { name: string; value: string };
  texts: { summary: string; label: string; hint: string; submit: string };
  busy: boolean;
  retry?: string;
  danger?: boolean;
}) {
  const tone = danger ? "bg-red-700 text-white hover:bg-red-800" : "border border-slate-300 hover:bg-slate-50";
  return (
    <details open={retry !== undefined} className="rounded-md">
      <summary className={`${ACTION} inline-block cursor-pointer ${tone}`}>{texts.summary}</summary>
      <Form method="post" className="mt-3 max-w-xl space-y-2">
        <input type="hidden" name={field.name} value={field.value} />
        <TextAreaField
          label={texts.label}
          name="reason"
          hint={texts.hint}
          rows={3}
          required
          minLength={SUSPENSION_TEXTS.reason.min}
          maxLength={SUSPENSION_TEXTS.reason.max}
          defaultValue={retry}
        />
        <button type="submit" name="intent" value={intent} disabled={busy} className={`${ACTION} ${tone}`}>
          {texts.submit}
        </button>
      </Form>
    </details>
  );
}
