import { ArticleView } from "~/features/news/components/article-view";
import { articleView } from "~/features/news/news.server";
import { newsArticleSchema } from "~/features/news/news-schema";
import { newsPolicy } from "~/features/news/policy";
import { SaveButton } from "~/features/saved/components/save-button";
import { isSaved } from "~/features/saved/saved-items.server";
import { pageShareImage } from "~/features/share-cards/cards.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { siteParams } from "~/lib/i18n/site-params";
import { pageMeta } from "~/lib/meta";
import { loaderAnswer } from "~/lib/route-answer.server";
import type { ScriptlessHandle } from "~/shell/scriptless";
import type { Route } from "./+types/news-article";

/** Works whole without JavaScript: a visitor gets it without scripts (issue 43 §3). */
export const handle: TranslationHandle & ScriptlessHandle = { namespaces: ["news", "learning"], scriptless: true };

/** Title, summary, Open Graph with the share card, the canonical public address, and the NewsArticle JSON-LD of a published article. */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { origin?: string; locale?: string } | undefined;
  if (!loaderData) return [{ title: siteParams().siteName }];
  const { article, shareImage } = loaderData;
  const origin = root?.origin ?? "";
  const tags = pageMeta({ title: article.title, description: article.summary, origin, path: `/news/${article.slug}`, locale: root?.locale, image: shareImage });
  if (article.isPublished) tags.push({ "script:ld+json": newsArticleSchema(article, origin) });
  return tags;
}

/**
 * /news/{articleId} (public, page-cached for visitors), /dashboard/news/{articleId} (the member's
 * view) and /company/news/{articleId} (the company's): the article, whole for its audience and its
 * summary with an invitation for everyone else; a draft only for admins (a preview).
 */
export function loader({ params, context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => {
    const article = await articleView(ctx, params.articleId);
    return {
      article,
      reader: { signedIn: ctx.actor !== null, mayEdit: newsPolicy.can(ctx.actor, "writeNews") },
      saved: ctx.actor ? await isSaved(ctx, { itemType: "news", itemId: String(article.id) }) : false,
      shareImage: await pageShareImage(ctx, "article", article.slug),
    };
  });
}

/** On client navigations, the news translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("news", serverLoader);
}

export default function NewsArticle({ loaderData, matches }: Route.ComponentProps) {
  const root = matches.find((match) => match?.id === "root")?.data as { origin?: string } | undefined;
  const { article, reader, saved } = loaderData;
  const save =
    reader.signedIn && article.isPublished ? (
      <SaveButton itemType="news" itemId={String(article.id)} title={article.title} saved={saved} redirectTo={`/news/${article.slug}`} signedIn />
    ) : null;
  return <ArticleView article={article} reader={reader} url={`${root?.origin ?? ""}/news/${article.slug}`} backTo="/news" save={save} />;
}
