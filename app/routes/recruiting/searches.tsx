import { Form, redirect, useActionData, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { formatLongDate } from "~/components/ui/format-date";
import { Link } from "~/components/ui/link";
import { SearchAlertsToggle } from "~/features/recruiting/components/search-alerts-toggle";
import { filterWords } from "~/features/recruiting/components/search-words";
import { RECRUITING_LIMITS } from "~/features/recruiting/public";
import { deleteTalentSearch, myTalentSearches, saveTalentSearch, setTalentSearchAlerts, type TalentSearchSummary } from "~/features/recruiting/public.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { asLocale, DEFAULT_LOCALE } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/searches";

export const handle: TranslationHandle = { namespaces: ["recruiting"] };

const PATH = "/company/searches";
const NOTICES = {
  guardada: "searches.notices.saved",
  borrada: "searches.notices.deleted",
  "avisos-activados": "searches.notices.alertsOn",
  "avisos-desactivados": "searches.notices.alertsOff",
} as const;

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("recruiting:searches.metaTitle"), description: t("recruiting:searches.lead") }));
}

/** /company/searches (companies only; anyone else 404): the company's saved searches, newest first; `?hecho=` names what the last form did. */
export function loader({ request, context }: Route.LoaderArgs) {
  const done = new URL(request.url).searchParams.get("hecho");
  return loaderAnswer(context, async (ctx) => ({
    searches: await myTalentSearches(ctx),
    notice: Object.hasOwn(NOTICES, done ?? "") ? NOTICES[done as keyof typeof NOTICES] : null,
  }));
}

/** On client navigations, the recruiting translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("recruiting", serverLoader);
}

/** Saves a search ('save', from the technician search), turns a search's alerts on or off ('alerts') or deletes one ('delete'); refusals answer their message. */
export function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    if (values.intent === "save") {
      await saveTalentSearch(ctx, { name: values.name, query: values.query });
      return redirect(`${PATH}?hecho=guardada`, 303);
    }
    if (values.intent === "alerts") {
      await setTalentSearchAlerts(ctx, { searchId: values.searchId, alerts: values.alerts });
      const back = values.returnTo === "search" ? `${PATH}/${encodeURIComponent(values.searchId ?? "")}` : PATH;
      return redirect(`${back}?hecho=${values.alerts === "on" ? "avisos-activados" : "avisos-desactivados"}`, 303);
    }
    if (values.intent === "delete") {
      await deleteTalentSearch(ctx, { searchId: values.searchId });
      return redirect(`${PATH}?hecho=borrada`, 303);
    }
    return { ok: false as const, error: "" };
  });
}

export default function TalentSearches({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("recruiting");
  const failure = useActionData<typeof action>();
  const { searches, notice } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{t("searches.heading")}</h1>
      <p className="mt-2 text-slate-700">{t("searches.lead")}</p>
      <p className="mt-2">
        <Link to="/settings/notifications" className="text-brand-700 underline">
          {t("searches.preferences")}
        </Link>
      </p>
      <div className="mt-4 grid gap-3 empty:hidden" aria-live="polite">
        {failure && "ok" in failure && failure.ok === false && failure.error ? <Alert tone="error">{failure.error}</Alert> : null}
        {notice ? <Alert tone="success">{t(notice)}</Alert> : null}
      </div>
      {searches.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-center">
          <p className="font-semibold">{t("searches.empty.title")}</p>
          <p className="mt-2 text-slate-700">{t("searches.empty.howTo")}</p>
          <Link to="/member/technicians" className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            {t("searches.empty.action")}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-700">{t("searches.count", { count: searches.length, max: RECRUITING_LIMITS.searches })}</p>
          <ul className="mt-3 grid gap-3">
            {searches.map((search) => (
              <SearchItem key={search.id} search={search} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** One saved search: its name and filters in words, its unseen matches, its alerts switch, its links and the delete button. */
function SearchItem({ search }: { search: TalentSearchSummary }) {
  const { t, i18n } = useTranslation("recruiting");
  const busy = useNavigation().state !== "idle";
  const words = filterWords(t, i18n.language, search.filters).join(" · ");
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid="talent-search">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words">{search.name}</h2>
          <p className="text-sm break-words text-slate-700">{words}</p>
          <p className="text-xs text-slate-600">{t("searches.since", { date: formatLongDate(search.createdAt, asLocale(i18n.language) ?? DEFAULT_LOCALE) })}</p>
        </div>
        {search.newMatches > 0 ? (
          <span className="rounded-full bg-brand-100 px-2.5 py-1 text-sm font-semibold text-brand-800">
            {t("searches.unseen", { count: search.newMatches })}
          </span>
        ) : null}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Link to={search.searchUrl} className="text-brand-700 underline">
          {t("searches.seeResults")}
          <span className="sr-only">: {search.name}</span>
        </Link>
        <Link to={`/company/searches/${search.id}`} className="text-brand-700 underline">
          {t("searches.seeMatches")}
          <span className="sr-only">: {search.name}</span>
        </Link>
        <SearchAlertsToggle searchId={search.id} name={search.name} alerts={search.alerts} returnTo="list" />
        <Form method="post" action={PATH}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="searchId" value={search.id} />
          <button
            type="submit"
            disabled={busy}
            className="min-h-10 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60"
          >
            {t("searches.delete")}
            <span className="sr-only">: {search.name}</span>
          </button>
        </Form>
      </div>
    </li>
  );
}
