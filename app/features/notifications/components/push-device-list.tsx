import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { dateFormatter } from "~/components/ui/format-date";
import { useTranslation } from "~/lib/i18n/react";
import type { PushDevice } from "../push-devices.server";

/**
 * 'Dispositivos con avisos': every device of the member with Web Push on, this one marked, when it was
 * added and last reached (or a warning when it keeps failing), each with a 'Quitar' form that works
 * without JavaScript. After each removal (a new `removal` answer) the focus goes to the list's heading.
 */
export function PushDeviceList({ devices, removal }: { devices: PushDevice[]; removal: object | null }) {
  const { t, i18n } = useTranslation("members");
  const heading = useRef<HTMLHeadingElement>(null);
  const day = dateFormatter(i18n.language, "long-montevideo");
  const moment = dateFormatter(i18n.language, "medium-time-montevideo");
  useEffect(() => {
    if (removal) heading.current?.focus();
  }, [removal]);
  return (
    <section aria-labelledby="avisos-dispositivos-titulo" className="mt-6 rounded-xl border border-slate-200 p-4 sm:p-6">
      <h2 ref={heading} id="avisos-dispositivos-titulo" tabIndex={-1} className="text-xl font-semibold">
        {t("notificationSettings.devices.title")}
      </h2>
      {devices.length === 0 ? (
        <p className="mt-3 text-slate-700">{t("notificationSettings.devices.empty")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {devices.map((device) => (
            <li key={device.id} className="flex flex-wrap items-start justify-between gap-3 py-3" data-testid="push-device">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  <span className="break-words">{device.label}</span>
                  {device.thisDevice ? (
                    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-900">
                      {t("notificationSettings.devices.thisDevice")}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-slate-700">
                  {t("notificationSettings.devices.added", { date: day.format(new Date(device.createdAt)) })}
                  {" · "}
                  {device.lastSuccessAt
                    ? t("notificationSettings.devices.lastDelivery", { date: moment.format(new Date(device.lastSuccessAt)) })
                    : t("notificationSettings.devices.noDelivery")}
                </p>
                {device.failing ? <p className="mt-1 text-sm font-medium text-amber-900">{t("notificationSettings.devices.failing")}</p> : null}
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="removeDevice" />
                <input type="hidden" name="deviceId" value={device.id} />
                <button
                  type="submit"
                  aria-label={t("notificationSettings.devices.removeLabel", { device: device.label })}
                  className="rounded-md border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50"
                >
                  {t("notificationSettings.devices.remove")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
