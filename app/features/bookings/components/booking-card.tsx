import { useFetcher } from "react-router";
import { Link } from "~/components/ui/link";
import type { Locale } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";
import type { Party } from "../booking-actions";
import type { BookingCard, BookingTab } from "../booking-view";
import { BookingStatusBadges, bookingDays, bookingMoment, bookingShortDay } from "./booking-labels";

/** What a quick answer's action says when it refuses (its message), or nothing. */
type QuickAnswer = { ok?: boolean; error?: string } | undefined;

/** A technician's quick answer to a request from the list: one button posting `intent` to the booking, then back to the list. */
function QuickAnswerForm({ card, back }: { card: BookingCard; back: string }) {
  const { t } = useTranslation("bookings");
  const fetcher = useFetcher();
  const answer = fetcher.data as QuickAnswer;
  const busy = fetcher.state !== "idle";
  const errorId = `quick-${card.id}-error`;
  const refused = answer && answer.ok === false ? answer.error : null;
  return (
    <div className="mt-3">
      <fetcher.Form method="post" action={`/bookings/${card.id}`} className="grid grid-cols-2 gap-2">
        <input type="hidden" name="back" value={back} />
        <button
          type="submit"
          name="intent"
          value="accept"
          disabled={busy}
          aria-label={t("card.acceptNamed", { production: card.production })}
          aria-describedby={refused ? errorId : undefined}
          className="rounded-md bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:bg-slate-400"
        >
          {t("card.accept")}
        </button>
        <button
          type="submit"
          name="intent"
          value="decline"
          disabled={busy}
          aria-label={t("card.declineNamed", { production: card.production })}
          aria-describedby={refused ? errorId : undefined}
          className="rounded-md border border-slate-300 bg-white px-4 py-3 font-semibold text-ink hover:bg-slate-50 disabled:opacity-60"
        >
          {t("card.decline")}
        </button>
      </fetcher.Form>
      <p id={errorId} aria-live="polite" className="mt-2 text-sm text-red-700 empty:hidden">
        {refused ?? ""}
      </p>
    </div>
  );
}

/** One booking on 'Reservas': production, badges, days, place, the other side; quick answers for a technician's request, 'Confirmar trabajo' for a company's done job. */
export function BookingCardItem({ card, party, tab, back }: { card: BookingCard; party: Party; tab: BookingTab; back: string }) {
  const { t, i18n } = useTranslation("bookings");
  const locale = i18n.language as Locale;
  return (
    <li className="rounded-xl border border-slate-200 p-4" data-testid="booking-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-semibold break-words">
          <Link to={`/bookings/${card.id}`} className="text-brand-700 hover:underline">
            {card.production}
          </Link>
        </h2>
        <BookingStatusBadges t={t} status={card.status} rank={card.rank} />
      </div>
      <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">{t("card.days")}</dt>
          <dd className="font-semibold">{bookingDays(card.startsOn, card.endsOn, locale)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("card.role")}</dt>
          <dd className="font-semibold">{card.roleLabel}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("card.place")}</dt>
          <dd className="font-semibold break-words">{[card.city, card.countryLabel].filter(Boolean).join(", ")}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t(`card.with.${party}`)}</dt>
          <dd className="font-semibold break-words">
            <Link to={card.other.link} className="text-brand-700 hover:underline">
              {card.other.name}
            </Link>
          </dd>
        </div>
      </dl>
      {tab === "solicitudes" || tab === "opciones" ? (
        <p className="mt-2 text-sm text-slate-700">{t("card.expires", { date: bookingShortDay(card.expiresOn, locale) })}</p>
      ) : null}
      {card.challengeDeadline ? (
        <p className="mt-1 text-sm font-semibold text-amber-900">
          {t("card.challengeDeadline", { date: bookingMoment(card.challengeDeadline, card.timeZone, locale) })}
        </p>
      ) : null}
      {card.quickAnswer ? <QuickAnswerForm card={card} back={back} /> : null}
      {card.needsClosing ? (
        <Link
          to={`/bookings/${card.id}#acciones`}
          aria-label={t("card.closeWorkNamed", { production: card.production })}
          className="mt-3 inline-block rounded-md bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700"
        >
          {t("card.closeWork")}
        </Link>
      ) : null}
    </li>
  );
}
