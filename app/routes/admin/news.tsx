import { formatLongDate } from "~/components/ui/format-date";
import { Link } from "~/components/ui/link";
import { Pager, pagerLabels, usePageLink } from "~/components/ui/pager";
import { AudienceBadge } from "~/features/news/components/news-card";
import { managedArticles } from "~/features/news/news-editor.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/news";

export const handle: TranslationHandle = { namespaces: ["news"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("news:admin.metaTitle"), description: t("news:admin.lead") }));
}

/** /admin/news: every article, drafts included, newest change first (`?pagina=N`); the service re-checks the admin. */
export function loader({ request, context }: Route.LoaderArgs) {
  const page = Number.parseInt(new URL(request.url).searchParams.get("pagina") ?? "1", 10) || 1;
  return loaderAnswer(context, (ctx) => managedArticles(ctx, page));
}

/** On client navigations, the news translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("news", serverLoader);
}

export default function AdminNews({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("news");
  const { articles, page, pages } = loaderData;
  const pageLink = usePageLink();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold">{t("admin.heading")}</h1>
        <Link to="/admin/news/new" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          {t("admin.new")}
        </Link>
      </div>
      <p className="mt-2 text-slate-700">{t("admin.lead")}</p>
      {articles.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center">{t("admin.none")}</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {articles.map((article) => (
            <li key={article.id} className="flex flex-wrap items-center gap-3 p-4">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <span
                    className={`rounded-full px-2 py-0.5 font-semibold ${article.isPublished ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-800"}`}
                  >
                    {article.isPublished ? t("admin.published") : t("admin.draft")}
                  </span>
                  <span className="text-slate-700">{t(`categories.${article.category}`)}</span>
                  <AudienceBadge audience={article.audience} />
                </p>
                <p className="mt-1 font-semibold break-words">{article.title}</p>
                <p className="text-sm text-slate-600">{t("admin.updated", { date: formatLongDate(article.updatedAt, i18n.language) })}</p>
              </div>
              <Link to={`/admin/news/${article.id}`} className="font-semibold text-brand-700 underline">
                {t("admin.edit")}
                <span className="sr-only">: {article.title}</span>
              </Link>
              <Link to={`/news/${article.slug}`} className="font-semibold text-brand-700 underline">
                {article.isPublished ? t("admin.view") : t("admin.preview")}
                <span className="sr-only">: {article.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} linkTo={pageLink} labels={pagerLabels(t, "list", page, pages)} />
    </div>
  );
}
