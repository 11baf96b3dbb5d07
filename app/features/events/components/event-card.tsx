import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { firstUpper } from "~/lib/first-upper";
import { useTranslation } from "~/lib/i18n/react";
import { countryLabel } from "~/lib/vocabulary/countries";
import { shortDate, timeOfDay } from "../event-time";
import type { EventCard as Event } from "../event-views";

/** An event in the calendar's list: date in the place's zone (named by the loader), title linking to it, kind, place or 'En línea', and 'Cancelado' when it is. */
export function EventCard({ event }: { event: Event & { zoneTime: string } }) {
  const { t, i18n } = useTranslation("events");
  return (
    <article className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="w-20 shrink-0 text-center">
        <p className="text-sm font-semibold text-brand-700">{shortDate(event.startsAt, event.timeZone, i18n.language)}</p>
        <p className="text-sm text-slate-700">{timeOfDay(event.startsAt, event.timeZone, i18n.language)}</p>
      </div>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-700">
          {t(`types.${event.eventType}`)}
          {event.status === "cancelled" ? <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs text-red-900">{t("calendar.cancelled")}</span> : null}
        </p>
        <h3 className={`mt-1 text-lg font-semibold break-words ${event.status === "cancelled" ? "line-through" : ""}`}>
          <Link to={`/calendar/${event.slug}`} className="hover:underline">
            {event.title}
          </Link>
        </h3>
        <p className="mt-1 flex flex-wrap items-center gap-1 text-sm text-slate-700">
          {event.online ? <Icon name="globe" aria-hidden="true" size={16} /> : <Icon name="map-pin" aria-hidden="true" size={16} />}
          {event.online ? t("calendar.onlineBadge") : [event.city, countryLabel(t, i18n.language, event.country)].filter(Boolean).join(", ")}
          <span className="text-slate-500">· {firstUpper(event.zoneTime)}</span>
        </p>
      </div>
    </article>
  );
}
