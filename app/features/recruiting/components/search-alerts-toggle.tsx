import { Form, useNavigation } from "react-router";
import { useTranslation } from "~/lib/i18n/react";

/**
 * A saved search's alerts in one click: says whether they are on and posts the opposite to
 * /company/searches (intent alerts), back to the list or to the search (`returnTo`). On the search's
 * page it is the one-click 'Dejar de recibir avisos de esta búsqueda' (and 'Volver a recibir avisos').
 */
export function SearchAlertsToggle({ searchId, name, alerts, returnTo }: { searchId: string; name: string; alerts: boolean; returnTo: "list" | "search" }) {
  const { t } = useTranslation("recruiting");
  const busy = useNavigation().state !== "idle";
  const label =
    returnTo === "search"
      ? alerts
        ? t("searches.alerts.stop")
        : t("searches.alerts.resume")
      : alerts
        ? t("searches.alerts.turnOff")
        : t("searches.alerts.turnOn");
  return (
    <Form method="post" action="/company/searches" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="alerts" />
      <input type="hidden" name="searchId" value={searchId} />
      <input type="hidden" name="alerts" value={alerts ? "off" : "on"} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <span className="text-sm text-slate-700">{alerts ? t("searches.alerts.on") : t("searches.alerts.off")}</span>
      <button
        type="submit"
        disabled={busy}
        aria-label={`${label}: ${name}`}
        className="min-h-10 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60"
      >
        {label}
      </button>
    </Form>
  );
}
