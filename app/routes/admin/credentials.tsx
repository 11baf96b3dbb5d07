import { Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { dateFormatter } from "~/components/ui/format-date";
import { Link } from "~/components/ui/link";
import { credentialKeys, rotateCredentialKey } from "~/features/learning/credential-keys.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/credentials";

export const handle: TranslationHandle = { namespaces: ["credentials"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("credentials:admin.title"), description: t("credentials:admin.lead") }));
}

/** Every signing key, newest first (the service refuses anyone but an admin). */
export function loader({ context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => ({ keys: await credentialKeys(ctx), locale: ctx.locale }));
}

/** On client navigations, the credentials translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("credentials", serverLoader);
}

/** Rotates the signing key (the service re-checks the admin and records it). */
export function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx) => {
    await rotateCredentialKey(ctx);
    return { ok: true as const };
  });
}

export default function AdminCredentials({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("credentials");
  const busy = useNavigation().state !== "idle";
  const format = dateFormatter(loaderData.locale, "medium-time-utc");
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">{t("admin.title")}</h1>
      <p className="mt-2 text-slate-700">{t("admin.lead")}</p>
      <div className="mt-4" aria-live="polite">
        {actionData?.ok === true ? <Alert tone="success">{t("admin.rotated")}</Alert> : null}
        {actionData?.ok === false ? <Alert tone="error">{actionData.error}</Alert> : null}
      </div>
      <Form
        method="post"
        className="mt-6"
        onSubmit={(event) => {
          if (!window.confirm(t("admin.rotateConfirm"))) event.preventDefault();
        }}
      >
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {t("admin.rotate")}
        </button>
      </Form>
      <ul className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {loaderData.keys.map((key) => (
          <li key={key.id} className="p-4">
            <dl className="grid grid-cols-1 gap-x-3 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]">
              <dt className="font-semibold">{t("admin.keyId")}</dt>
              <dd className="break-all">
                <a className="text-brand-700 underline" href={`/credentials/keys/${encodeURIComponent(key.id)}`}>
                  {key.id}
                </a>
              </dd>
              <dt className="font-semibold">{t("admin.created")}</dt>
              <dd>{format.format(new Date(key.createdAt))} UTC</dd>
              <dt className="font-semibold">{t("admin.retired")}</dt>
              <dd>{key.retiredAt ? `${format.format(new Date(key.retiredAt))} UTC` : <strong>{t("admin.signing")}</strong>}</dd>
              <dt className="font-semibold">{t("admin.publicKey")}</dt>
              <dd className="break-all font-mono text-xs">{key.publicKeyMultibase}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <Link to="/admin" className="mt-6 inline-block text-brand-700 underline">
        {t("admin.back")}
      </Link>
    </div>
  );
}
