import { useLocation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Link } from "~/components/ui/link";
import { LocalTime } from "~/components/ui/local-time";
import { Pager } from "~/components/ui/pager";
import { landingPath } from "~/features/accounts/landing";
import { ProfileCard } from "~/features/profiles/public";
import { SearchAlertsToggle } from "~/features/recruiting/components/search-alerts-toggle";
import { filterWords } from "~/features/recruiting/components/search-words";
import { talentSearchMatches } from "~/features/recruiting/public.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { asLocale, DEFAULT_LOCALE } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";
import { pageParam } from "~/lib/paging";
import { loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/search";

export const handle: TranslationHandle = { namespaces: ["recruiting", "network"] };

const NOTICES = { "avisos-activados": "searches.notices.alertsOn", "avisos-desactivados": "searches.notices.alertsOff" } as const;

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("recruiting:searches.matches.metaTitle"), description: t("recruiting:searches.matches.lead") }));
}

/**
 * /company/searches/:searchId (the company that saved it only; anyone else 404, `.data` included): its
 * matches newest first, 20 a page; opening it marks them seen. Its alerts are switched through
 * /company/searches (intent alerts), which comes back here.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const done = url.searchParams.get("hecho");
  return loaderAnswer(context, async (ctx) => ({
    ...(await talentSearchMatches(ctx, { searchId: params.searchId, page: pageParam(url.searchParams) })),
    area: landingPath(ctx.actor).slice(1),
    notice: Object.hasOwn(NOTICES, done ?? "") ? NOTICES[done as keyof typeof NOTICES] : null,
  }));
}

/** On client navigations, the page's translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace(["recruiting", "network"], serverLoader);
}

export default function TalentSearchMatches({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("recruiting");
  const { pathname } = useLocation();
  const { search, matches, page, pages, area, notice } = loaderData;
  const locale = asLocale(i18n.language) ?? DEFAULT_LOCALE;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <p>
        <Link to="/company/searches" className="text-brand-700 underline">
          {t("searches.matches.back")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold break-words sm:text-3xl">{search.name}</h1>
      <p className="mt-1 break-words text-slate-700">{filterWords(t, i18n.language, search.filters).join(" · ")}</p>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <Link to={search.searchUrl} className="text-brand-700 underline">
          {t("searches.seeResults")}
        </Link>
        <SearchAlertsToggle searchId={search.id} name={search.name} alerts={search.alerts} returnTo="search" />
      </div>
      <p className="mt-2 text-sm text-slate-600">{search.alerts ? t("searches.matches.alertsOnNote") : t("searches.matches.alertsOffNote")}</p>
      <div className="mt-4 grid gap-3 empty:hidden" aria-live="polite">
        {notice ? <Alert tone="success">{t(notice)}</Alert> : null}
      </div>
      <h2 className="mt-6 text-xl font-semibold">{t("searches.matches.heading")}</h2>
      {matches.length === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">{t("searches.matches.empty")}</p>
      ) : (
        <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {matches.map((match) => (
            <li key={`${match.card.id}-${match.kind}`} data-testid="talent-match">
              <ProfileCard
                profile={match.card}
                variant="grid"
                area={area}
                note={
                  <p className="mt-2 text-sm">
                    <span
                      className={`rounded-full px-2 py-0.5 font-semibold ${match.kind === "free" ? "bg-green-100 text-green-800" : "bg-brand-100 text-brand-800"}`}
                    >
                      {match.kind === "free" ? t("searches.matches.free") : t("searches.matches.new")}
                    </span>
                    {match.unseen ? <span className="ml-2 font-semibold text-slate-800">{t("searches.matches.unseen")}</span> : null}
                    <LocalTime iso={match.matchedAt} locale={locale} />
                  </p>
                }
              />
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pages={pages}
        linkTo={(to) => `${pathname}?pagina=${to}`}
        labels={{
          nav: t("searches.matches.pages"),
          previous: t("searches.matches.previous"),
          next: t("searches.matches.next"),
          status: t("searches.matches.status", { page, pages }),
        }}
      />
    </div>
  );
}
