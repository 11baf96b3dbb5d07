import { Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Link } from "~/components/ui/link";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { broadcastNotification } from "~/features/notifications/broadcast.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/notifications";

export const handle: TranslationHandle = { namespaces: ["members"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("members:adminNotifications.title"), description: t("members:adminNotifications.lead") }));
}

/** No server data; it exists so that the client loader below never delays hydration. */
export function loader() {
  return null;
}

/** On client navigations, the members' translations arrive first. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("members", serverLoader);
}

/** Queues an admin's notice to every verified member or to a list of e-mails (the service re-checks the admin). */
export function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => ({ ok: true as const, ...(await broadcastNotification(ctx, values)) }));
}

export default function AdminNotifications({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("members");
  const busy = useNavigation().state !== "idle";
  const failed = actionData?.ok === false ? actionData : null;
  const values = failed?.values ?? {};
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">{t("adminNotifications.title")}</h1>
      <p className="mt-2 text-slate-700">{t("adminNotifications.lead")}</p>
      <div className="mt-4" aria-live="polite">
        {actionData?.ok === true ? (
          <Alert tone="success">
            {actionData.recipients === null ? t("adminNotifications.sentAll") : t("adminNotifications.sentList", { count: actionData.recipients })}
          </Alert>
        ) : null}
        {failed ? <Alert tone="error">{failed.error}</Alert> : null}
      </div>
      <Form method="post" className="mt-6 space-y-5">
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t("adminNotifications.audience")}</legend>
          <label className="mt-2 flex items-center gap-2">
            <input type="radio" name="audience" value="list" defaultChecked={values.audience !== "members"} className="h-4 w-4" />
            {t("adminNotifications.list")}
          </label>
          <label className="mt-1 flex items-center gap-2">
            <input type="radio" name="audience" value="members" defaultChecked={values.audience === "members"} className="h-4 w-4" />
            {t("adminNotifications.members")}
          </label>
        </fieldset>
        <TextAreaField
          label={t("adminNotifications.emails")}
          name="emails"
          rows={3}
          defaultValue={values.emails}
          invalid={failed?.field === "emails" || failed?.field === "userIds"}
        />
        <TextField label={t("adminNotifications.noticeTitle")} name="title" maxLength={200} defaultValue={values.title} required />
        <TextAreaField label={t("adminNotifications.message")} name="message" rows={4} maxLength={2000} required defaultValue={values.message} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
            {t("adminNotifications.send")}
          </button>
          <Link to="/admin" className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-50">
            {t("adminNotifications.back")}
          </Link>
        </div>
      </Form>
    </div>
  );
}
