import { type InfoSection, InfoSections, PageHero } from "~/components/content/info-sections";
import { numberFormatter } from "~/components/ui/format-number";
import { Link } from "~/components/ui/link";
import { networkStats } from "~/features/profiles/network-stats.server";
import { requestContext } from "~/lib/context.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { localizedMeta } from "~/lib/route-meta";
import type { ScriptlessHandle } from "~/shell/scriptless";
import { useSignedInUser } from "~/shell/use-signed-in-user";
import type { Route } from "./+types/home";

// A visitor's home works without JavaScript (issue 43 §3); it keeps only the service worker's registration.
export const handle: TranslationHandle & ScriptlessHandle = { namespaces: ["pages"], scriptless: true, registersServiceWorker: true };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("pages:home.metaTitle"), description: t("pages:home.metaDescription") }));
}

/** The network's real figures (the page is cached for visitors, so this runs once per cache lifetime). */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  return { stats: await networkStats(ctx), locale: ctx.locale };
}

/** On client navigations, the public pages' translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("pages", serverLoader);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("pages");
  const user = useSignedInUser();
  const number = numberFormatter(loaderData.locale);
  const stats = (["technicians", "companies", "countries"] as const).map((key) => ({
    label: t(`home.statLabels.${key}`),
    value: number.format(loaderData.stats[key]),
  }));
  return (
    <>
      <PageHero heading={t("home.heading")} lead={t("home.lead")}>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={user ? user.home : "/register"} className="rounded-md bg-sky-400 px-5 py-3 font-semibold text-ink hover:bg-sky-300">
            {user ? t("home.ctaMember") : t("home.ctaPrimary")}
          </Link>
          <Link to="/explore" className="rounded-md border border-white/60 px-5 py-3 font-semibold text-white hover:bg-white/10">
            {t("home.ctaSecondary")}
          </Link>
        </div>
        <dl className="mt-10 grid max-w-2xl grid-cols-3 gap-4">
          {stats.map((stat) => (
            <div key={stat.label}>
              <dt className="text-sm text-slate-300">{stat.label}</dt>
              <dd className="text-3xl font-extrabold">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </PageHero>
      <InfoSections sections={t("home.sections", { returnObjects: true }) as InfoSection[]} />
    </>
  );
}
