import { data, Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { AuthCard } from "~/components/ui/auth-card";
import { SubmitButton } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { TextField } from "~/components/ui/text-field";
import { NewPasswordFields } from "~/features/accounts/components/new-password-fields";
import { changePassword } from "~/features/accounts/passwords.server";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import { withCookies } from "~/lib/with-cookies";
import type { Route } from "./+types/change-password";

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("auth.changePassword.title"), description: t("auth.changePassword.lead") }));
}

/** Changes the password (current one required), signs out the other sessions and mails a notice. */
export async function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    const cookies = await changePassword(ctx, values);
    return data({ ok: true as const }, { headers: withCookies(cookies) });
  });
}

export default function ChangePassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const fieldError = (name: string) => (failed?.field === name ? failed.error : undefined);
  return (
    <AuthCard title={t("auth.changePassword.title")} lead={t("auth.changePassword.lead")}>
      {actionData?.ok ? <Alert tone="success">{t("auth.changePassword.done")}</Alert> : null}
      {failed && !failed.field ? <Alert tone="error">{failed.error}</Alert> : null}
      <Form method="post" className="mt-4 space-y-4" noValidate>
        <TextField
          label={t("auth.fields.currentPassword")}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          error={fieldError("currentPassword")}
        />
        <NewPasswordFields label={t("auth.fields.newPassword")} withConfirm={true} error={fieldError} />
        <SubmitButton busy={busy}>{t("auth.changePassword.submit")}</SubmitButton>
      </Form>
      <Link to="/settings/security" className="mt-6 inline-block text-sm text-brand-700 underline">
        {t("auth.security.title")}
      </Link>
    </AuthCard>
  );
}
