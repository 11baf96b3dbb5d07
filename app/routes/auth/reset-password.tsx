import { Form, redirect, useNavigation, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { AuthCard } from "~/components/ui/auth-card";
import { SubmitButton } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { NewPasswordFields } from "~/features/accounts/components/new-password-fields";
import { resetPassword } from "~/features/accounts/passwords.server";
import { PASSWORD_CHANGED_PARAM } from "~/features/accounts/sign-in-notices";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import { withCookies } from "~/lib/with-cookies";
import type { Route } from "./+types/reset-password";

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("auth.reset.title"), description: t("auth.reset.lead") }));
}

/** Sets the new password from the mailed token; every session is signed out, then on to /login, which says that the password changed. */
export async function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    const cookies = await resetPassword(ctx, { token: values.token, password: values.password, confirm: values.confirm });
    throw redirect(`/login?${PASSWORD_CHANGED_PARAM}=1`, { headers: withCookies(cookies) });
  });
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const token = params.get("token") ?? "";
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const fieldError = (name: string) => (failed?.field === name ? failed.error : undefined);
  if (!token) {
    return (
      <AuthCard title={t("auth.reset.title")}>
        <Alert tone="info">{t("auth.reset.missingToken")}</Alert>
        <Link to="/forgot-password" className="mt-4 inline-block text-brand-700 underline">
          {t("auth.forgot.title")}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("auth.reset.title")} lead={t("auth.reset.lead")}>
      {failed && !failed.field ? (
        <Alert tone="error">
          {failed.error}{" "}
          <Link to="/forgot-password" className="underline">
            {t("auth.forgot.title")}
          </Link>
        </Alert>
      ) : null}
      <Form method="post" className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields label={t("auth.fields.newPassword")} withConfirm={true} error={fieldError} />
        <SubmitButton busy={busy}>{t("auth.reset.submit")}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
