import { Form, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import type { EditorFailure } from "~/components/ui/form-parts";
import { Link } from "~/components/ui/link";
import { ArticleForm, type ArticleFormValues, NEW_ARTICLE } from "~/features/news/components/article-form";
import type { ArticleInput } from "~/features/news/news.schemas";
import { articleForEditing, createArticle, setArticlePublished, updateArticle } from "~/features/news/news-editor.server";
import { newsPolicy } from "~/features/news/policy";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/news-editor";

export const handle: TranslationHandle = { namespaces: ["news"] };

export function meta(args: Route.MetaArgs) {
  const title = args.loaderData?.article?.title;
  return localizedMeta(args, (t) => ({ title: title ? t("news:admin.editTitle", { title }) : t("news:admin.newTitle"), description: t("news:admin.lead") }));
}

/** /admin/news/new and /admin/news/{id}: an article's form and, for an existing one, publishing; the services re-check the admin. */
export function loader({ params, context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => {
    newsPolicy.authorize(ctx.actor, "writeNews");
    return { article: params.articleId ? await articleForEditing(ctx, Number(params.articleId)) : null };
  });
}

/** On client navigations, the news translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("news", serverLoader);
}

/** Creates or saves the article, or publishes / unpublishes it, then shows the editor again. */
export function action({ request, params, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values, form) => {
    if (!params.articleId) {
      const created = await createArticle(ctx, values as ArticleInput, form);
      return redirect(`/admin/news/${created.id}?hecho=creado`, 303);
    }
    const id = Number(params.articleId);
    if (values.intent === "publish" || values.intent === "unpublish") await setArticlePublished(ctx, id, values.intent === "publish");
    else await updateArticle(ctx, id, values as ArticleInput, form);
    return redirect(`/admin/news/${id}?hecho=${values.intent === "publish" || values.intent === "unpublish" ? values.intent : "guardado"}`, 303);
  });
}

export default function NewsEditor({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("news");
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const failure: EditorFailure = answer && "ok" in answer && answer.ok === false ? answer : null;
  const [search] = useSearchParams();
  const { article } = loaderData;
  const values: ArticleFormValues = article
    ? { title: article.title, summary: article.summary, body: article.body, category: article.category, audience: article.audience, coverUrl: article.coverUrl }
    : NEW_ARTICLE;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Link to="/admin/news" className="text-brand-700 underline">
        {t("admin.back")}
      </Link>
      <h1 className="mt-4 text-3xl font-bold break-words">{article ? t("admin.editTitle", { title: article.title }) : t("admin.newTitle")}</h1>
      {article && search.get("hecho") && !failure ? (
        <div className="mt-4">
          <Alert tone="success">{t("admin.saved")}</Alert>
        </div>
      ) : null}
      {article ? (
        <section className="mt-6 rounded-xl border border-slate-300 bg-slate-50 p-4" aria-labelledby="publishing">
          <h2 id="publishing" className="text-xl font-semibold">
            {t("admin.publishing")}
          </h2>
          <p className="mt-2 text-slate-700">
            {article.isPublished ? t("admin.isPublished") : t("admin.isDraft")} {article.publishedAt ? t("admin.notifiedNote") : ""}
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value={article.isPublished ? "unpublish" : "publish"} />
              <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
                {article.isPublished ? t("admin.unpublish") : t("admin.publish")}
              </button>
            </Form>
            <Link to={`/news/${article.slug}`} className="font-semibold text-brand-700 underline">
              {article.isPublished ? t("admin.view") : t("admin.preview")}
            </Link>
          </div>
        </section>
      ) : null}
      <ArticleForm values={values} failure={failure} isNew={!article} busy={busy} imageUploadUrl={article ? `/admin/news/${article.id}/images` : undefined} />
    </div>
  );
}
