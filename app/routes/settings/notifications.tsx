import { useEffect } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Link } from "~/components/ui/link";
import { showToast } from "~/components/ui/toast";
import { PushDeviceList } from "~/features/notifications/components/push-device-list";
import { PushDeviceSection } from "~/features/notifications/components/push-device-section";
import { NOTIFICATION_TYPES } from "~/features/notifications/constants";
import { notificationPreferencesOf, preferencesFromForm, saveNotificationPreferences } from "~/features/notifications/preferences.server";
import { pushDevicesOf, removePushDevice } from "~/features/notifications/push-devices.server";
import { recruitingPolicy } from "~/features/recruiting/public";
import { requireActor } from "~/lib/context.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { pushPublicKey } from "~/lib/push/vapid-keys.server";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/notifications";

export const handle: TranslationHandle = { namespaces: ["members"] };

/** The table's columns: where a type's notifications go (the form's `<type>.<channel>` boxes). */
const CHANNELS = ["inApp", "byEmail", "byPush"] as const;

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("members:notificationSettings.title"), description: t("members:notificationSettings.lead") }));
}

/** The member's choice for every notification type this account can receive (saved-search alerts only for a company), their devices with Web Push and the key to subscribe one more. */
export function loader({ context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => {
    const recruits = recruitingPolicy.can(requireActor(ctx), "recruit");
    const types = (Object.keys(NOTIFICATION_TYPES) as (keyof typeof NOTIFICATION_TYPES)[]).filter((type) => type !== "talent" || recruits);
    return { preferences: await notificationPreferencesOf(ctx), types, devices: await pushDevicesOf(ctx), pushKey: pushPublicKey() };
  });
}

/** On client navigations, the members' translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("members", serverLoader);
}

/** Removes one of the member's push devices (intent removeDevice); otherwise saves every type's three switches at once (an unticked box is off). */
export function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    if (values.intent === "removeDevice") {
      await removePushDevice(ctx, { deviceId: values.deviceId });
      return { ok: true as const, done: "removeDevice" as const };
    }
    await saveNotificationPreferences(ctx, preferencesFromForm(values));
    return { ok: true as const, done: "save" as const };
  });
}

export default function NotificationSettings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("members");
  const done = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  useEffect(() => {
    if (done?.ok) showToast(t(done.done === "removeDevice" ? "notificationSettings.devices.removed" : "notificationSettings.saved"));
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
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm sm:text-base">
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-2 sm:pr-4">
                  {t("notificationSettings.type")}
                </th>
                {CHANNELS.map((channel) => (
                  <th key={channel} scope="col" className="px-1 py-2 text-center sm:px-2">
                    {t(`notificationSettings.${channel}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {loaderData.types.map((type) => {
                const chosen = loaderData.preferences[type];
                const name = t(`notifications.types.${type}`);
                return (
                  <tr key={type} className="border-b border-slate-200">
                    <th scope="row" className="py-3 pr-2 font-medium sm:pr-4">
                      {name}
                    </th>
                    {CHANNELS.map((channel) => (
                      <td key={channel} className="px-1 py-3 text-center sm:px-2">
                        <input
                          type="checkbox"
                          name={`${type}.${channel}`}
                          defaultChecked={chosen[channel]}
                          aria-label={t(`notificationSettings.${channel}For`, { type: name })}
                          className="h-5 w-5"
                        />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className="mt-4 text-sm text-slate-700">{t("notificationSettings.emailNote")}</p>
        <p className="mt-2 text-sm text-slate-700">
          <a href="#avisos-dispositivo" className="text-brand-700 underline">
            {t("notificationSettings.pushNote")}
          </a>
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
            {t("notificationSettings.save")}
          </button>
          <Link to="/notifications" className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-50">
            {t("notificationSettings.back")}
          </Link>
        </div>
      </Form>
      <PushDeviceSection publicKey={loaderData.pushKey} serverKnowsThisDevice={loaderData.devices.some((device) => device.thisDevice)} />
      <PushDeviceList devices={loaderData.devices} removal={done?.ok === true && done.done === "removeDevice" ? done : null} />
    </div>
  );
}
