import { type InfoSection, InfoSections, PageHero } from "~/components/content/info-sections";
import { Link } from "~/components/ui/link";
import { OfferCard } from "~/features/jobs/components/offer-card";
import { latestOffers } from "~/features/jobs/job-search.server";
import { requestContext } from "~/lib/context.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { localizedMeta } from "~/lib/route-meta";
import type { ScriptlessHandle } from "~/shell/scriptless";
import type { Route } from "./+types/opportunities";

/** Works whole without JavaScript: a visitor gets it without scripts (issue 43 §3). */
export const handle: TranslationHandle & ScriptlessHandle = { namespaces: ["jobs"], scriptless: true };

const LATEST = 6;

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("jobs:opportunities.metaTitle"), description: t("jobs:opportunities.metaDescription") }));
}

/** /opportunities, public (page-cached for visitors): the six newest offers on the board. */
export async function loader({ context }: Route.LoaderArgs) {
  return { offers: await latestOffers(context.get(requestContext), LATEST) };
}

/** On client navigations, the jobs translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("jobs", serverLoader);
}

export default function Opportunities({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("jobs");
  const { offers } = loaderData;
  return (
    <>
      <PageHero heading={t("opportunities.heading")} lead={t("opportunities.lead")} />
      <section aria-labelledby="latest-offers" className="mx-auto max-w-6xl px-4 pt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="latest-offers" className="text-2xl font-bold">
            {t("opportunities.latest")}
          </h2>
          <Link to="/jobs" className="font-semibold text-brand-700 underline">
            {t("opportunities.all")}
          </Link>
        </div>
        {offers.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-8 text-center">{t("opportunities.none")}</p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {offers.map((offer) => (
              <li key={offer.id}>
                <OfferCard offer={offer} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <InfoSections sections={t("opportunities.sections", { returnObjects: true }) as InfoSection[]} />
    </>
  );
}
