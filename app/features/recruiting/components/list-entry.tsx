import { useId } from "react";
import { Form } from "react-router";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { ProfileCard } from "~/features/profiles/public";
import { useTranslation } from "~/lib/i18n/react";
import type { TalentListEntry } from "../list-types";

/** What the page adds to an entry, said on the server in the reader's language (the free days, how long since the last contact, the latest booking's day). */
export type ListEntryTexts = { free: string | null; since: string | null; latestDay: string | null };

const smallButton =
  "inline-flex min-h-9 items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 disabled:opacity-50";

/**
 * One technician of a list: the card (name to their page, titles, city, skills), their free days in
 * the chosen range, the last contact, the bookings with the company, the company's private note
 * (read only), the list's note (an inline form), and up, down and remove. Plain forms: no JavaScript needed.
 */
export function ListEntry({
  entry,
  texts,
  area,
  hasRange,
  first,
  last,
  busy,
}: {
  entry: TalentListEntry;
  texts: ListEntryTexts;
  area: string;
  hasRange: boolean;
  first: boolean;
  last: boolean;
  busy: boolean;
}) {
  const { t } = useTranslation("recruiting");
  const { t: tb } = useTranslation("bookings");
  const id = useId();
  const { card, bookings } = entry;
  const free = !hasRange
    ? null
    : entry.freeDays === null
      ? t("lists.page.hidden")
      : entry.freeDays.length === 0
        ? t("lists.page.noFree")
        : t("lists.page.free", { days: texts.free ?? "" });
  return (
    <li className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:p-4" data-testid="talent-list-entry">
      <ProfileCard profile={card} variant="compact" area={area} />
      <ul className="grid gap-1 text-sm text-slate-800">
        {free ? <li data-testid="entry-free">{free}</li> : null}
        <li>{texts.since ? t("lists.page.lastContact", { when: texts.since }) : t("lists.page.noContact")}</li>
        <li>
          {bookings.latest ? (
            <>
              {t("lists.page.bookings", { count: bookings.count })} ·{" "}
              <Link to={`/bookings/${bookings.latest.id}`} className="text-brand-700 underline">
                {t("lists.page.latestBooking", { status: tb(`status.${bookings.latest.status}`), date: texts.latestDay ?? "" })}
              </Link>
            </>
          ) : (
            t("lists.page.noBookings")
          )}
        </li>
      </ul>
      {entry.privateNote ? (
        <div className="rounded-md bg-amber-50 p-3 text-sm">
          <p className="font-semibold">{t("lists.page.privateNote")}</p>
          <p className="mt-1 whitespace-pre-line break-words">{entry.privateNote}</p>
        </div>
      ) : null}
      <Form method="post" className="grid gap-2">
        <input type="hidden" name="technicianId" value={card.id} />
        <label htmlFor={`${id}-note`} className="text-sm font-medium text-slate-800">
          {t("lists.page.note.label")}
        </label>
        <textarea
          id={`${id}-note`}
          name="note"
          rows={2}
          maxLength={1000}
          defaultValue={entry.note}
          aria-describedby={`${id}-note-hint`}
          className="block w-full rounded-md border border-slate-400 px-3 py-2 text-ink"
        />
        <p id={`${id}-note-hint`} className="text-xs text-slate-600">
          {t("lists.page.note.hint", { max: 1000 })}
        </p>
        <div>
          <button type="submit" name="intent" value="note" disabled={busy} className={smallButton}>
            {t("lists.page.note.submit")}
          </button>
        </div>
      </Form>
      <Form method="post" className="flex flex-wrap gap-2" aria-label={t("lists.page.order")}>
        <input type="hidden" name="technicianId" value={card.id} />
        <input type="hidden" name="intent" value="move" />
        <button
          type="submit"
          name="direction"
          value="up"
          disabled={busy || first}
          aria-label={t("lists.page.upNamed", { name: card.name })}
          className={smallButton}
        >
          <Icon name="arrow-up" aria-hidden="true" size={16} />
          {t("lists.page.up")}
        </button>
        <button
          type="submit"
          name="direction"
          value="down"
          disabled={busy || last}
          aria-label={t("lists.page.downNamed", { name: card.name })}
          className={smallButton}
        >
          <Icon name="arrow-down" aria-hidden="true" size={16} />
          {t("lists.page.down")}
        </button>
      </Form>
      <Form method="post">
        <input type="hidden" name="technicianId" value={card.id} />
        <button
          type="submit"
          name="intent"
          value="remove"
          disabled={busy}
          aria-label={t("lists.page.removeNamed", { name: card.name })}
          className={smallButton}
        >
          <Icon name="x" aria-hidden="true" size={16} />
          {t("lists.page.remove")}
        </button>
      </Form>
    </li>
  );
}
