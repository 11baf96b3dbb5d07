import { Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { AuthCard } from "~/components/ui/auth-card";
import { SubmitButton } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { EmailField } from "~/features/accounts/components/email-field";
import { requestPasswordReset } from "~/features/accounts/passwords.server";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/forgot-password";

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("auth.forgot.title"), description: t("auth.forgot.lead") }));
}

/** Mails a reset link; the answer is the same whether the account exists or not. */
export async function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    await requestPasswordReset(ctx, { email: values.email });
    return { ok: true as const };
  });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return (
    <AuthCard title={t("auth.forgot.title")} lead={t("auth.forgot.lead")}>
      {actionData?.ok ? <Alert tone="success">{t("auth.forgot.sent")}</Alert> : null}
      {failed ? <Alert tone="error">{failed.error}</Alert> : null}
      <Form method="post" className="mt-4 space-y-4" noValidate>
        <EmailField defaultValue={failed?.values?.email} invalid={failed?.field === "email"} />
        <SubmitButton busy={busy}>{t("auth.forgot.submit")}</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="text-brand-700 underline">
          {t("auth.backToLogin")}
        </Link>
      </p>
    </AuthCard>
  );
}
