import { PageHero } from "~/components/content/info-sections";
import { Link } from "~/components/ui/link";
import { publishedSites } from "~/features/company-sites/public.server";
import { requestContext } from "~/lib/context.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { PUBLIC_ROUTES } from "~/lib/public-routes";
import { localizedMeta } from "~/lib/route-meta";
import type { ScriptlessHandle } from "~/shell/scriptless";
import type { Route } from "./+types/sitemap";

/** Works whole without JavaScript: a visitor gets it without scripts (issue 43 §3). */
export const handle: TranslationHandle & ScriptlessHandle = { namespaces: ["pages"], scriptless: true };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("pages:sitemap.metaTitle"), description: t("pages:sitemap.metaDescription") }));
}

/** The most company sites the page lists (the newest; /sitemap.xml lists them all for search engines). */
const SITES_LISTED = 200;

/** The public pages are the translations; the published company sites come from the database, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  return { sites: await publishedSites(context.get(requestContext), SITES_LISTED) };
}

/** On client navigations, the public pages' translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("pages", serverLoader);
}

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const groups = Object.entries(PUBLIC_ROUTES) as [keyof typeof PUBLIC_ROUTES, (typeof PUBLIC_ROUTES)[keyof typeof PUBLIC_ROUTES]][];
  return (
    <>
      <PageHero heading={t("pages:sitemap.heading")} lead={t("pages:sitemap.lead")} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-3">
        {groups.map(([group, routes]) => (
          <section key={group}>
            <h2 className="text-xl font-semibold">{t(`pages:sitemap.groups.${group}`)}</h2>
            <ul className="mt-3 space-y-2">
              {routes.map((route) => (
                <li key={route.path}>
                  <Link className="text-brand-700 underline" to={route.path}>
                    {t(route.label)}
                  </Link>{" "}
                  <span className="text-sm text-slate-600">{route.path}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {loaderData.sites.length > 0 ? (
          <section>
            <h2 className="text-xl font-semibold">{t("pages:sitemap.groups.sites")}</h2>
            <ul className="mt-3 space-y-2">
              {loaderData.sites.map((site) => (
                <li key={site.slug}>
                  <Link className="text-brand-700 underline" to={`/empresa/${site.slug}`}>
                    {site.companyName}
                  </Link>{" "}
                  <span className="text-sm text-slate-600">/empresa/{site.slug}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}
