import { useId } from "react";
import { Form } from "react-router";
import { formatLongDate } from "~/components/ui/format-date";
import { TextAreaField } from "~/components/ui/text-area-field";
import type { Locale } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";
import { REVIEW_RULES } from "../booking-rules";
import type { ReviewCriterion } from "../review-criteria";

/** What the booking page's action answered to a refused review or reply: its message, the field it is about and what was typed. */
export type ReviewFailure = { error: string; field?: string; values?: Record<string, string> } | null;

const SCORES = [1, 2, 3, 4, 5] as const;

/** One criterion as a group of five radio buttons (a fieldset named by its legend); its error at the group. */
function ScoreGroup({ criterion, failure, typed }: { criterion: ReviewCriterion; failure: string | null; typed: string }) {
  const { t } = useTranslation("reviews");
  const id = useId();
  const field = `score.${criterion}`;
  return (
    <fieldset aria-invalid={failure ? true : undefined} aria-describedby={failure ? `${id}-error` : undefined} className="grid gap-2">
      <legend className="font-medium text-slate-900">{t(`criteria.${criterion}`)}</legend>
      <div className="flex flex-wrap gap-2">
        {SCORES.map((score) => (
          <label
            key={score}
            className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1 rounded-md border border-slate-400 px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
          >
            <input type="radio" name={field} value={score} required defaultChecked={typed === String(score)} className="h-4 w-4" />
            <span aria-hidden="true">{score}</span>
            <span className="sr-only">{t("scoreOption", { score })}</span>
          </label>
        ))}
      </div>
      {failure ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The review form of the booking page (intent 'review'): a five-point group per criterion of the
 * writer's side, the optional comment, and the last day to write; a refusal shows at its field.
 */
export function ReviewForm({
  criteria,
  writableUntil,
  failure,
  busy,
  locale,
}: {
  criteria: ReviewCriterion[];
  writableUntil: string | null;
  failure: ReviewFailure;
  busy: boolean;
  locale: Locale;
}) {
  const { t } = useTranslation("reviews");
  const bodyId = useId();
  const mine = failure && failure.values?.intent === "review" ? failure : null;
  const atField = (field: string) => (mine && mine.field === field ? mine.error : null);
  const typed = (field: string) => mine?.values?.[field] ?? "";
  const general = mine && !mine.field?.startsWith("score.") && mine.field !== "body" ? mine.error : null;
  return (
    <Form method="post" className="grid gap-4" data-testid="review-form">
      <input type="hidden" name="intent" value="review" />
      <div>
        <h3 className="text-lg font-semibold">{t("panel.writeTitle")}</h3>
        <p className="mt-1 text-sm text-slate-700">{t("panel.writeHint")}</p>
        {writableUntil ? <p className="mt-1 text-sm text-slate-700">{t("panel.until", { date: formatLongDate(writableUntil, locale) })}</p> : null}
      </div>
      {criteria.map((criterion) => (
        <ScoreGroup key={criterion} criterion={criterion} failure={atField(`score.${criterion}`)} typed={typed(`score.${criterion}`)} />
      ))}
      <div>
        <label htmlFor={bodyId} className="block font-medium text-slate-900">
          {t("panel.body")}
        </label>
        <textarea
          id={bodyId}
          name="body"
          rows={4}
          maxLength={REVIEW_RULES.bodyMax * 2}
          defaultValue={typed("body")}
          aria-invalid={atField("body") ? true : undefined}
          aria-describedby={`${bodyId}-hint${atField("body") ? ` ${bodyId}-error` : ""}`}
          className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-ink"
        />
        <p id={`${bodyId}-hint`} className="mt-1 text-sm text-slate-600">
          {t("panel.bodyHint", { max: REVIEW_RULES.bodyMax })}
        </p>
        {atField("body") ? (
          <p id={`${bodyId}-error`} className="mt-1 text-sm text-red-700">
            {atField("body")}
          </p>
        ) : null}
      </div>
      <div aria-live="polite">{general ? <p className="text-sm text-red-700">{general}</p> : null}</div>
      <div>
        <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
          {busy ? t("panel.sending") : t("panel.submit")}
        </button>
      </div>
    </Form>
  );
}

/** The reply form under the other side's published review (intent 'reply', once); a refusal shows at the field. */
export function ReviewReplyForm({ reviewId, failure, busy }: { reviewId: string; failure: ReviewFailure; busy: boolean }) {
  const { t } = useTranslation("reviews");
  const mine = failure && failure.values?.intent === "reply" ? failure : null;
  return (
    <Form method="post" className="mt-3 grid gap-2" data-testid="review-reply-form">
      <input type="hidden" name="intent" value="reply" />
      <input type="hidden" name="reviewId" value={reviewId} />
      <TextAreaField
        label={t("panel.replyLabel")}
        name="reply"
        rows={3}
        required
        maxLength={REVIEW_RULES.replyMax * 2}
        defaultValue={mine?.values?.reply ?? ""}
        hint={t("panel.replyHint", { max: REVIEW_RULES.replyMax })}
        error={mine?.error}
      />
      <div>
        <button
          type="submit"
          disabled={busy}
          className="rounded-md border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
        >
          {t("panel.replySubmit")}
        </button>
      </div>
    </Form>
  );
}
