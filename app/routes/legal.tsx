import { data } from "react-router";
import { type LegalDocumentKey, LegalText, legalOutline } from "~/components/content/legal-document";
import { requestContext } from "~/lib/context.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import { serverI18n } from "~/lib/i18n/resources.server";
import { localizedMeta } from "~/lib/route-meta";
import type { ScriptlessHandle } from "~/shell/scriptless";
import type { Route } from "./+types/legal";

/** Works whole without JavaScript: a visitor gets it without scripts (issue 43 §3). */
export const handle: ScriptlessHandle = { scriptless: true };

const DOCUMENTS = { terms: "legalTerms", privacy: "privacy", cookies: "cookies" } as const satisfies Record<string, LegalDocumentKey>;
type DocumentSlug = keyof typeof DOCUMENTS;

const isDocument = (slug: string | undefined): slug is DocumentSlug => slug !== undefined && slug in DOCUMENTS;

export function meta(args: Route.MetaArgs) {
  const outline = args.loaderData;
  if (!outline) return localizedMeta(args, (t) => ({ title: t("notFound.metaTitle"), description: t("notFound.body") }));
  return localizedMeta(args, () => outline);
}

/** The footer's legal documents (title, description and key; the text itself is rendered from the translations); any other slug is a 404. */
export function loader({ params, context }: Route.LoaderArgs) {
  if (!isDocument(params.document)) throw data(null, { status: 404 });
  const key = DOCUMENTS[params.document];
  const { title, description } = legalOutline(serverI18n(context.get(requestContext).locale).t, key);
  return { key, title, description };
}

/** On client navigations, fetches the legal texts of the page's language alongside the server data. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("legal", serverLoader);
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold md:text-4xl">{loaderData.title}</h1>
      <LegalText documentKey={loaderData.key} className="mt-2" />
    </article>
  );
}
