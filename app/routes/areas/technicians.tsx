import { useCallback, useState } from "react";
import { Form, useLocation, useSubmit } from "react-router";
import { Checkbox } from "~/components/ui/form-parts";
import { Link } from "~/components/ui/link";
import { Modal } from "~/components/ui/modal";
import { Pager, pagerLabels } from "~/components/ui/pager";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { landingPath } from "~/features/accounts/landing";
import { FreeDays } from "~/features/availability/components/free-days";
import { bookingsPolicy } from "~/features/bookings/policy";
import { bookingRequestPath } from "~/features/bookings/public";
import { FollowButton } from "~/features/follows/components/follow-button";
import { followStatus } from "~/features/follows/follows.server";
import { ContactForm } from "~/features/messages/components/contact-form";
import { messagesPathFor } from "~/features/messages/public";
import type { CardProfile } from "~/features/profiles/card-profile";
import { ProfileCard } from "~/features/profiles/components/profile-card";
import { addressContext } from "~/features/profiles/public";
import { searchTechnicians, technicianCities, technicianFilters } from "~/features/profiles/technician-search.server";
import { SKILL_OPTIONS } from "~/features/profiles/technician-skills";
import { AddToTalentList, SaveTalentSearchForm, TalentNotePanel } from "~/features/recruiting/public";
import { talentCardExtras } from "~/features/recruiting/public.server";
import { requireActor } from "~/lib/context.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { serverI18n } from "~/lib/i18n/resources.server";
import { loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import { skillLabel } from "~/lib/vocabulary/av-categories";
import { countryOptions } from "~/lib/vocabulary/countries";
import type { Route } from "./+types/technicians";

export const handle: TranslationHandle = { namespaces: ["members", "network", "availability", "recruiting"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("members:technicians.title"), description: t("members:technicians.lead") }));
}

