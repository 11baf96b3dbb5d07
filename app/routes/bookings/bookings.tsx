import { Form, useLocation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Link } from "~/components/ui/link";
import { Pager, pagerLabels, usePageLink } from "~/components/ui/pager";
import { SelectField } from "~/components/ui/select-field";
import { BOOKING_TABS, type BookingsListView, type BookingTab } from "~/features/bookings/booking-view";
import { BookingCardItem } from "~/features/bookings/components/booking-card";
import { bookingsList } from "~/features/bookings/public.server";
import { useRevalidateOnLive } from "~/features/notifications/public";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/bookings";

export const handle: TranslationHandle = { namespaces: ["bookings", "reviews"] };

/** The steps a quick answer (or a step on the booking page) reports back here with `?hecho=`. */
const DONE = ["withdraw", "accept", "decline", "confirm", "acceptConfirmation", "release", "challenge", "cancel", "complete", "noShow"] as const;

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("bookings:metaTitle"), description: t("bookings:metaDescription") }));
}

/**
 * /bookings (signed in): 'Reservas', the technician's or the company's bookings in four tabs
 * (`?tab=solicitudes|opciones|confirmadas|pasadas`), 20 a page (`?pagina=`); a company may narrow them
 * to a technician (`?tecnico=`) or an offer (`?oferta=`). `?hecho=` says which quick step just happened.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const done = params.get("hecho");
  return loaderAnswer(context, async (ctx) => ({
    ...(await bookingsList(ctx, { tab: params.get("tab"), page: params.get("pagina"), technicianId: params.get("tecnico"), offerId: params.get("oferta") })),
    done: (DONE as readonly string[]).includes(done ?? "") ? done : null,
  }));
}

/** On client navigations, the bookings translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace(["bookings", "reviews"], serverLoader);
}

/** The address of a tab with the filters kept (and the page and the notice dropped). */
function tabLink(search: string, tab: BookingTab): string {
  const params = new URLSearchParams(search);
  params.delete("pagina");
  params.delete("hecho");
  params.set("tab", tab);
  return `/bookings?${params}`;
}

/** The address of the list without one filter. */
function withoutFilter(search: string, name: "tecnico" | "oferta"): string {
  const params = new URLSearchParams(search);
  params.delete(name);
  params.delete("pagina");
  params.delete("hecho");
  const query = params.toString();
  return query ? `/bookings?${query}` : "/bookings";
}

/** A company's filters: a chip per filter in force (removing it is a link) and a small form to pick a technician or an offer. */
function CompanyFilters({ view, search }: { view: BookingsListView; search: string }) {
  const { t } = useTranslation("bookings");
  const { technicians, offers } = view.filterChoices;
  const technician = technicians.find((choice) => choice.id === view.filters.technicianId);
  const offer = offers.find((choice) => choice.id === view.filters.offerId);
  const chips = [
    view.filters.technicianId ? { name: "tecnico" as const, label: technician?.label ?? view.filters.technicianId } : null,
    view.filters.offerId ? { name: "oferta" as const, label: offer?.label ?? view.filters.offerId } : null,
  ].filter((chip) => chip !== null);
  if (technicians.length === 0 && offers.length === 0 && chips.length === 0) return null;
  return (
    <section aria-label={t("filters.label")} className="mt-4">
      {chips.length > 0 ? (
        <ul aria-label={t("filters.active")} className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip.name}>
              <Link
                to={withoutFilter(search, chip.name)}
                aria-label={t("filters.remove", { name: chip.label })}
                className="inline-flex items-center gap-1 rounded-full border border-brand-600 bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700"
              >
                {chip.label} <span aria-hidden="true">×</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="get" action="/bookings" className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <input type="hidden" name="tab" value={view.tab} />
        <SelectField
          id="filter-technician"
          label={t("filters.technician")}
          name="tecnico"
          defaultValue={view.filters.technicianId ?? ""}
          placeholder={t("filters.all")}
          options={technicians.map((choice) => ({ value: choice.id, label: choice.label }))}
        />
        <SelectField
          id="filter-offer"
          label={t("filters.offer")}
          name="oferta"
          defaultValue={view.filters.offerId ?? ""}
          placeholder={t("filters.allOffers")}
          options={offers.map((choice) => ({ value: String(choice.id), label: choice.label }))}
        />
        <button type="submit" className="rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-ink hover:bg-slate-50">
          {t("filters.apply")}
        </button>
      </Form>
    </section>
  );
}

/** What an empty tab says: what it holds, and how bookings start for this side. */
function EmptyTab({ view }: { view: BookingsListView }) {
  const { t } = useTranslation("bookings");
  const filtered = view.filters.technicianId !== null || view.filters.offerId !== null;
  return (
    <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-center" data-testid="bookings-empty">
      <p className="font-semibold">{filtered ? t("empty.filtered") : t(`empty.${view.party}.${view.tab}`)}</p>
      <p className="mt-2 text-slate-700">{t(`empty.${view.party}.how`)}</p>
      <Link
        to={view.party === "company" ? "/member/technicians" : "/profile/availability"}
        className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
      >
        {view.party === "company" ? t("empty.company.search") : t("empty.technician.availability")}
      </Link>
    </div>
  );
}

export default function Bookings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("bookings");
  const { search, pathname } = useLocation();
  const pageLink = usePageLink();
  // A live booking notification (a new request, an answer, a confirmation) shows at once.
  useRevalidateOnLive("booking");
  const view = loaderData;
  const back = (() => {
    const params = new URLSearchParams(search);
    params.delete("hecho");
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  })();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">{t("heading")}</h1>
      <p className="mt-2 text-slate-700">{t(`lead.${view.party}`)}</p>
      <div className="mt-4 grid gap-3 empty:hidden" aria-live="polite">
        {view.done ? <Alert tone="success">{t(`done.${view.done}`)}</Alert> : null}
      </div>
      <nav aria-label={t("tabs.label")} className="mt-6">
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {BOOKING_TABS.map((tab) => {
            const current = tab === view.tab;
            return (
              <li key={tab}>
                <Link
                  to={tabLink(search, tab)}
                  aria-current={current ? "page" : undefined}
                  className={`block rounded-md px-3 py-2 text-center font-semibold ${current ? "bg-brand-600 text-white" : "border border-slate-300 bg-white text-ink hover:bg-slate-50"}`}
                >
                  {t("tabs.withCount", { label: t(`tabs.${tab}`), count: view.counts[tab] })}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {view.party === "company" ? <CompanyFilters view={view} search={search} /> : null}
      {view.cards.length === 0 ? (
        <EmptyTab view={view} />
      ) : (
        <ul className="mt-6 grid gap-4">
          {view.cards.map((card) => (
            <BookingCardItem key={card.id} card={card} party={view.party} tab={view.tab} back={back} />
          ))}
        </ul>
      )}
      <Pager page={view.page} pages={view.pages} linkTo={pageLink} labels={pagerLabels(t, "list", view.page, view.pages)} />
    </div>
  );
}
