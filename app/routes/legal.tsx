import { data } from "react-router";
import { type LegalSection, LegalSectionView } from "~/components/content/legal-document";
import { ensureClientNamespace } from "~/lib/i18n/client-translations";
import { useTranslation } from "~/lib/i18n/react";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/legal";

const DOCUMENTS = { terms: "legalTerms", privacy: "privacy", cookies: "cookies" } as const;
type DocumentSlug = keyof typeof DOCUMENTS;

const isDocument = (slug: string | undefined): slug is DocumentSlug => slug !== undefined && slug in DOCUMENTS;

export function meta(args: Route.MetaArgs) {
  const slug = args.params.document;
  if (!isDocument(slug)) return localizedMeta(args, (t) => ({ title: t("notFound.metaTitle"), description: t("notFound.body") }));
  const key = DOCUMENTS[slug];
  return localizedMeta(args, (t) => ({ title: t(`legal:${key}.title`), description: t(`legal:${key}.metaDescription`) }));
}

/** The footer's legal documents; any other slug is a 404. */
export function loader({ params }: Route.LoaderArgs) {
  if (!isDocument(params.document)) throw data(null, { status: 404 });
  return { key: DOCUMENTS[params.document] };
}

/** On client navigations, fetches the legal texts of the page's language before the page renders. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), ensureClientNamespace("legal")]);
  return data;
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("legal");
  const { key } = loaderData;
  const sections = t(`${key}.sections`, { returnObjects: true }) as LegalSection[];
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold md:text-4xl">{t(`${key}.title`)}</h1>
      <p className="mt-2 text-sm text-slate-700">{t(`${key}.lastUpdated`)}</p>
      <p className="mt-6 text-lg text-slate-800">{t(`${key}.intro`)}</p>
      {sections.map((section) => (
        <LegalSectionView key={section.id} section={section} />
      ))}
    </article>
  );
}
