import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Alert } from "~/components/ui/alert";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/lib/i18n/react";
import type { SiteTheme } from "./site-page";

/** The form's heading: a post made without JavaScript comes back to it, where the answer shows. */
export const SITE_FORM_ANCHOR = "sitio-formulario";

/** What the page answers a post of the form. */
export type SiteFormAnswer = { ok: true; sent: true } | { ok: false; error: string; field?: string; values?: Record<string, string> };

/**
 * The site's contact form (spec §2: name, e-mail, message). `startedAt` is the signed moment the
 * form was shown; `website` is a field people never see (a bot fills it). Without JavaScript it is
 * a plain form posted to the page, and the answer page opens at the form (`#sitio-formulario`), on
 * the message; with it, the answer shows in place and the form empties on success.
 * `disabled` is the editor's preview: the form is shown but sends nothing.
 */
export function SiteContactForm({
  action,
  startedAt,
  theme,
  disabled = false,
  posted,
}: {
  action: string;
  startedAt: string;
  theme: SiteTheme;
  disabled?: boolean;
  /** The answer to a post made without JavaScript (the page's action data). */
  posted?: SiteFormAnswer;
}) {
  const { t } = useTranslation("sites");
  const fetcher = useFetcher<SiteFormAnswer>();
  const form = useRef<HTMLFormElement>(null);
  const answer = fetcher.data ?? posted;
  const sending = fetcher.state !== "idle";
  useEffect(() => {
    if (answer?.ok) form.current?.reset();
  }, [answer]);
  const failed = answer && !answer.ok ? answer : null;
  const typed = failed?.values ?? {};
  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={`${action}#${SITE_FORM_ANCHOR}`}
      className="space-y-4 rounded-xl bg-white p-6 shadow"
      aria-labelledby={SITE_FORM_ANCHOR}
    >
      <h3 id={SITE_FORM_ANCHOR} className="scroll-mt-12 text-xl font-bold">
        {t("form.title")}
      </h3>
      {answer?.ok ? <Alert tone="success">{t("form.sent")}</Alert> : null}
      {failed ? <Alert tone="error">{failed.error}</Alert> : null}
      <input type="hidden" name="startedAt" value={startedAt} />
      <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
        <label>
          {t("form.honeypot")}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <TextField
        label={t("form.name")}
        name="name"
        autoComplete="name"
        required
        maxLength={120}
        defaultValue={typed.name}
        disabled={disabled}
        error={failed?.field === "name" ? failed.error : undefined}
      />
      <TextField
        label={t("form.email")}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        defaultValue={typed.email}
        disabled={disabled}
        error={failed?.field === "email" ? failed.error : undefined}
      />
      <TextAreaField
        label={t("form.message")}
        name="message"
        required
        rows={5}
        maxLength={3000}
        defaultValue={typed.message}
        disabled={disabled}
        invalid={failed?.field === "message"}
      />
      <button
        type="submit"
        disabled={disabled || sending}
        className="w-full rounded-full px-5 py-3 font-semibold hover:opacity-90 disabled:opacity-60"
        style={{ backgroundColor: theme.primary, color: theme.onPrimary }}
      >
        {sending ? t("form.sending") : t("form.send")}
      </button>
      {disabled ? <p className="text-sm text-slate-700">{t("form.previewNote")}</p> : null}
    </fetcher.Form>
  );
}
