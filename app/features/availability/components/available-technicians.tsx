import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import type { Locale } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";
import { dayRange } from "../day-format";
import type { FreeDay } from "../free-day";
import { FreeDays } from "./free-days";

type Props<Technician extends { id: string }> = {
  window: { from: string; to: string };
  place: string;
  technicians: Technician[];
  free: Record<string, FreeDay[]>;
  searchQuery: string;
  /** One technician's card with its free days as the note (the page passes the profile card in, with its contact button). */
  card: (technician: Technician, freeDays: ReactNode) => ReactNode;
};

/** 'Técnicos disponibles para estas fechas': the first technicians free on an offer's dates, each with its free days and the contact button, and the search that lists them all. */
export function AvailableTechnicians<Technician extends { id: string }>({ window, place, technicians, free, searchQuery, card }: Props<Technician>) {
  const { t, i18n } = useTranslation("availability");
  const locale = i18n.language as Locale;
  return (
    <section aria-labelledby="available-heading" className="mt-8 rounded-xl border border-emerald-200 bg-emerald-50/40 p-4">
      <h2 id="available-heading" className="text-xl font-semibold">
        {t("suggestions.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t("suggestions.lead", { from: dayRange(window.from, window.from, locale), to: dayRange(window.to, window.to, locale), place })}
      </p>
      {technicians.length === 0 ? (
        <p className="mt-4">{t("suggestions.empty")}</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {technicians.map((technician) => (
            <li key={technician.id}>{card(technician, <FreeDays days={free[technician.id] ?? []} />)}</li>
          ))}
        </ul>
      )}
      <Link to={`/member/technicians?${searchQuery}`} className="mt-4 inline-block text-brand-700 underline">
        {t("suggestions.search")}
      </Link>
    </section>
  );
}
