import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { AuthCard } from "~/components/ui/auth-card";
import { useTranslation } from "~/lib/i18n/react";

/** "Check your e-mail" with a resend button (posts intent=resend to `action`). */
export function CheckEmail({ email, resent, action, error }: { email: string; resent: boolean; action: string; error?: string }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t("auth.checkEmail.title")} lead={t("auth.checkEmail.lead", { email })}>
      {resent ? <Alert tone="success">{t("auth.checkEmail.resent")}</Alert> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <p className="mt-4 text-slate-700">{t("auth.checkEmail.hint")}</p>
      <Form method="post" action={action} className="mt-6">
        <input type="hidden" name="email" value={email} />
        <button type="submit" name="intent" value="resend" className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50">
          {t("auth.checkEmail.resend")}
        </button>
      </Form>
    </AuthCard>
  );
}
