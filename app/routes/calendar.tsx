import { Form, useActionData } from "react-router";
import { PageHero } from "~/components/content/info-sections";
import { Alert } from "~/components/ui/alert";
import { Link } from "~/components/ui/link";
import { Pager, pagerLabels, usePageLink } from "~/components/ui/pager";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { calendarFilters, monthEvents, upcomingEvents } from "~/features/events/calendar.server";
import { EventCard } from "~/features/events/components/event-card";
import { MonthGrid } from "~/features/events/components/month-grid";
import { EVENT_TYPES } from "~/features/events/event-options";
import { myFeedToken, resetFeedToken } from "~/features/events/feeds.server";
import { eventsPolicy } from "~/features/events/policy";
import { requestContext } from "~/lib/context.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { serverI18n } from "~/lib/i18n/resources.server";
import { sharedData } from "~/lib/page-cache.server";
import { actionAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import { countryOptions } from "~/lib/vocabulary/countries";
import { zoneTime } from "~/lib/vocabulary/time-zones";
import type { ScriptlessHandle } from "~/shell/scriptless";
import type { Route } from "./+types/calendar";

/** Works whole without JavaScript: a visitor gets it without scripts (issue 43 §3). */
export const handle: TranslationHandle & ScriptlessHandle = { namespaces: ["events"], scriptless: true };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("events:calendar.metaTitle"), description: t("events:calendar.metaDescription") }));
}

/**
 * /calendar, public (page-cached for visitors): upcoming events as a list (20 a page) or a month,
 * filtered by country, kind and online; a signed-in member also gets their private 'Mi agenda' address.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const url = new URL(request.url);
  const filters = calendarFilters(url.searchParams, ctx.now());
  const key = JSON.stringify({ ...filters, day: ctx.now().toISOString().slice(0, 13) });
  const [list, month] = await Promise.all([
    filters.view === "list" ? sharedData.get("/calendar", key, () => upcomingEvents(ctx, filters)) : null,
    filters.view === "month" ? sharedData.get("/calendar", key, () => monthEvents(ctx, filters)) : null,
  ]);
  const { t } = serverI18n(ctx.locale);
  return {
    filters,
    // Each event's zone as people say it, worked out here so the page's script stays within the JavaScript budget.
    list: list ? { ...list, events: list.events.map((event) => ({ ...event, zoneTime: zoneTime(t, event.timeZone) })) } : null,
    month,
    agenda: ctx.actor ? `${url.origin}/calendar/agenda/${await myFeedToken(ctx)}` : null,
    feedsBase: `${url.origin}/calendar/feeds`,
    mayManage: eventsPolicy.can(ctx.actor, "manageEvents"),
    mayPropose: eventsPolicy.can(ctx.actor, "proposeEvents"),
  };
}

/** On client navigations, the events translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("events", serverLoader);
}

/** 'Cambiar la dirección' of 'Mi agenda': a new secret address; the old one stops working. */
export function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx) => {
    await resetFeedToken(ctx);
    return { ok: true as const };
  });
}

