import { PageHero } from "~/components/content/info-sections";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { openDocumentLink } from "~/features/library/library.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/document-link";

export const handle: TranslationHandle = { namespaces: ["library"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("library:leaving.metaTitle"), description: t("library:leaving.lead") }));
}

/** /library/{id}/link (issue 35 §6): a link document's whole address, shown before the reader leaves, after the download's permission check and counting. */
export function loader({ params, context }: Route.LoaderArgs) {
  return loaderAnswer(context, (ctx) => openDocumentLink(ctx, Number(params.documentId)));
}

/** On client navigations, the library translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("library", serverLoader);
}

export default function DocumentLink({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("library");
  const { title, url } = loaderData;
  return (
    <>
      <PageHero heading={t("leaving.heading")} lead={t("leaving.lead")} />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <p className="text-sm font-semibold text-brand-700">{t("leaving.document")}</p>
          <p className="mt-1 text-lg font-semibold break-words">{title}</p>
          <p className="mt-4 text-sm font-semibold text-brand-700">{t("leaving.destination")}</p>
          <p className="mt-1 rounded-md bg-slate-100 p-3 font-mono text-sm break-all text-slate-900" data-testid="destination">
            {url}
          </p>
          <p className="mt-4 text-sm text-slate-700">{t("leaving.note")}</p>
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <a
              href={url}
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
            >
              {t("leaving.continue")}
              <Icon name="external-link" aria-hidden="true" size={16} />
            </a>
            <Link to="/library" className="inline-flex items-center gap-2 font-semibold text-brand-700 underline">
              <Icon name="arrow-left" aria-hidden="true" size={16} />
              {t("leaving.back")}
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
