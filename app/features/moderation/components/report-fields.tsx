import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/select-field";
import { TextAreaField } from "~/components/ui/text-area-field";
import { useTranslation } from "~/lib/i18n/react";
import { REPORT_REASON_CODES } from "../report-reasons";

const DETAILS_MAX = 1000;

export type ReportFieldsProps = {
  /** What was typed before a refusal, so it is never lost. */
  values?: { reason?: string; details?: string };
  /** The field the refusal was about, marked for assistive technology. */
  invalidField?: string;
  /** The refusal's message, shown above the fields. */
  error?: string | null;
  /** Whether the report is being sent (the send button is disabled and says so). */
  busy: boolean;
  /** The way out: the dialog's close button, or the page's link back. */
  cancel: React.ReactNode;
};

/**
 * The report form's body, shared by the dialog and the report page: a refusal, the lead, the
 * fields (the reason, required, from the fixed list; optional details up to 1000 characters) and
 * the row with the way out and 'Enviar reporte'.
 */
export function ReportFields({ values, invalidField, error, busy, cancel }: ReportFieldsProps) {
  const { t } = useTranslation("members");
  return (
    <>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <p className="text-sm text-slate-700">{t("moderation.reportLead")}</p>
      <SelectField
        label={t("moderation.reason")}
        name="reason"
        required
        defaultValue={values?.reason ?? ""}
        aria-invalid={invalidField === "reason" ? true : undefined}
        placeholder={t("moderation.reasonPlaceholder")}
        options={REPORT_REASON_CODES.map((code) => ({ value: code, label: t(`moderation.reasons.${code}`) }))}
      />
      <TextAreaField
        label={t("moderation.details")}
        name="details"
        rows={4}
        maxLength={DETAILS_MAX}
        defaultValue={values?.details ?? ""}
        invalid={invalidField === "details"}
      />
      <div className="flex flex-wrap items-center justify-end gap-3">
        {cancel}
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t("moderation.processing") : t("moderation.send")}
        </Button>
      </div>
    </>
  );
}
