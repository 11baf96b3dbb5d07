import { Form } from "react-router";
import { PageHero } from "~/components/content/info-sections";
import { Link } from "~/components/ui/link";
import { Pager, pagerLabels, usePageLink } from "~/components/ui/pager";
import { SelectField } from "~/components/ui/select-field";
import { NewsCard } from "~/features/news/components/news-card";
import { listNews, newsFilters } from "~/features/news/news.server";
import { NEWS_CATEGORIES } from "~/features/news/news-options";
import { requestContext } from "~/lib/context.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { sharedData } from "~/lib/page-cache.server";
import { localizedMeta } from "~/lib/route-meta";
import type { ScriptlessHandle } from "~/shell/scriptless";
import type { Route } from "./+types/news";

/** Works whole without JavaScript: a visitor gets it without scripts (issue 43 §3). */
export const handle: TranslationHandle & ScriptlessHandle = { namespaces: ["news"], scriptless: true };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("news:list.metaTitle"), description: t("news:list.metaDescription") }));
}

/** /news, public (page-cached for visitors): published articles, newest first, 12 a page, by section. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const filters = newsFilters(new URL(request.url).searchParams);
  // The same page of news for everyone: kept in memory, forgotten when an article changes.
  return { ...(await sharedData.get("/news", JSON.stringify(filters), () => listNews(ctx, filters))), filters };
}

/** On client navigations, the news translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("news", serverLoader);
}

export default function News({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("news");
  const { articles, count, page, pages, filters } = loaderData;
  const pageLink = usePageLink();
  const clear = (
    <Link to="/news" className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50">
      {t("list.clear")}
    </Link>
  );
  return (
    <>
      <PageHero heading={t("list.heading")} lead={t("list.lead")} />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Form method="get" role="search" aria-label={t("list.filtersTitle")} className="flex flex-wrap items-end gap-3">
          <SelectField
            label={t("list.section")}
            name="categoria"
            defaultValue={filters.category ?? ""}
            placeholder={t("list.all")}
            options={NEWS_CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) }))}
          />
          <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            {t("list.apply")}
          </button>
          {filters.category ? clear : null}
        </Form>
        <h2 className="mt-6 font-semibold" aria-live="polite">
          {t("list.count", { count })}
        </h2>
        {articles.length === 0 ? (
          <div className="mt-4 rounded-xl border border-dashed border-slate-300 p-8 text-center">
            <p className="mb-4">{filters.category ? t("list.empty") : t("list.emptyAll")}</p>
            {filters.category ? clear : null}
          </div>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {articles.map((article) => (
              <li key={article.id}>
                <NewsCard article={article} />
              </li>
            ))}
          </ul>
        )}
        <Pager page={page} pages={pages} linkTo={pageLink} labels={pagerLabels(t, "list", page, pages)} />
      </div>
    </>
  );
}