/** /member/technicians: a page of the technician search the URL describes, the city options of its country and which results the viewer follows. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => {
    const filters = technicianFilters(new URL(request.url).searchParams);
    const [result, cities] = await Promise.all([searchTechnicians(ctx, filters), technicianCities(ctx, filters.country)]);
    const shownIds = result.technicians.map((technician) => technician.id);
    // A company's own notes and lists beside each card (issue 41); null for anyone else.
    const [followed, talent] = await Promise.all([followStatus(ctx, shownIds), talentCardExtras(ctx, shownIds)]);
    const actor = requireActor(ctx);
    // A company may ask each technician for dates (issue 39): the cards' 'Pedir reserva', carrying the searched dates.
    const bookingLabel = bookingsPolicy.can(actor, "requestBookings") ? serverI18n(ctx.locale).t("bookings:request.entry.ask") : null;
    return {
      ...result,
      filters,
      cities,
      followed: [...followed],
      viewerId: actor.id,
      area: landingPath(actor).slice(1),
      messagesPath: messagesPathFor(actor),
      bookingLabel,
      talent,
    };
  });
}

/** On client navigations, the members', the network's (the cards) and the availability translations (the date filter) arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace(["members", "network", "availability", "recruiting"], serverLoader);
}

export default function Technicians({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("members");
  const { t: tn } = useTranslation("network");
  const { t: ta } = useTranslation("availability");
  const { pathname, search } = useLocation();
  const submit = useSubmit();
  const { technicians, count, capped, page, pages, filters, cities, area, viewerId, messagesPath, free, bookingLabel, talent } = loaderData;
  const followed = new Set(loaderData.followed);
  const [shown, setShown] = useState<{ kind: "profile" | "message"; technician: CardProfile } | null>(null);
  const close = useCallback(() => setShown(null), []);
  // 'Sin opciones en esas fechas' only means something with dates: shown once a first day is chosen (typed, or in the URL).
  const [typedFrom, setTypedFrom] = useState<string | null>(null);
  const datesChosen = typedFrom !== null ? typedFrom !== "" : Boolean(filters.window);
  const pageLink = (target: number) => {
    const params = new URLSearchParams(search);
    params.set("orden", String(filters.seed));
    if (target > 1) params.set("pagina", String(target));
    else params.delete("pagina");
    return `?${params.toString()}`;
  };
  const clearLink = `?orden=${filters.seed}`;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t("technicians.title")}</h1>
      <p className="mt-2 text-slate-700">{t("technicians.lead")}</p>
      <Form
        method="get"
        role="search"
        className="mt-6 grid gap-4 rounded-xl border border-slate-200 p-4"
        onChange={(event) => {
          const target = event.target as HTMLElement;
          if (target instanceof HTMLInputElement && target.name === "desde") setTypedFrom(target.value);
          if (target instanceof HTMLSelectElement && target.name === "pais") {
            const form = event.currentTarget;
            const city = form.elements.namedItem("ciudad");
            if (city instanceof HTMLSelectElement) city.value = "";
            submit(form);
          }
        }}
      >
        <input type="hidden" name="orden" value={filters.seed} />
        <TextField label={t("technicians.search")} name="q" type="search" defaultValue={filters.q} maxLength={100} />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t("technicians.skills")}</legend>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
            {SKILL_OPTIONS.map((skill) => (
              <label key={skill} className="inline-flex items-center gap-2 text-sm">
                <input type="checkbox" name="habilidad" value={skill} defaultChecked={filters.skills.includes(skill)} className="h-4 w-4" />
                {skillLabel(t, skill)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t("technicians.country")}
            name="pais"
            defaultValue={filters.country}
            autoComplete="country-name"
            placeholder={t("technicians.anyCountry")}
            options={countryOptions(t, i18n.language)}
          />
          <SelectField
            key={filters.country}
            label={t("technicians.city")}
            name="ciudad"
            defaultValue={filters.city}
            disabled={!filters.country}
            placeholder={filters.country ? t("technicians.anyCity") : t("technicians.chooseCountryFirst")}
            options={cities.map((city) => ({ value: city, label: city }))}
          />
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{ta("search.legend")}</legend>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            <TextField label={ta("search.from")} name="desde" type="date" defaultValue={filters.window?.from ?? ""} />
            <TextField
              label={ta("search.to")}
              name="hasta"
              type="date"
              defaultValue={filters.window && filters.window.to !== filters.window.from ? filters.window.to : ""}
            />
          </div>
          <div className="mt-2">
            <Checkbox name="tentativos" value="1" label={ta("search.tentative")} defaultChecked={filters.window?.tentative ?? false} />
          </div>
          {datesChosen ? (
            <div className="mt-2">
              <Checkbox
                name="sinOpciones"
                value="1"
                label={ta("search.withoutHolds")}
                hint={ta("search.withoutHoldsHint")}
                defaultChecked={filters.withoutHolds ?? false}
              />
            </div>
          ) : null}
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            {t("technicians.apply")}
          </button>
          <Link to={clearLink} className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50">
            {t("technicians.clear")}
          </Link>
        </div>
      </Form>
      {talent ? <SaveTalentSearchForm query={search} /> : null}

      <p className="mt-6 font-semibold" aria-live="polite">
        {capped ? t("technicians.countCapped", { count }) : t("technicians.count", { count })}
      </p>
      {technicians.length === 0 ? (
        <div className="mt-4 rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <p>{t("technicians.empty")}</p>
          <Link to={clearLink} className="mt-4 inline-block rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50">
            {t("technicians.clear")}
          </Link>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {technicians.map((technician) => (
            <li key={technician.id}>
              <ProfileCard
                profile={technician}
                variant="grid"
                area={area}
                note={
                  <>
                    {free[technician.id] ? <FreeDays days={free[technician.id] ?? []} /> : null}
                    {talent ? (
                      <TalentNotePanel
                        technicianId={technician.id}
                        note={talent.notes[technician.id] ?? null}
                        returnTo={`${pathname}${search}`}
                        compact
                        texts={talent.texts.note}
                      />
                    ) : null}
                  </>
                }
                actions={
                  <>
                    {technician.id === viewerId ? null : (
                      <FollowButton
                        key={technician.id}
                        userId={technician.id}
                        name={technician.name}
                        following={followed.has(technician.id)}
                        variant="compact"
                        redirectTo={`${pathname}${search}`}
                      />
                    )}
                    <button
                      type="button"
                      onClick={() => setShown({ kind: "profile", technician })}
                      className="rounded-full border border-slate-300 px-2.5 py-1 text-sm font-semibold hover:bg-slate-50"
                    >
                      {tn("cards.viewProfile")}
                    </button>
                    {technician.id === viewerId ? null : (
                      <button
                        type="button"
                        onClick={() => setShown({ kind: "message", technician })}
                        className="rounded-full border border-slate-300 px-2.5 py-1 text-sm font-semibold hover:bg-slate-50"
                      >
                        {tn("cards.contact")}
                      </button>
                    )}
                    {talent?.lists[technician.id] ? (
                      <AddToTalentList
                        technicianId={technician.id}
                        lists={talent.lists[technician.id]}
                        source="search"
                        returnTo={`${pathname}${search}`}
                        texts={talent.texts.addToList}
                      />
                    ) : null}
                    {bookingLabel ? (
                      <Link
                        to={bookingRequestPath({ technicianId: technician.id, source: "search", from: filters.window?.from, to: filters.window?.to })}
                        className="rounded-full bg-brand-600 px-2.5 py-1 text-sm font-semibold text-white hover:bg-brand-700"
                      >
                        {bookingLabel}
                        <span className="sr-only">: {technician.name}</span>
                      </Link>
                    ) : null}
                  </>
                }
              />
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} linkTo={pageLink} labels={pagerLabels(t, "technicians", page, pages)} />
      <Modal
        title={
          shown?.kind === "message"
            ? t("technicians.messageModal", { name: shown.technician.name })
            : t("technicians.profileModal", { context: addressContext(shown?.technician.formOfAddress) })
        }
        open={shown !== null}
        onClose={close}
        closeLabel={t("technicians.close")}
      >
        {shown?.kind === "profile" ? (
          <div className="grid gap-4">
            <ProfileCard profile={shown.technician} variant="detailed" area={area} />
            <Link to={`/${area}/user/${shown.technician.id}`} className="text-brand-700 underline">
              {t("technicians.fullProfile")}
            </Link>
          </div>
        ) : shown ? (
          <ContactForm recipientId={shown.technician.id} name={shown.technician.name} messagesPath={messagesPath} />
        ) : null}
      </Modal>
    </div>
  );
}
