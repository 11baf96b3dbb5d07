import { siteParams } from "~/lib/i18n/site-params";
import type { ArticleView } from "./news.server";

/**
 * The class of the element that stands for an article's members-only part in the served HTML: the
 * body for a reader of its audience, the 'for members' notice for everyone else (visitors and
 * crawlers never receive the body), so the paywall markup's selector always matches the page.
 */
export const PAYWALLED_PART_CLASS = "article-paywalled";

/**
 * The schema.org NewsArticle of a published article: headline, dates, RedAV as publisher, its cover;
 * a members-only article says it is not free and which part is the paywalled one (Google's
 * paywalled-content markup: `hasPart.cssSelector` names an element of the served page).
 */
export function newsArticleSchema(article: ArticleView, origin: string): Record<string, unknown> {
  const schema: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: article.title,
    description: article.summary,
    url: `${origin}/news/${article.slug}`,
    mainEntityOfPage: `${origin}/news/${article.slug}`,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    articleSection: article.category,
    inLanguage: "es",
    author: article.authorName ? { "@type": "Person", name: article.authorName } : { "@type": "Organization", name: siteParams().siteName },
    publisher: { "@type": "Organization", name: siteParams().siteName, url: origin },
    isAccessibleForFree: article.audience === "public",
  };
  if (article.cover) schema.image = [`${origin}${article.cover.large}`];
  if (article.audience !== "public") schema.hasPart = { "@type": "WebPageElement", isAccessibleForFree: false, cssSelector: `.${PAYWALLED_PART_CLASS}` };
  return schema;
}
