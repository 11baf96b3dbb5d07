import { formatLongDate } from "~/components/ui/format-date";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/lib/i18n/react";
import type { NewsCard as Article } from "../news.server";

/** Who may read an article whole, as a small label (nothing for a public one). */
export function AudienceBadge({ audience }: { audience: Article["audience"] }) {
  const { t } = useTranslation("news");
  if (audience === "public") return null;
  return <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t(`badge.${audience}`)}</span>;
}

/** An article in the list: cover, section, title linking to it, summary, date and who may read it. */
export function NewsCard({ article, linkBase = "/news" }: { article: Article; linkBase?: string }) {
  const { t, i18n } = useTranslation("news");
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {article.cover ? (
        <img
          src={article.cover.small}
          srcSet={`${article.cover.small} 480w, ${article.cover.large} 1200w`}
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
          alt=""
          width={480}
          height={270}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full object-cover"
        />
      ) : (
        <div aria-hidden="true" className="h-2 bg-gradient-to-r from-brand-600 to-brand-300" />
      )}
      <div className="flex flex-1 flex-col p-4">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-brand-700">
          {t(`categories.${article.category}`)}
          <AudienceBadge audience={article.audience} />
        </p>
        <h3 className="mt-1 text-lg font-semibold break-words">
          <Link to={`${linkBase}/${article.slug}`} className="hover:underline">
            {article.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-slate-700 break-words">{article.summary}</p>
        <p className="mt-3 text-sm text-slate-600">
          <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt, i18n.language)}</time>
        </p>
      </div>
    </article>
  );
}
