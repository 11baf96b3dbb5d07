import { Form, useLocation } from "react-router";
import { PageHero } from "~/components/content/info-sections";
import { Link } from "~/components/ui/link";
import { Pager, pagerLabels } from "~/components/ui/pager";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { landingPath } from "~/features/accounts/landing";
import { ProfileCard } from "~/features/profiles/components/profile-card";
import { exploreFilters, exploreNetwork } from "~/features/profiles/explore.server";
import { SKILL_OPTIONS } from "~/features/profiles/technician-skills";
import { requestContext } from "~/lib/context.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { localizedMeta } from "~/lib/route-meta";
import { skillLabel } from "~/lib/vocabulary/av-categories";
import { COMPANY_CATEGORIES } from "~/lib/vocabulary/company";
import { countryOptions } from "~/lib/vocabulary/countries";
import type { ScriptlessHandle } from "~/shell/scriptless";
import type { Route } from "./+types/explore";

/** Works whole without JavaScript: a visitor gets it without scripts (issue 43 §3). */
export const handle: TranslationHandle & ScriptlessHandle = { namespaces: ["network"], scriptless: true };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("network:explore.metaTitle"), description: t("network:explore.metaDescription") }));
}

/** /explore: a page of public technicians or companies as the URL filters them; members also get the area their cards link into. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const filters = exploreFilters(new URL(request.url).searchParams);
  return { ...(await exploreNetwork(ctx, filters)), filters, area: ctx.actor ? landingPath(ctx.actor).slice(1) : null };
}

/** On client navigations, the network's translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("network", serverLoader);
}

export default function Explore({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("network");
  const { t: tc, i18n } = useTranslation();
  const { search } = useLocation();
  const { profiles, count, capped, page, pages, filters, area } = loaderData;
  const categories =
    filters.kind === "empresas"
      ? COMPANY_CATEGORIES.map((code) => ({ value: code, label: tc(`companyCategories.${code}`) }))
      : SKILL_OPTIONS.map((skill) => ({ value: skill, label: skillLabel(tc, skill) }));
  const pageLink = (target: number) => {
    const params = new URLSearchParams(search);
    if (target > 1) params.set("pagina", String(target));
    else params.delete("pagina");
    return `?${params.toString()}`;
  };
  return (
    <>
      <PageHero heading={t("explore.heading")} lead={t("explore.lead")} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <nav aria-label={t("explore.kind")} className="flex gap-2">
          {(["tecnicos", "empresas"] as const).map((kind) => (
            <Link
              key={kind}
              to={`?tipo=${kind}`}
              aria-current={filters.kind === kind ? "page" : undefined}
              className={`rounded-full px-4 py-2 font-semibold ${filters.kind === kind ? "bg-brand-600 text-white" : "border border-slate-300 hover:bg-slate-50"}`}
            >
              {kind === "tecnicos" ? t("explore.technicians") : t("explore.companies")}
            </Link>
          ))}
        </nav>
        <Form method="get" role="search" className="mt-4 grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-4">
          <input type="hidden" name="tipo" value={filters.kind} />
          <TextField label={t("explore.search")} name="q" type="search" defaultValue={filters.q} maxLength={100} className="sm:col-span-2" />
          <SelectField
            label={t("explore.country")}
            name="pais"
            defaultValue={filters.country}
            autoComplete="country-name"
            placeholder={t("explore.anyCountry")}
            options={countryOptions(tc, i18n.language)}
          />
          <SelectField
            key={filters.kind}
            label={t("explore.category")}
            name="categoria"
            defaultValue={filters.category}
            placeholder={t("explore.anyCategory")}
            options={categories}
          />
          <div className="sm:col-span-4">
            <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
              {t("explore.apply")}
            </button>
          </div>
        </Form>
        {area ? null : (
          <aside className="mt-6 rounded-xl bg-brand-50 p-4">
            <h2 className="font-semibold">{t("explore.join")}</h2>
            <p className="mt-1 text-slate-700">{t("explore.joinBody")}</p>
            <Link to="/register" className="mt-3 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
              {t("explore.joinCta")}
            </Link>
          </aside>
        )}
        <p className="mt-6 font-semibold" aria-live="polite">
          {capped ? t("explore.countCapped", { count }) : t("explore.count", { count })}
        </p>
        {filters.kind === "tecnicos" ? <p className="text-sm text-slate-600">{t("explore.technicianNote")}</p> : null}
        {profiles.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-8 text-center">{t("explore.empty")}</p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {profiles.map((profile) => (
              <li key={profile.id}>
                <ProfileCard profile={profile} variant="grid" area={area} />
              </li>
            ))}
          </ul>
        )}
        <Pager page={page} pages={pages} linkTo={pageLink} labels={pagerLabels(t, "explore", page, pages)} />
      </div>
    </>
  );
}
