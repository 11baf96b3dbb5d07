import { useId } from "react";
import { Form } from "react-router";
import { formatLongDate } from "~/components/ui/format-date";
import { TextAreaField } from "~/components/ui/text-area-field";
import type { Locale } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";
import { REVIEW_RULES } from "../booking-rules";
import type { ModeratedReview } from "../review-moderation.server";
import { formatRating } from "./rating-summary";

/** What the admins' page answered to a refused hide: its message, field and what was typed. */
export type HideFailure = { error: string; field?: string; values?: Record<string, string> } | null;

/**
 * One review in the admins' list: who wrote it about whom, the job, scores, text and reply, whether
 * it is published or hidden (and why), its open reports, and the form to hide it with a reason.
 */
export function ReviewModerationCard({ review, locale, busy, failure }: { review: ModeratedReview; locale: Locale; busy: boolean; failure: HideFailure }) {
  const { t } = useTranslation("reviews");
  const id = useId();
  const mine = failure && failure.values?.reviewId === review.id ? failure : null;
  return (
    <article className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4" aria-labelledby={`${id}-title`} data-testid="moderated-review">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t("admin.about", { author: review.authorName, subject: review.subjectName })}
      </h2>
      <p className="text-sm text-slate-700">
        {review.authorSide === "company" ? t("admin.byCompany") : t("admin.byTechnician")} ·{" "}
        {t("list.job", { production: review.production, role: review.roleLabel, date: formatLongDate(review.jobEndsOn, locale) })}
      </p>
      <p className="text-sm text-slate-700">
        {review.publishedAt ? t("admin.published", { date: formatLongDate(review.publishedAt, locale) }) : t("admin.unpublished")}
        {review.openReports > 0 ? ` · ${t("admin.openReports", { count: review.openReports })}` : ""}
      </p>
      <p className="font-semibold text-amber-900">{t("panel.average", { rating: formatRating(review.rating, locale) })}</p>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={t("list.criteria")}>
        {review.scores.map((score) => (
          <div key={score.criterion} className="flex gap-1">
            <dt className="text-slate-700">{t(`criteria.${score.criterion}`)}:</dt>
            <dd className="font-medium text-ink">{t("scoreShort", { score: score.score })}</dd>
          </div>
        ))}
      </dl>
      {review.body ? <p className="whitespace-pre-line text-slate-900">{review.body}</p> : null}
      {review.reply ? (
        <div className="border-l-4 border-slate-300 pl-3">
          <p className="text-sm font-semibold text-slate-800">{t("list.reply")}</p>
          <p className="whitespace-pre-line text-slate-900">{review.reply}</p>
        </div>
      ) : null}
      {review.hiddenAt ? (
        <p className="rounded-md bg-slate-100 p-2 text-sm text-slate-800">
          {t("admin.hidden", { date: formatLongDate(review.hiddenAt, locale), reason: review.hiddenReason ?? "" })}
        </p>
      ) : (
        <Form method="post" className="grid gap-2">
          <input type="hidden" name="intent" value="hide" />
          <input type="hidden" name="reviewId" value={review.id} />
          <TextAreaField
            id={`${id}-reason`}
            label={t("admin.reason")}
            name="reason"
            rows={2}
            required
            maxLength={REVIEW_RULES.hideReasonMax * 2}
            defaultValue={mine?.values?.reason ?? ""}
            hint={t("admin.reasonHint", { max: REVIEW_RULES.hideReasonMax })}
            error={mine?.error}
          />
          <div>
            <button type="submit" disabled={busy} className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60">
              {t("admin.hide")}
            </button>
          </div>
        </Form>
      )}
    </article>
  );
}
