import { Form } from "react-router";
import { TimeZoneField } from "~/components/ui/time-zone-field";
import { useTranslation } from "~/lib/i18n/react";
import { AVAILABILITY_VISIBILITIES, type AvailabilityVisibility } from "../options";

/** Who sees the calendar (companies, all members, nobody), the technician's time zone and whether their days go into 'Mi agenda', as one small form. */
export function PrivacyForm({ visibility, timeZone, inAgendaFeed }: { visibility: AvailabilityVisibility; timeZone: string; inAgendaFeed: boolean }) {
  const { t } = useTranslation("availability");
  return (
    <Form method="post" className="grid gap-4 rounded-xl border border-slate-200 p-4" aria-labelledby="privacy-heading">
      <h2 id="privacy-heading" className="text-lg font-semibold">
        {t("privacy.heading")}
      </h2>
      <input type="hidden" name="intent" value="settings" />
      <fieldset>
        <legend className="sr-only">{t("privacy.heading")}</legend>
        <div className="grid gap-2">
          {AVAILABILITY_VISIBILITIES.map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" name="visibility" value={value} defaultChecked={visibility === value} className="h-4 w-4" />
              {t(`privacy.${value}`)}
            </label>
          ))}
        </div>
        <p className="mt-2 text-sm text-slate-600">{t("privacy.note")}</p>
      </fieldset>
      <div>
        <TimeZoneField label={t("privacy.timeZone")} name="timeZone" defaultValue={timeZone} />
        <p className="mt-1 text-xs text-slate-600">{t("privacy.timeZoneHint")}</p>
      </div>
      <div>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="inAgendaFeed" defaultChecked={inAgendaFeed} className="h-4 w-4" />
          {t("privacy.inAgendaFeed")}
        </label>
        <p className="mt-1 text-xs text-slate-600">{t("privacy.inAgendaFeedHint")}</p>
      </div>
      <div>
        <button type="submit" className="w-full rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50 sm:w-auto">
          {t("privacy.submit")}
        </button>
      </div>
    </Form>
  );
}
