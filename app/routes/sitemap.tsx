import { Link } from "react-router";
import { PageHero } from "~/components/content/info-sections";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { PUBLIC_ROUTES } from "~/lib/public-routes";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/sitemap";

export const handle: TranslationHandle = { namespaces: ["pages"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("pages:sitemap.metaTitle"), description: t("pages:sitemap.metaDescription") }));
}

/** No data: the page is its translations (a server loader lets the client loader below fetch them on navigation; without one it would run at hydration). */
export function loader() {
  return null;
}

/** On client navigations, the public pages' translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("pages", serverLoader);
}

export default function Sitemap() {
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
      </div>
    </>
  );
}
