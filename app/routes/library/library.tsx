import { Form } from "react-router";
import { PageHero } from "~/components/content/info-sections";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { Pager, pagerLabels, usePageLink } from "~/components/ui/pager";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { type LibraryDocument, libraryFilters, listDocuments } from "~/features/library/library.server";
import { DOC_TYPES } from "~/features/library/library-options";
import { libraryPolicy } from "~/features/library/policy";
import { SaveButton } from "~/features/saved/components/save-button";
import { savedAmong } from "~/features/saved/saved-items.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import { categoryOptions, skillLabel } from "~/lib/vocabulary/av-categories";
import type { Route } from "./+types/library";

export const handle: TranslationHandle = { namespaces: ["library", "learning"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("library:list.metaTitle"), description: t("library:list.metaDescription") }));
}

/** /library, for signed-in members: the documents the URL's search and filters select, newest first, with what the reader may do. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => {
    const filters = libraryFilters(new URL(request.url).searchParams);
    const page = await listDocuments(ctx, filters, (ids) => savedAmong(ctx, "document", ids));
    return { ...page, filters, mayAdd: libraryPolicy.can(ctx.actor, "addDocuments") };
  });
}

/** On client navigations, the library translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("library", serverLoader);
}

function size(bytes: number | null): string {
  if (bytes === null) return "";
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export default function Library({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("library");
  const { documents, count, page, pages, filters, mayAdd } = loaderData;
  const pageLink = usePageLink();
  const filtered = Boolean(filters.q || filters.category || filters.type);
  return (
    <>
      <PageHero heading={t("list.heading")} lead={t("list.lead")}>
        {mayAdd ? (
          <Link to="/library/new" className="mt-4 inline-block rounded-md bg-white px-4 py-2 font-semibold text-brand-900 hover:bg-brand-50">
            {t("list.add")}
          </Link>
        ) : null}
      </PageHero>
      <div className="mx-auto max-w-5xl px-4 py-10">
        <Form method="get" role="search" aria-label={t("list.filtersTitle")} className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-3">
          <TextField
            label={t("list.search")}
            name="q"
            type="search"
            defaultValue={filters.q ?? ""}
            placeholder={t("list.searchPlaceholder")}
            maxLength={100}
            className="sm:col-span-3"
          />
          <SelectField
            label={t("list.category")}
            name="categoria"
            defaultValue={filters.category ?? ""}
            placeholder={t("list.any")}
            options={categoryOptions(t)}
          />
          <SelectField
            label={t("list.type")}
            name="tipo"
            defaultValue={filters.type ?? ""}
            placeholder={t("list.any")}
            options={DOC_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          />
          <div className="flex items-end gap-3">
            <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
              {t("list.apply")}
            </button>
            {filtered ? (
              <Link to="/library" className="pb-2 text-brand-700 underline">
                {t("list.clear")}
              </Link>
            ) : null}
          </div>
        </Form>
        <h2 className="mt-6 font-semibold" aria-live="polite">
          {t("list.count", { count })}
        </h2>
        {documents.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-8 text-center">{filtered ? t("list.empty") : t("list.emptyAll")}</p>
        ) : (
          <ul className="mt-4 grid gap-3">
            {documents.map((document) => (
              <li key={document.id}>
                <DocumentRow document={document} size={size(document.fileSize)} />
              </li>
            ))}
          </ul>
        )}
        <Pager page={page} pages={pages} linkTo={pageLink} labels={pagerLabels(t, "list", page, pages)} />
      </div>
    </>
  );
}

/** One document: kind, brand and model, title, description, and download (or why not), save and edit. */
function DocumentRow({ document, size }: { document: LibraryDocument; size: string }) {
  const { t } = useTranslation("library");
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-semibold text-brand-700">
        {t(`types.${document.docType}`)} · {skillLabel(t, document.category)}
        {document.brand ? ` · ${[document.brand, document.model].filter(Boolean).join(" ")}` : ""}
        {document.isPublished ? null : <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs text-slate-800">{t("list.draft")}</span>}
      </p>
      <h3 className="mt-1 text-lg font-semibold break-words">{document.title}</h3>
      <p className="mt-1 text-slate-700 break-words">{document.description}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {document.mayDownload ? (
          <a
            href={`/library/${document.id}/${document.external ? "link" : "download"}`}
            className="inline-flex items-center gap-2 rounded-md bg-brand-600 px-3 py-1.5 font-semibold text-white hover:bg-brand-700"
            {...(document.external ? {} : { download: true })}
          >
            {document.external ? <Icon name="external-link" aria-hidden="true" size={16} /> : <Icon name="download" aria-hidden="true" size={16} />}
            {document.external ? t("list.open") : t("list.download")}
            <span className="sr-only">: {document.title}</span>
          </a>
        ) : (
          <p className="text-sm text-slate-800">
            {t("list.levelTooLow", { level: t(`membership.${document.minLevel}`) })}{" "}
            <Link to="/membership" className="font-semibold text-brand-700 underline">
              {t("list.howToMoveUp")}
            </Link>
          </p>
        )}
        <SaveButton itemType="document" itemId={String(document.id)} title={document.title} saved={document.saved} redirectTo="/library" signedIn />
        <span className="text-sm text-slate-600">
          {document.external ? t("list.external") : `${document.fileName ?? ""} ${size}`.trim()} · {t("list.downloads", { count: document.downloads })}
        </span>
        {document.mayEdit ? (
          <Link to={`/library/${document.id}`} className="text-sm font-semibold text-brand-700 underline">
            {t("list.edit")}
            <span className="sr-only">: {document.title}</span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}