export default function Calendar({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("events");
  const answer = useActionData<typeof action>();
  const { filters, list, month, agenda, feedsBase, mayManage, mayPropose } = loaderData;
  const pageLink = usePageLink();
  const filtered = Boolean(filters.country || filters.type || filters.online);
  const viewLink = (view: "list" | "month") => {
    const params = new URLSearchParams();
    if (filters.country) params.set("pais", filters.country);
    if (filters.type) params.set("tipo", filters.type);
    if (filters.online) params.set("en-linea", "1");
    if (view === "month") {
      params.set("vista", "mes");
      params.set("mes", filters.month);
    }
    return `/calendar${params.size ? `?${params.toString()}` : ""}`;
  };
  const tab = (view: "list" | "month") =>
    `rounded-md px-4 py-2 font-semibold ${filters.view === view ? "bg-brand-600 text-white" : "border border-slate-300 hover:bg-slate-50"}`;
  return (
    <>
      <PageHero heading={t("calendar.heading")} lead={t("calendar.lead")}>
        {mayManage || mayPropose ? (
          <Link
            to={mayManage ? "/admin/events" : "/company/events"}
            className="mt-4 inline-block rounded-md bg-white px-4 py-2 font-semibold text-brand-900 hover:bg-brand-50"
          >
            {mayManage ? t("calendar.manage") : t("calendar.propose")}
          </Link>
        ) : null}
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <nav aria-label={t("calendar.heading")} className="flex gap-2">
          <Link to={viewLink("list")} className={tab("list")} aria-current={filters.view === "list" ? "page" : undefined}>
            {t("calendar.list")}
          </Link>
          <Link to={viewLink("month")} className={tab("month")} aria-current={filters.view === "month" ? "page" : undefined}>
            {t("calendar.month")}
          </Link>
        </nav>
        <Form
          method="get"
          role="search"
          aria-label={t("calendar.filtersTitle")}
          className="mt-4 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 p-4"
        >
          {filters.view === "month" ? (
            <>
              <input type="hidden" name="vista" value="mes" />
              <input type="hidden" name="mes" value={filters.month} />
            </>
          ) : null}
          <SelectField
            label={t("calendar.country")}
            name="pais"
            defaultValue={filters.country ?? ""}
            placeholder={t("calendar.anyCountry")}
            options={countryOptions(t, i18n.language)}
          />
          <SelectField
            label={t("calendar.type")}
            name="tipo"
            defaultValue={filters.type ?? ""}
            placeholder={t("calendar.any")}
            options={EVENT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          />
          <label className="flex items-center gap-2 pb-2">
            <input type="checkbox" name="en-linea" value="1" defaultChecked={filters.online} className="h-4 w-4" />
            {t("calendar.online")}
          </label>
          <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            {t("calendar.apply")}
          </button>
          {filtered ? (
            <Link to={viewLink(filters.view)} className="pb-2 text-brand-700 underline">
              {t("calendar.clear")}
            </Link>
          ) : null}
        </Form>
        {list ? (
          <>
            <h2 className="mt-6 font-semibold" aria-live="polite">
              {t("calendar.count", { count: list.count })}
            </h2>
            {list.events.length === 0 ? (
              <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-8 text-center">{filtered ? t("calendar.empty") : t("calendar.emptyAll")}</p>
            ) : (
              <ul className="mt-4 grid gap-3">
                {list.events.map((event) => (
                  <li key={event.id}>
                    <EventCard event={event} />
                  </li>
                ))}
              </ul>
            )}
            <Pager page={list.page} pages={list.pages} linkTo={pageLink} labels={pagerLabels(t, "calendar", list.page, list.pages)} />
          </>
        ) : null}
        {month ? <MonthGrid month={filters.month} events={month} /> : null}
        <section className="mt-10 grid gap-6 md:grid-cols-2">
          {agenda ? (
            <div className="rounded-xl border border-slate-200 p-4">
              <h2 className="text-lg font-semibold">{t("calendar.agendaTitle")}</h2>
              <p className="mt-1 text-slate-700">{t("calendar.agendaLead")}</p>
              <TextField label={t("calendar.agendaUrl")} name="agenda" value={agenda} readOnly onFocus={(event) => event.currentTarget.select()} />
              <Form method="post" className="mt-3">
                <button type="submit" className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-slate-50">
                  {t("calendar.agendaReset")}
                </button>
              </Form>
              {answer && "ok" in answer && answer.ok ? (
                <div className="mt-3" aria-live="polite">
                  <Alert tone="success">{t("calendar.agendaResetDone")}</Alert>
                </div>
              ) : null}
            </div>
          ) : null}
          <div className="rounded-xl border border-slate-200 p-4">
            <h2 className="text-lg font-semibold">{t("calendar.feedsTitle")}</h2>
            <p className="mt-1 text-slate-700">{t("calendar.feedsLead")}</p>
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
              <li>
                <a href={`${feedsBase}/todos`} className="text-brand-700 underline">
                  {t("calendar.feedAll")}
                </a>
              </li>
              {EVENT_TYPES.map((type) => (
                <li key={type}>
                  <a href={`${feedsBase}/${type}`} className="text-brand-700 underline">
                    {t(`types.${type}`)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </div>
    </>
  );
}
