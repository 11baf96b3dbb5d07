import { useEffect } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { showToast } from "~/components/ui/toast";
import { NOTIFICATION_TYPES } from "~/features/notifications/constants";
import { notificationPreferencesOf, preferencesFromForm, saveNotificationPreferences } from "~/features/notifications/preferences.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/notifications";

export const handle: TranslationHandle = { namespaces: ["members"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("members:notificationSettings.title"), description: t("members:notificationSettings.lead") }));
}

/** The member's choice for every notification type. */
export function loader({ context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => ({ preferences: await notificationPreferencesOf(ctx) }));
}

/** On client navigations, the members' translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("members", serverLoader);
}

/** Saves every type's two switches at once (an unticked box is off). */
export function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    await saveNotificationPreferences(ctx, preferencesFromForm(values));
    return { ok: true as const };
  });
}

export default function NotificationSettings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("members");
  const done = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  useEffect(() => {
    if (done?.ok) showToast(t("notificationSettings.saved"));
  }, [done, t]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">{t("notificationSettings.title")}</h1>
      <p className="mt-2 text-slate-700">{t("notificationSettings.lead")}</p>
      {done?.ok === false ? (
        <div className="mt-4">
          <Alert tone="error">{done.error}</Alert>
        </div>
      ) : null}
      <Form method="post" className="mt-6">
        <table className="w-full border-collapse text-left">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-4">
                {t("notificationSettings.type")}
              </th>
              <th scope="col" className="px-2 py-2 text-center">
                {t("notificationSettings.inApp")}
              </th>
              <th scope="col" className="px-2 py-2 text-center">
                {t("notificationSettings.byEmail")}
              </th>
            </tr>
          </thead>
          <tbody>
            {Object.keys(NOTIFICATION_TYPES).map((type) => {
              const chosen = loaderData.preferences[type as keyof typeof NOTIFICATION_TYPES];
              const name = t(`notifications.types.${type}`);
              return (
                <tr key={type} className="border-b border-slate-200">
                  <th scope="row" className="py-3 pr-4 font-medium">
                    {name}
                  </th>
                  <td className="px-2 py-3 text-center">
                    <input
                      type="checkbox"
                      name={`${type}.inApp`}
                      defaultChecked={chosen.inApp}
                      aria-label={t("notificationSettings.inAppFor", { type: name })}
                      className="h-5 w-5"
                    />
                  </td>
                  <td className="px-2 py-3 text-center">
                    <input
                      type="checkbox"
                      name={`${type}.byEmail`}
                      defaultChecked={chosen.byEmail}
                      aria-label={t("notificationSettings.byEmailFor", { type: name })}
                      className="h-5 w-5"
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className="mt-4 text-sm text-slate-700">{t("notificationSettings.emailNote")}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
            {t("notificationSettings.save")}
          </button>
          <Link to="/notifications" className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-50">
            {t("notificationSettings.back")}
          </Link>
        </div>
      </Form>
    </div>
  );
}
