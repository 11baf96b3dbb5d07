import type { Locale } from "~/lib/i18n/locales";
import { dayRange } from "../day-format";
import type { SharedRange } from "../shared-range";
import { STATUS_STYLES } from "./status-styles";

/** The words a list of runs needs, from whichever texts the page loads (the availability screens', or the public page's). */
export type UpcomingRunsTexts = { heading: string; empty: string; status: Record<SharedRange["status"], string> };

/** A technician's next weeks as the viewer may see them: each run with its dates, status, places and note (no month view). */
export function UpcomingRuns({ ranges, texts, locale, className }: { ranges: SharedRange[]; texts: UpcomingRunsTexts; locale: Locale; className?: string }) {
  return (
    <section aria-labelledby="shared-calendar" className={className ?? "mt-8"}>
      <h2 id="shared-calendar" className="text-xl font-semibold">
        {texts.heading}
      </h2>
      {ranges.length === 0 ? (
        <p className="mt-2 text-slate-700">{texts.empty}</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {ranges.map((range) => (
            <li key={range.from} className={`rounded-md border px-3 py-2 text-sm ${STATUS_STYLES[range.status]}`}>
              <span className="font-semibold">{dayRange(range.from, range.to, locale)}</span> · {texts.status[range.status]}
              {range.places.length ? ` · ${range.places.join(", ")}` : ""}
              {range.note ? ` · ${range.note}` : ""}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
