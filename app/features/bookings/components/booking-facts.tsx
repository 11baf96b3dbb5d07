import { numberFormatter } from "~/components/ui/format-number";
import { Link } from "~/components/ui/link";
import type { Locale } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";
import type { BookingPageView } from "../booking-view";
import { bookingDay, bookingMoment, bookingShortDay } from "./booking-labels";

/** A term and its value in the facts list. */
function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="font-semibold break-words">{children}</dd>
    </div>
  );
}

/** A booking's facts: the other side, role, place and zone, each day with its call time, rate, notes, what was asked, expiry, a running challenge and why it ended. */
export function BookingFacts({ booking }: { booking: BookingPageView }) {
  const { t, i18n } = useTranslation("bookings");
  const locale = i18n.language as Locale;
  const holdingOrAsked = booking.status === "requested" || booking.status === "option" || booking.status === "confirming";
  return (
    <section aria-labelledby="booking-facts-heading" className="mt-6">
      <h2 id="booking-facts-heading" className="text-xl font-semibold">
        {t("page.facts")}
      </h2>
      {holdingOrAsked ? (
        <p className="mt-2 text-slate-800">
          {t(booking.status === "requested" ? "page.expires.request" : "page.expires.option", {
            date: bookingDay(booking.expiresOn, locale),
            zone: booking.zoneLabel,
          })}
        </p>
      ) : null}
      {booking.challengeDeadline ? (
        <p className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 font-semibold text-amber-900">
          {t("page.challengeDeadline", { date: bookingMoment(booking.challengeDeadline, booking.timeZone, locale), zone: booking.zoneLabel })}
        </p>
      ) : null}
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <Fact term={t(`card.with.${booking.party}`)}>
          <Link to={booking.other.link} className="text-brand-700 hover:underline">
            {booking.other.name}
          </Link>
        </Fact>
        <Fact term={t("page.role")}>{booking.roleLabel}</Fact>
        <Fact term={t("page.place")}>{[booking.venue, booking.city, booking.countryLabel].filter(Boolean).join(", ")}</Fact>
        <Fact term={t("page.zone")}>{booking.zoneLabel}</Fact>
        <Fact term={t("page.rate")}>
          {booking.dayRate !== null && booking.currency ? `${booking.currency} ${numberFormatter(locale).format(booking.dayRate)}` : t("page.noRate")}
        </Fact>
        <Fact term={t("page.asksFor")}>{t(`page.asks.${booking.asksFor}`)}</Fact>
        {booking.offer ? (
          <Fact term={t("page.offer")}>
            <Link to={booking.offer.link} className="text-brand-700 hover:underline">
              {booking.offer.title}
            </Link>
          </Fact>
        ) : null}
      </dl>
      <h3 className="mt-6 font-semibold">{t("page.days")}</h3>
      <ul className="mt-2 grid gap-1">
        {booking.days.map((day) => (
          <li key={day.day} className="flex flex-wrap justify-between gap-2 rounded-md bg-slate-50 px-3 py-2">
            <span className="font-medium">{bookingShortDay(day.day, locale)}</span>
            <span className="text-slate-700">{day.callTime ? t("page.callTime", { time: day.callTime }) : t("page.noCallTime")}</span>
          </li>
        ))}
      </ul>
      {booking.notes ? (
        <>
          <h3 className="mt-6 font-semibold">{t("page.notes")}</h3>
          <p className="mt-1 whitespace-pre-line break-words">{booking.notes}</p>
        </>
      ) : null}
      {booking.preAccepted && (booking.status === "option" || booking.status === "requested") ? (
        <p className="mt-4 text-slate-800">{t("page.preAccepted")}</p>
      ) : null}
      {booking.declineReason ? (
        <>
          <h3 className="mt-6 font-semibold">{t("page.declineReason")}</h3>
          <p className="mt-1 whitespace-pre-line break-words">{booking.declineReason}</p>
        </>
      ) : null}
      {booking.status === "cancelled" ? (
        <>
          <h3 className="mt-6 font-semibold">{t("page.cancelReason")}</h3>
          {booking.cancelledBy ? <p className="mt-1">{t(`page.cancelledBy.${booking.cancelledBy}`)}</p> : null}
          {booking.cancelReason ? <p className="mt-1 whitespace-pre-line break-words">{booking.cancelReason}</p> : null}
          {booking.lateCancellation ? <p className="mt-1 text-sm text-slate-700">{t("page.lateCancellation")}</p> : null}
        </>
      ) : null}
    </section>
  );
}
