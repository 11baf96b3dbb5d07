import { Form, useNavigation, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { AuthCard } from "~/components/ui/auth-card";
import { SubmitButton } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { unsubscribeTalentSearch } from "~/features/recruiting/public.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/unsubscribe-search";

export const handle: TranslationHandle = { namespaces: ["recruiting"] };

export function meta(args: Route.MetaArgs) {
  return [
    ...localizedMeta(args, (t) => ({ title: t("recruiting:unsubscribe.title"), description: t("recruiting:unsubscribe.lead") })),
    { name: "robots", content: "noindex" },
  ];
}

/** No server data; it exists so that the client loader below never delays hydration. */
export function loader() {
  return null;
}

/** On client navigations, the page's translations arrive first. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("recruiting", serverLoader);
}

/** Turns one saved search's alerts off: from the page's button, or by a mail client's one-click POST (RFC 8058, the signed link in the URL). */
export function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url).searchParams;
  return actionAnswer(request, context, async (ctx, values) => {
    await unsubscribeTalentSearch(ctx, { searchId: values.s ?? url.get("s") ?? undefined, token: values.t ?? url.get("t") ?? undefined });
    return { ok: true as const };
  });
}

/** /unsubscribe/talent-search?s=…&t=…: opening it changes nothing (mail scanners open links too); its one button does. */
export default function UnsubscribeTalentSearch({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("recruiting");
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const done = actionData?.ok === true;
  const complete = Boolean(params.get("s") && params.get("t"));
  return (
    <AuthCard title={t("unsubscribe.title")} lead={done ? undefined : t("unsubscribe.lead")}>
      {done ? <Alert tone="success">{t("unsubscribe.done")}</Alert> : null}
      {actionData?.ok === false ? <Alert tone="error">{actionData.error}</Alert> : null}
      {!done && !complete ? <Alert tone="info">{t("unsubscribe.invalid")}</Alert> : null}
      {!done && complete ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="s" value={params.get("s") ?? ""} />
          <input type="hidden" name="t" value={params.get("t") ?? ""} />
          <SubmitButton busy={busy}>{t("unsubscribe.submit")}</SubmitButton>
        </Form>
      ) : null}
      <Link to="/company/searches" className="mt-6 inline-block font-semibold text-brand-700 underline">
        {t("unsubscribe.searches")}
      </Link>
    </AuthCard>
  );
}
