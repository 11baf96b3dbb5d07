import { LocalTime } from "~/components/ui/local-time";
import type { Locale } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";
import type { BookingHistoryEntry } from "../booking-view";

/** A booking's history, oldest first: who did what (already in the reader's language) and when. */
export function BookingHistory({ history }: { history: BookingHistoryEntry[] }) {
  const { t, i18n } = useTranslation("bookings");
  return (
    <section aria-labelledby="booking-history-heading" className="mt-8">
      <h2 id="booking-history-heading" className="text-xl font-semibold">
        {t("page.history")}
      </h2>
      {history.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("page.historyEmpty")}</p>
      ) : (
        <ol className="mt-3 grid gap-3 border-l-2 border-slate-200 pl-4" data-testid="booking-history">
          {history.map((entry) => (
            <li key={entry.id}>
              <p className="break-words">{entry.text}</p>
              <LocalTime iso={entry.at} locale={i18n.language as Locale} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
