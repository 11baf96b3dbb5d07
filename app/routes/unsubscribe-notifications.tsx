import { Form, useNavigation, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { AuthCard } from "~/components/ui/auth-card";
import { SubmitButton } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { unsubscribeFromDigests } from "~/features/notifications/email-digest.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/unsubscribe-notifications";

export const handle: TranslationHandle = { namespaces: ["unsubscribe"] };

export function meta(args: Route.MetaArgs) {
  return [...localizedMeta(args, (t) => ({ title: t("unsubscribe:title"), description: t("unsubscribe:lead") })), { name: "robots", content: "noindex" }];
}

/** No server data; it exists so that the client loader below never delays hydration. */
export function loader() {
  return null;
}

/** On client navigations, the page's translations arrive first. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("unsubscribe", serverLoader);
}

/** Turns the member's notification e-mails off: from the page's button, or by a mail client's one-click POST (RFC 8058, the signed link in the URL). */
export function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url).searchParams;
  return actionAnswer(request, context, async (ctx, values) => {
    await unsubscribeFromDigests(ctx, { userId: values.u ?? url.get("u") ?? undefined, token: values.t ?? url.get("t") ?? undefined });
    return { ok: true as const };
  });
}

/** The page a digest links to: opening it changes nothing (mail scanners open links too); the one button does it. */
export default function UnsubscribeNotifications({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("unsubscribe");
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const done = actionData?.ok === true;
  const complete = Boolean(params.get("u") && params.get("t"));
  return (
    <AuthCard title={t("title")} lead={done ? undefined : t("lead")}>
      {done ? <Alert tone="success">{t("done")}</Alert> : null}
      {actionData?.ok === false ? <Alert tone="error">{actionData.error}</Alert> : null}
      {!done && !complete ? <Alert tone="info">{t("invalid")}</Alert> : null}
      {!done && complete ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="u" value={params.get("u") ?? ""} />
          <input type="hidden" name="t" value={params.get("t") ?? ""} />
          <SubmitButton busy={busy}>{t("submit")}</SubmitButton>
        </Form>
      ) : null}
      <Link to="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
        {t("home")}
      </Link>
    </AuthCard>
  );
}
