import { Form } from "react-router";
import { dateFormatter } from "~/components/ui/format-date";
import { Link } from "~/components/ui/link";
import { TextAreaField } from "~/components/ui/text-area-field";
import type { Locale } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";
import type { QueuedAppeal } from "../appeals.server";
import { SUSPENSION_TEXTS } from "../suspension-texts";

const ACTION = "rounded-md px-3 py-1.5 text-sm font-semibold disabled:opacity-60";

/**
 * One appeal of the admins' queue: who appeals, the suspension's date and reason, the appeal's text
 * and date and, while it is open, the reason field with 'Levantar la suspensión' and 'Mantener la
 * suspensión' (the reason is mailed to the member); once decided, the decision and its reason.
 */
export function AppealCard({ appeal, locale, busy, retry }: { appeal: QueuedAppeal; locale: Locale; busy: boolean; retry?: string }) {
  const { t } = useTranslation("members");
  const format = dateFormatter(locale, "medium-time-utc");
  const when = (iso: string) => <time dateTime={iso}>{format.format(new Date(iso))}</time>;
  const profilePath = `/admin/${appeal.member.kind === "company" ? "company" : "user"}/${appeal.member.id}`;
  return (
    <article className="rounded-lg border border-slate-200 p-4" data-testid="appeal" aria-labelledby={`apelacion-${appeal.id}`}>
      <header className="flex flex-wrap items-center gap-2">
        <h2 id={`apelacion-${appeal.id}`} className="text-lg font-semibold">
          {t("moderation.appeals.heading", { name: appeal.member.name })}
        </h2>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">{t(`moderation.appeals.statuses.${appeal.status}`)}</span>
      </header>
      <dl className="mt-3 grid grid-cols-1 gap-x-3 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold">{t("moderation.appeals.account")}</dt>
        <dd>
          <Link to={profilePath} className="text-brand-700 underline">
            {t("moderation.appeals.viewProfile")}
          </Link>
        </dd>
        {appeal.suspension ? (
          <>
            <dt className="font-semibold">{t("moderation.appeals.suspendedAt")}</dt>
            <dd>{when(appeal.suspension.suspendedAt)}</dd>
            <dt className="font-semibold">{t("moderation.appeals.suspensionReason")}</dt>
            <dd className="whitespace-pre-line break-words">{appeal.suspension.reason ?? t("moderation.appeals.noReason")}</dd>
          </>
        ) : (
          <>
            <dt className="font-semibold">{t("moderation.appeals.suspensionReason")}</dt>
            <dd>{t("moderation.appeals.notSuspended")}</dd>
          </>
        )}
        <dt className="font-semibold">{t("moderation.appeals.message")}</dt>
        <dd className="whitespace-pre-line break-words rounded-md bg-slate-50 p-2">{appeal.message}</dd>
        <dt className="font-semibold">{t("moderation.appeals.sentAt")}</dt>
        <dd>{when(appeal.createdAt)}</dd>
        {appeal.decidedAt ? (
          <>
            <dt className="font-semibold">{t("moderation.appeals.decidedAt")}</dt>
            <dd>{when(appeal.decidedAt)}</dd>
            <dt className="font-semibold">{t("moderation.appeals.decisionReason")}</dt>
            <dd className="whitespace-pre-line break-words">{appeal.decisionReason}</dd>
          </>
        ) : null}
      </dl>
      {appeal.status === "open" ? (
        <Form method="post" className="mt-4 max-w-xl space-y-2">
          <input type="hidden" name="appealId" value={appeal.id} />
          <TextAreaField
            label={t("moderation.appeals.reason")}
            name="reason"
            hint={t("moderation.appeals.reasonHint", SUSPENSION_TEXTS.reason)}
            rows={3}
            required
            minLength={SUSPENSION_TEXTS.reason.min}
            maxLength={SUSPENSION_TEXTS.reason.max}
            defaultValue={retry}
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" name="intent" value="lift" disabled={busy} className={`${ACTION} bg-brand-600 text-white hover:bg-brand-700`}>
              {t("moderation.appeals.lift")}
            </button>
            <button type="submit" name="intent" value="uphold" disabled={busy} className={`${ACTION} border border-slate-300 hover:bg-slate-50`}>
              {t("moderation.appeals.uphold")}
            </button>
          </div>
        </Form>
      ) : null}
    </article>
  );
}
