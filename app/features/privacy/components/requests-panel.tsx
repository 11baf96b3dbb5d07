import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { dateFormatter } from "~/components/ui/format-date";
import { SelectField } from "~/components/ui/select-field";
import { TextAreaField } from "~/components/ui/text-area-field";
import type { Locale } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";
import type { PrivacyRequestView } from "../privacy-requests.server";
import { REQUEST_KINDS } from "../request-kinds";
import { HeldAboutMemberList } from "./held-about-member";
import { PrivacySection } from "./privacy-section";
import { RequestAnswer } from "./request-answer";

type Failure = { error: string; field?: string; values?: Record<string, string> } | null;

/** Access, correction and objection requests: the form (kind and what the member needs) and the member's requests with their deadline and answer. */
export function RequestsPanel({
  requests,
  locale,
  busy,
  sentDue,
  failure,
}: {
  requests: PrivacyRequestView[];
  locale: Locale;
  busy: boolean;
  /** The deadline of a request just sent. */
  sentDue: string | null;
  failure: Failure;
}) {
  const { t } = useTranslation("privacy");
  const day = dateFormatter(locale, "long-montevideo");
  const moment = dateFormatter(locale, "medium-time-montevideo");
  return (
    <PrivacySection id="solicitudes" title={t("requests.title")}>
      <p className="mt-2 text-slate-700">{t("requests.lead")}</p>
      {sentDue ? (
        <div className="mt-4">
          <Alert tone="success">{t("requests.sent", { date: day.format(new Date(sentDue)) })}</Alert>
        </div>
      ) : null}
      {failure ? (
        <div className="mt-4">
          <Alert tone="error">{failure.error}</Alert>
        </div>
      ) : null}
      <Form method="post" className="mt-4 space-y-4">
        <SelectField
          label={t("requests.kind")}
          name="kind"
          defaultValue={failure?.values?.kind ?? "access"}
          options={REQUEST_KINDS.map((kind) => ({ value: kind, label: t(`requests.kinds.${kind}`) }))}
        />
        <TextAreaField
          label={t("requests.details")}
          name="details"
          hint={t("requests.detailsHint")}
          rows={4}
          maxLength={2000}
          required
          invalid={failure?.field === "details"}
          defaultValue={failure?.values?.details}
        />
        <Button type="submit" name="intent" value="request" disabled={busy}>
          {busy ? t("requests.sending") : t("requests.submit")}
        </Button>
      </Form>
      <h3 className="mt-6 font-semibold">{t("requests.listTitle")}</h3>
      {requests.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("requests.empty")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200" data-testid="privacy-requests">
          {requests.map((request) => (
            <li key={request.id} className="py-3">
              <p className="font-medium">
                {t(`requests.kindShort.${request.kind}`)} · {t(`requests.status.${request.status}`)}
              </p>
              <p className="text-sm text-slate-700">
                {t("requests.filed", { date: moment.format(new Date(request.createdAt)) })}
                {request.status === "open" ? ` · ${t("requests.due", { date: day.format(new Date(request.dueAt)) })}` : null}
              </p>
              <p className="mt-1 whitespace-pre-line text-slate-800">{request.details}</p>
              {request.answer && request.answeredAt ? (
                <RequestAnswer heading={t("requests.answer", { date: moment.format(new Date(request.answeredAt)) })} answer={request.answer} />
              ) : null}
              {request.status === "answered" && request.heldAboutMember ? <HeldAboutMemberList held={request.heldAboutMember} audience="member" /> : null}
            </li>
          ))}
        </ul>
      )}
    </PrivacySection>
  );
}
