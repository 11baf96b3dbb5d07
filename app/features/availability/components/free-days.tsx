import type { Locale } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";
import { shortDay } from "../day-format";
import type { FreeDay } from "../free-day";

/** A card's 'Disponible' badge with the matching days of the search (a tentative one says 'a confirmar'). */
export function FreeDays({ days }: { days: FreeDay[] }) {
  const { t, i18n } = useTranslation("availability");
  const locale = i18n.language as Locale;
  const shown = days.map((day) => (day.tentative ? t("search.tentativeDay", { day: shortDay(day.day, locale) }) : shortDay(day.day, locale)));
  return (
    <p className="mt-3 text-sm">
      <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">{t("search.badge")}</span>{" "}
      <span className="text-slate-700">{shown.join(", ")}</span>
    </p>
  );
}
