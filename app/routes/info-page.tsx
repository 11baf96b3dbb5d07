import { type InfoSection, InfoSections, PageHero } from "~/components/content/info-sections";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { pagePath } from "~/lib/page-path";
import { localizedMeta } from "~/lib/route-meta";
import type { ScriptlessHandle } from "~/shell/scriptless";
import type { Route } from "./+types/info-page";

/** Works whole without JavaScript: a visitor gets it without scripts (issue 43 §3). */
export const handle: TranslationHandle & ScriptlessHandle = { namespaces: ["pages"], scriptless: true };

const pageKey = (pathname: string) => pathname.replace(/^\/+|\/+$/g, "").toLowerCase();

export function meta(args: Route.MetaArgs) {
  const key = pageKey(args.location.pathname);
  return localizedMeta(args, (t) => ({ title: t(`pages:${key}.metaTitle`), description: t(`pages:${key}.metaDescription`) }));
}

/** Which page of pages.json this URL shows (also when a client navigation asks for `/about.data`). */
export function loader({ request }: Route.LoaderArgs) {
  return { page: pageKey(pagePath(new URL(request.url))) };
}

/** On client navigations, the public pages' translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("pages", serverLoader);
}

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("pages");
  const { page } = loaderData;
  const sections = t(`${page}.sections`, { returnObjects: true }) as InfoSection[];
  const emptyTitle = t(`${page}.emptyTitle`, { defaultValue: "" });
  return (
    <>
      <PageHero heading={t(`${page}.heading`)} lead={t(`${page}.lead`)} />
      {page === "contact" ? (
        <div className="mx-auto max-w-6xl px-4 pt-10 text-lg">
          <a className="font-semibold text-brand-700 underline" href={`mailto:${t("contact.email")}`}>
            {t("contact.email")}
          </a>
          <p className="text-slate-700">{t("contact.location")}</p>
        </div>
      ) : null}
      {emptyTitle ? (
        <div className="mx-auto max-w-6xl px-4 pt-10">
          <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center">
            <h2 className="text-lg font-semibold">{emptyTitle}</h2>
            <p className="mt-2 text-slate-700">{t(`${page}.emptyBody`)}</p>
          </div>
        </div>
      ) : null}
      <InfoSections sections={sections} />
    </>
  );
}
