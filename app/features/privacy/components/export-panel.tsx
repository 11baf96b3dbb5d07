import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { dateFormatter } from "~/components/ui/format-date";
import type { Locale } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";
import type { ExportView } from "../data-exports.server";
import { PrivacySection } from "./privacy-section";

const megabytes = (bytes: number | null) => `${((bytes ?? 0) / (1024 * 1024)).toFixed(1)} MB`;

/** 'Descargar mis datos': what the copy holds and its rules, the request button, and the member's last copies with their download links. */
export function ExportPanel({ exports, locale, busy, answer }: { exports: ExportView[]; locale: Locale; busy: boolean; answer: "requested" | null }) {
  const { t } = useTranslation("privacy");
  const format = dateFormatter(locale, "medium-time-montevideo");
  return (
    <PrivacySection id="datos" title={t("export.title")}>
      <p className="mt-2 text-slate-700">{t("export.lead")}</p>
      <p className="mt-2 text-sm text-slate-700">{t("export.rules")}</p>
      {answer === "requested" ? (
        <div className="mt-4">
          <Alert tone="success">{t("export.requested")}</Alert>
        </div>
      ) : null}
      <Form method="post" className="mt-4">
        <Button type="submit" name="intent" value="export" disabled={busy}>
          {busy ? t("export.sending") : t("export.submit")}
        </Button>
      </Form>
      {exports.length > 0 ? (
        <>
          <h3 className="mt-6 font-semibold">{t("export.listTitle")}</h3>
          <ul className="mt-2 divide-y divide-slate-200" data-testid="data-exports">
            {exports.map((item) => {
              const requested = format.format(new Date(item.createdAt));
              return (
                <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div>
                    <p className="font-medium">{t(`export.status.${item.status}`)}</p>
                    <p className="text-sm text-slate-700">{t("export.requestedOn", { date: requested })}</p>
                    {item.status === "ready" && item.expiresAt ? (
                      <p className="text-sm text-slate-700">{t("export.expiresOn", { date: format.format(new Date(item.expiresAt)) })}</p>
                    ) : null}
                  </div>
                  {item.status === "ready" ? (
                    <a
                      href={`/settings/privacy/export/${item.id}`}
                      download
                      aria-label={t("export.downloadAria", { date: requested, size: megabytes(item.size) })}
                      className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-slate-50"
                    >
                      {t("export.download")}
                    </a>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </PrivacySection>
  );
}
