import { Link } from "~/components/ui/link";
import type { Locale } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";
import { type CalendarHold, holdOn } from "../booking-days";
import type { CalendarRange } from "../calendar-range";
import { dayRange, fullDay, monthName, weekdayNames } from "../day-format";
import { addMonths, type Day, monthWeeks } from "../days";
import { HOLD_STYLES } from "./hold-styles";
import { STATUS_STYLES } from "./status-styles";

/** The status of a day among the month's runs ('none' when unmarked). */
function statusOn(day: Day, ranges: CalendarRange[]): keyof typeof STATUS_STYLES {
  return ranges.find((range) => range.from <= day && day <= range.to)?.status ?? "none";
}

type Props = {
  month: string;
  today: Day;
  ranges: CalendarRange[];
  /** The days the technician's bookings hold (issue 39), shown apart from their own marks. */
  holds?: CalendarHold[];
  selection: { from: string; to: string };
  onPick: (day: Day) => void;
};

/**
 * A month of the technician's calendar, Monday first: each day a button (a past day is disabled)
 * named with its date and status, coloured by status; picking days fills the mark form. A day a
 * booking holds says so in words (its name and a short mark on the button) and by its outline
 * (dashed for an option, solid for confirmed work), and the month's holds are listed under the
 * legend, each linking to its booking.
 */
export function MonthCalendar({ month, today, ranges, holds = [], selection, onPick }: Props) {
  const { t, i18n } = useTranslation("availability");
  const locale = i18n.language as Locale;
  const holdText = (hold: CalendarHold) =>
    hold.kind === "confirmed" ? t("calendar.holdConfirmed", { production: hold.label }) : t("calendar.holdOption", { rank: hold.rank, production: hold.label });
  const selected = (day: Day) => day === selection.from || (selection.to !== "" && selection.from <= day && day <= selection.to);
  return (
    <section aria-labelledby="calendar-month" className="rounded-xl border border-slate-200 p-3 sm:p-4">
      <div className="flex items-center justify-between gap-2">
        <Link
          to={`?mes=${addMonths(month, -1)}`}
          className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-slate-50"
          preventScrollReset
        >
          <span aria-hidden="true">‹ </span>
          {t("calendar.previous")}
        </Link>
        <h2 id="calendar-month" className="text-lg font-semibold">
          {monthName(month, locale)}
        </h2>
        <Link
          to={`?mes=${addMonths(month, 1)}`}
          className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-slate-50"
          preventScrollReset
        >
          {t("calendar.next")}
          <span aria-hidden="true"> ›</span>
        </Link>
      </div>
      <p className="mt-2 text-sm text-slate-600">{t("calendar.pickHint")}</p>
      <table className="mt-3 w-full table-fixed border-separate border-spacing-1">
        <caption className="sr-only">{monthName(month, locale)}</caption>
        <thead>
          <tr>
            {weekdayNames(locale).map((name) => (
              <th key={name} scope="col" className="text-xs font-medium text-slate-600">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean) ?? month}>
              {week.indexOf(week.find(Boolean) ?? null) > 0 ? <td colSpan={week.indexOf(week.find(Boolean) ?? null)} /> : null}
              {week.flatMap((day) => {
                if (!day) return [];
                const past = day < today;
                const status = statusOn(day, ranges);
                const hold = holdOn(day, holds);
                const label = [
                  t("calendar.day", { date: fullDay(day, locale), status: t(`status.${past ? "past" : status}`) }),
                  hold ? holdText(hold) : null,
                  day === today ? t("calendar.today") : null,
                  selected(day) ? t("calendar.selected") : null,
                ]
                  .filter(Boolean)
                  .join(", ");
                return (
                  <td key={day}>
                    <button
                      type="button"
                      disabled={past}
                      aria-label={label}
                      aria-pressed={selected(day)}
                      data-day={day}
                      data-status={status}
                      data-hold={hold?.kind}
                      onClick={() => onPick(day)}
                      className={`flex h-11 w-full flex-col items-center justify-center rounded-md border text-sm font-medium ${STATUS_STYLES[status]} ${
                        hold ? HOLD_STYLES[hold.kind] : ""
                      } ${
                        selected(day) ? "ring-2 ring-brand-600 ring-offset-1" : ""
                      } ${past ? "opacity-40" : "hover:brightness-95"} ${day === today ? "underline" : ""}`}
                    >
                      {Number(day.slice(8))}
                      {hold ? (
                        <span aria-hidden="true" className="text-[10px] leading-none font-semibold">
                          {hold.kind === "confirmed" ? t("calendar.holdMarkConfirmed") : t("calendar.holdMarkOption", { rank: hold.rank })}
                        </span>
                      ) : null}
                    </button>
                  </td>
                );
              })}
              {week.filter((day) => day === null).length > 0 && week[6] === null ? <td colSpan={week.filter((day) => day === null).length} /> : null}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-3">
        <p className="text-sm font-medium">{t("calendar.legend")}</p>
        <ul className="mt-1 flex flex-wrap gap-2 text-xs">
          {(["available", "tentative", "busy", "none"] as const).map((status) => (
            <li key={status} className={`rounded border px-2 py-1 ${STATUS_STYLES[status]}`}>
              {t(`status.${status}`)}
            </li>
          ))}
          <li className={`rounded border px-2 py-1 ${STATUS_STYLES.none} ${HOLD_STYLES.option}`}>
            <span className="font-semibold">{t("calendar.holdMarkOption", { rank: 1 })}</span> {t("calendar.legendOption")}
          </li>
          <li className={`rounded border px-2 py-1 ${STATUS_STYLES.none} ${HOLD_STYLES.confirmed}`}>
            <span className="font-semibold">{t("calendar.holdMarkConfirmed")}</span> {t("calendar.legendConfirmed")}
          </li>
        </ul>
      </div>
      {holds.length > 0 ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold">{t("calendar.holdsHeading")}</h3>
          <p className="mt-1 text-xs text-slate-600">{t("calendar.holdsLead")}</p>
          <ul className="mt-2 grid gap-2">
            {holds.map((hold) => (
              <li key={hold.bookingId} data-hold={hold.kind} className={`rounded-md border px-3 py-2 text-sm ${STATUS_STYLES.none} ${HOLD_STYLES[hold.kind]}`}>
                <Link to={`/bookings/${hold.bookingId}`} className="text-brand-700 underline">
                  {t("calendar.holdDays", { range: dayRange(hold.from, hold.to, locale), hold: holdText(hold) })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
