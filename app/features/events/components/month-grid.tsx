import { useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { firstUpper } from "~/lib/first-upper";
import { useTranslation } from "~/lib/i18n/react";
import { localDay, timeOfDay } from "../event-time";
import type { EventCard } from "../event-views";

const SHOWN_PER_DAY = 3;

/** The month before or after `month` (YYYY-MM). */
function shiftMonth(month: string, by: number): string {
  const [year, index] = month.split("-").map(Number) as [number, number];
  const date = new Date(Date.UTC(year, index - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

/** The days of a month's grid, weeks from Monday: null for the blanks before the 1st and after the last day. */
function gridDays(month: string): (string | null)[] {
  const [year, index] = month.split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(year, index - 1, 1));
  const days = new Date(Date.UTC(year, index, 0)).getUTCDate();
  const blanks = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: blanks }, () => null);
  for (let day = 1; day <= days; day++) cells.push(`${month}-${String(day).padStart(2, "0")}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return cells;
}

/**
 * The month view: a table of the month's days (a real table, so screen readers announce day and
 * weekday), each event on the day it starts in its own zone, with links to the months around it.
 */
export function MonthGrid({ month, events }: { month: string; events: EventCard[] }) {
  const { t, i18n } = useTranslation("events");
  const { search } = useLocation();
  const link = (target: string) => {
    const params = new URLSearchParams(search);
    params.set("mes", target);
    params.set("vista", "mes");
    return `?${params.toString()}`;
  };
  const byDay = new Map<string, EventCard[]>();
  for (const event of events) {
    const day = localDay(event.startsAt, event.timeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), event]);
  }
  const [year, index] = month.split("-").map(Number) as [number, number];
  const title = firstUpper(
    new Intl.DateTimeFormat(i18n.language, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(year, index - 1, 1))),
  );
  const weekdays = t("calendar.weekdays", { returnObjects: true }) as string[];
  const cells = gridDays(month);
  const weeks = Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
  const inMonth = events.filter((event) => localDay(event.startsAt, event.timeZone).startsWith(month));
  return (
    <section className="mt-6" aria-labelledby="month-title">
      <div className="flex items-center justify-between gap-3">
        <Link to={link(shiftMonth(month, -1))} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
          <Icon name="chevron-left" aria-hidden="true" size={18} />
          {t("calendar.previousMonth")}
        </Link>
        <h2 id="month-title" className="text-xl font-semibold" aria-live="polite">
          {title}
        </h2>
        <Link to={link(shiftMonth(month, 1))} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
          {t("calendar.nextMonth")}
          <Icon name="chevron-right" aria-hidden="true" size={18} />
        </Link>
      </div>
      {inMonth.length === 0 ? <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-6 text-center">{t("calendar.monthEmpty")}</p> : null}
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[42rem] table-fixed border-collapse text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              {weekdays.map((day) => (
                <th key={day} scope="col" className="border border-slate-200 bg-slate-50 p-2 font-semibold">
                  {day}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.find(Boolean) ?? "semana"}>
                {week.map((day, position) => {
                  const list = day ? (byDay.get(day) ?? []) : [];
                  return (
                    <td key={day ?? `blank-${position}`} className="h-24 overflow-hidden border border-slate-200 p-1 align-top">
                      {day ? (
                        <>
                          <p className="text-xs font-semibold text-slate-600">{Number(day.slice(8))}</p>
                          <ul className="mt-1 grid gap-1">
                            {list.slice(0, SHOWN_PER_DAY).map((event) => (
                              <li key={event.id}>
                                <Link
                                  to={`/calendar/${event.slug}`}
                                  className={`block truncate rounded bg-brand-50 px-1 text-brand-900 hover:underline ${event.status === "cancelled" ? "line-through" : ""}`}
                                  title={event.title}
                                >
                                  {timeOfDay(event.startsAt, event.timeZone, i18n.language)} {event.title}
                                </Link>
                              </li>
                            ))}
                          </ul>
                          {list.length > SHOWN_PER_DAY ? (
                            <p className="text-xs text-slate-600">{t("calendar.more", { count: list.length - SHOWN_PER_DAY })}</p>
                          ) : null}
                        </>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
