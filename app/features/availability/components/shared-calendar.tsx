import type { Locale } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";
import { dayRange } from "../day-format";
import type { SharedRange } from "../shared-range";
import { STATUS_STYLES } from "./month-calendar";

/** A technician's next four weeks on their profile, as the viewer may see them: each run with its dates, status, places and note. */
export function SharedCalendar({ ranges }: { ranges: SharedRange[] }) {
  const { t, i18n } = useTranslation("availability");
  const locale = i18n.language as Locale;
  return (
    <section aria-labelledby="shared-calendar" className="mt-8">
      <h2 id="shared-calendar" className="text-xl font-semibold">
        {t("profile.heading")}
      </h2>
      {ranges.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("profile.empty")}</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {ranges.map((range) => (
            <li key={range.from} className={`rounded-md border px-3 py-2 text-sm ${STATUS_STYLES[range.status]}`}>
              <span className="font-semibold">{dayRange(range.from, range.to, locale)}</span> · {t(`status.${range.status}`)}
              {range.places.length ? ` · ${range.places.join(", ")}` : ""}
              {range.note ? ` · ${range.note}` : ""}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
