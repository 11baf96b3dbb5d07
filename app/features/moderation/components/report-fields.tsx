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
};

/** The report form's lead and fields (the reason, required, from the fixed list; optional details up to 1000 characters), shared by the dialog and the report page. */
export function ReportFields({ values, invalidField }: ReportFieldsProps) {
  const { t } = useTranslation("members");
  return (
    <>
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
    </>
  );
}
