import { type InfoSection, InfoSections, PageHero } from "~/components/content/info-sections";
import { useTranslation } from "~/lib/i18n/react";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/info-page";

const pageKey = (pathname: string) => pathname.replace(/^\/+|\/+$/g, "").toLowerCase();

export function meta(args: Route.MetaArgs) {
  const key = pageKey(args.location.pathname);
  return localizedMeta(args, (t) => ({ title: t(`pages:${key}.metaTitle`), description: t(`pages:${key}.metaDescription`) }));
}

/** Which page of pages.json this URL shows. */
export function loader({ request }: Route.LoaderArgs) {
  return { page: pageKey(new URL(request.url).pathname) };
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
