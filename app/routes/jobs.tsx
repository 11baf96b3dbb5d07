import { Form } from "react-router";
import { PageHero } from "~/components/content/info-sections";
import { Link } from "~/components/ui/link";
import { Pager, pagerLabels, usePageLink } from "~/components/ui/pager";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { OfferCard } from "~/features/jobs/components/offer-card";
import { hasAlertFilter, jobsQuery } from "~/features/jobs/job-alerts-options";
import { JOB_TYPES } from "~/features/jobs/job-options";
import { jobFilters, listOffers } from "~/features/jobs/job-search.server";
import { requestContext } from "~/lib/context.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { sharedData } from "~/lib/page-cache.server";
import { localizedMeta } from "~/lib/route-meta";
import { categoryOptions } from "~/lib/vocabulary/av-categories";
import { countryOptions } from "~/lib/vocabulary/countries";
import { EXPERIENCE_LEVELS } from "~/lib/vocabulary/experience-levels";
import type { ScriptlessHandle } from "~/shell/scriptless";
import type { Route } from "./+types/jobs";

/** Works whole without JavaScript: a visitor gets it without scripts (issue 43 §3). */
export const handle: TranslationHandle & ScriptlessHandle = { namespaces: ["jobs"], scriptless: true };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("jobs:list.metaTitle"), description: t("jobs:list.metaDescription") }));
}

/** /jobs, public (and page-cached for visitors): the page of offers on the board that the URL's filters select, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const filters = jobFilters(new URL(request.url).searchParams);
  // 'Avisarme de ofertas así' (decision 019): built here, so the page ships no code for it.
  const alertLink = hasAlertFilter(filters) ? `/member/job-alerts?nueva=1&${jobsQuery(filters)}` : null;
  // The same page of offers for every visitor and member: kept in memory, forgotten when an offer changes.
  const page = await sharedData.get("/jobs", JSON.stringify(filters), () => listOffers(ctx, filters));
  return { ...page, filters, alertLink };
}

/** On client navigations, the jobs translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("jobs", serverLoader);
}

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("jobs");
  const { offers, count, capped, page, pages, filters, alertLink } = loaderData;
  const pageLink = usePageLink();
  const clear = (
    <Link to="/jobs" className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50">
      {t("list.clear")}
    </Link>
  );
  return (
    <>
      <PageHero heading={t("list.heading")} lead={t("list.lead")} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Form
          method="get"
          role="search"
          aria-label={t("list.filters")}
          className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          <TextField label={t("list.search")} name="q" type="search" defaultValue={filters.q} maxLength={100} className="sm:col-span-2 lg:col-span-3" />
          <SelectField
            label={t("list.category")}
            name="categoria"
            defaultValue={filters.category}
            placeholder={t("list.anyCategory")}
            options={categoryOptions(t)}
          />
          <SelectField
            label={t("list.type")}
            name="tipo"
            defaultValue={filters.jobType}
            placeholder={t("list.anyType")}
            options={JOB_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          />
          <SelectField
            label={t("list.experience")}
            name="experiencia"
            defaultValue={filters.experienceLevel}
            placeholder={t("list.anyExperience")}
            options={EXPERIENCE_LEVELS.map((level) => ({ value: level, label: t(`experienceLevels.${level}`) }))}
          />
          <SelectField
            label={t("list.country")}
            name="pais"
            defaultValue={filters.country}
            autoComplete="country-name"
            placeholder={t("list.anyCountry")}
            options={countryOptions(t, i18n.language)}
          />
          <label className="inline-flex items-center gap-2 self-end pb-2 font-medium">
            <input type="checkbox" name="remoto" value="1" defaultChecked={filters.remote} className="h-4 w-4" />
            {t("list.remote")}
          </label>
          <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-3">
            <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
              {t("list.apply")}
            </button>
            {clear}
          </div>
        </Form>
        <h2 className="mt-6 font-semibold" aria-live="polite">
          {capped ? t("list.countCapped", { count }) : t("list.count", { count })}
        </h2>
        <p className="mt-1 text-slate-700">
          {alertLink ? (
            <Link to={alertLink} className="font-semibold text-brand-700 underline">
              {t("list.alert")}
            </Link>
          ) : (
            t("list.alertHint")
          )}
        </p>
        {offers.length === 0 ? (
          <div className="mt-4 rounded-xl border border-dashed border-slate-300 p-8 text-center">
            <p className="mb-4">{t("list.empty")}</p>
            {clear}
          </div>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {offers.map((offer) => (
              <li key={offer.id}>
                <OfferCard offer={offer} />
              </li>
            ))}
          </ul>
        )}
        <Pager page={page} pages={pages} linkTo={pageLink} labels={pagerLabels(t, "list", page, pages)} />
      </div>
    </>
  );
}
