import { Form, useNavigation, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { AuthCard } from "~/components/ui/auth-card";
import { SubmitButton } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { TextAreaField } from "~/components/ui/text-area-field";
import { appealLink, sendAppeal } from "~/features/moderation/appeals.server";
import { SUSPENSION_TEXTS } from "~/features/moderation/suspension-texts";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer, loaderOrRefusal } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/appeal";

export const handle: TranslationHandle = { namespaces: ["appeal"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("appeal:metaTitle"), description: t("appeal:lead") }));
}

/** Every answer is personal to the link's holder and changes once they appeal: never stored by the page cache or a browser. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/**
 * /apelar?token=… (issue 25 §4, outside every guard: a suspended member cannot sign in): the link of
 * the suspension e-mail opens the suspension's reason and the appeal form, or says the appeal is under
 * review or answered; a link that is not one, or whose suspension ended, explains itself (404).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return loaderOrRefusal(context, async (ctx) => ({ link: await appealLink(ctx, token) }), { link: null });
}

/** On client navigations, the page's translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("appeal", serverLoader);
}

/** Sends the appeal (the service checks the link, the text and the per-address limit); a refusal keeps what was typed. */
export function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => ({
    ok: true as const,
    ...(await sendAppeal(ctx, { token: values.token, message: values.message })),
  }));
}

export default function Appeal({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("appeal");
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  if (loaderData.link === null) {
    const refused = "refused" in loaderData ? loaderData.refused.message : "";
    return (
      <AuthCard title={t("refusedTitle")}>
        <Alert tone="error">{refused}</Alert>
        <Link to="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
          {t("home")}
        </Link>
      </AuthCard>
    );
  }
  const { link } = loaderData;
  const failed = actionData?.ok === false ? actionData : undefined;
  const state = actionData?.ok === true ? "sent" : link.state;
  return (
    <AuthCard title={t("title")} lead={t("lead")}>
      <section aria-labelledby="motivo" className="rounded-lg bg-slate-50 p-4">
        <h2 id="motivo" className="text-sm font-semibold text-slate-800">
          {t("reason")}
        </h2>
        <p className="mt-1 whitespace-pre-line break-words" data-testid="suspension-reason">
          {link.reason ?? t("noReason")}
        </p>
      </section>
      <div className="mt-4" aria-live="polite">
        {state === "sent" ? <Alert tone="success">{t("sent")}</Alert> : null}
        {state === "under-review" ? <Alert tone="info">{t("underReview")}</Alert> : null}
        {state === "decided" ? <Alert tone="info">{t("decided")}</Alert> : null}
        {failed ? <Alert tone="error">{failed.error}</Alert> : null}
      </div>
      {state === "ready" ? (
        <Form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="token" value={params.get("token") ?? ""} />
          <TextAreaField
            label={t("message")}
            name="message"
            hint={t("messageHint", SUSPENSION_TEXTS.appeal)}
            rows={6}
            required
            minLength={SUSPENSION_TEXTS.appeal.min}
            maxLength={SUSPENSION_TEXTS.appeal.max}
            invalid={failed?.field === "message"}
            defaultValue={failed?.values?.message}
          />
          <SubmitButton busy={busy}>{busy ? t("sending") : t("submit")}</SubmitButton>
        </Form>
      ) : null}
    </AuthCard>
  );
}
