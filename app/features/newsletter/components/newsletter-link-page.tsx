import { Form, useNavigation, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { AuthCard } from "~/components/ui/auth-card";
import { SubmitButton } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/lib/i18n/react";

export type NewsletterLinkResult = { ok: true } | { ok: false; error: string } | undefined;

/**
 * The page a newsletter mail links to (confirm or unsubscribe): opening the link changes nothing
 * (mail scanners open links too); the one button does it.
 */
export function NewsletterLinkPage({ mode, result }: { mode: "confirm" | "unsubscribe"; result: NewsletterLinkResult }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const token = params.get("token") ?? "";
  const done = result?.ok === true;
  return (
    <AuthCard title={t(`newsletter.${mode}Title`)} lead={done ? undefined : t(`newsletter.${mode}Lead`)}>
      {done ? <Alert tone="success">{t(mode === "confirm" ? "newsletter.confirmed" : "newsletter.unsubscribed")}</Alert> : null}
      {result && !result.ok ? <Alert tone="error">{result.error}</Alert> : null}
      {!done && !token ? <Alert tone="info">{t("newsletter.missingToken")}</Alert> : null}
      {!done && token ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="token" value={token} />
          <SubmitButton busy={busy}>{t(`newsletter.${mode}Submit`)}</SubmitButton>
        </Form>
      ) : null}
      <Link to="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
        {t("newsletter.home")}
      </Link>
    </AuthCard>
  );
}
