import { Alert } from "~/components/ui/alert";
import { formatLongDate } from "~/components/ui/format-date";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/lib/i18n/react";
import type { ArticleView as Article } from "../news.server";
import { PAYWALLED_PART_CLASS } from "../news-schema";
import { AudienceBadge } from "./news-card";

/** What the page knows of the reader: signed in or not, and whether they may edit the article (admins). */
export type ArticleReader = { signedIn: boolean; mayEdit: boolean };

/**
 * An article as every view shows it (public page, member and company frames): cover, section, title,
 * date and author, then the whole body for its audience, or the summary and why not (join, sign in,
 * or move up a level); sharing by WhatsApp and LinkedIn with the public address.
 */
export function ArticleView({
  article,
  reader,
  url,
  backTo,
  save,
}: {
  article: Article;
  reader: ArticleReader;
  url: string;
  backTo: string;
  /** 'Guardar' for a signed-in reader (the saved feature's button), shown with the sharing links. */
  save?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation("news");
  const shareText = t("article.shareText", { title: article.title, url });
  const bodyClass = `article-body lesson-body mt-6 max-w-none break-words${article.audience === "public" ? "" : ` ${PAYWALLED_PART_CLASS}`}`;
  const button = "rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold hover:bg-slate-50";
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <Link to={backTo} className="text-brand-700 underline">
        {t("article.back")}
      </Link>
      {article.isPublished ? null : (
        <div className="mt-4">
          <Alert tone="info">{t("article.draft")}</Alert>
        </div>
      )}
      {reader.mayEdit ? (
        <Link to={`/admin/news/${article.id}`} className="mt-4 inline-block font-semibold text-brand-700 underline">
          {t("article.edit")}
        </Link>
      ) : null}
      <p className="mt-6 flex flex-wrap items-center gap-2 font-semibold text-brand-700">
        {t(`categories.${article.category}`)}
        <AudienceBadge audience={article.audience} />
      </p>
      <h1 className="mt-1 text-3xl font-bold break-words md:text-4xl">{article.title}</h1>
      <p className="mt-3 text-sm text-slate-600">
        {article.isPublished ? (
          <time dateTime={article.publishedAt}>{t("article.publishedOn", { date: formatLongDate(article.publishedAt, i18n.language) })}</time>
        ) : null}
        {article.authorName ? ` · ${t("article.by", { name: article.authorName })}` : ""}
      </p>
      {article.cover ? (
        <img
          src={article.cover.large}
          srcSet={`${article.cover.small} 480w, ${article.cover.large} 1200w`}
          sizes="(min-width: 768px) 720px, 100vw"
          alt=""
          width={1200}
          height={675}
          className="mt-6 aspect-video w-full rounded-xl object-cover"
        />
      ) : null}
      <p className="mt-6 text-lg text-slate-800 break-words">{article.summary}</p>
      {article.whole ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the body was cleaned by the article HTML rule when it was written (news-html.server.ts).
        <div className={bodyClass} dangerouslySetInnerHTML={{ __html: article.body }} />
      ) : (
        <section className={`mt-8 rounded-xl border border-amber-200 bg-amber-50 p-5 ${PAYWALLED_PART_CLASS}`} aria-labelledby="locked-title">
          <h2 id="locked-title" className="text-lg font-semibold">
            {t("article.lockedTitle", { audience: t(`audiences.${article.audience}`) })}
          </h2>
          {reader.signedIn ? (
            <>
              <p className="mt-2 text-slate-800">{t("article.lockedMember")}</p>
              <Link to="/membership" className="mt-3 inline-block font-semibold text-brand-700 underline">
                {t("article.howToMoveUp")}
              </Link>
            </>
          ) : (
            <>
              <p className="mt-2 text-slate-800">{t("article.lockedVisitor")}</p>
              <div className="mt-3 flex flex-wrap gap-3">
                <Link to="/register" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
                  {t("article.join")}
                </Link>
                <Link to={`/login?redirectTo=${encodeURIComponent(`/news/${article.slug}`)}`} className={button}>
                  {t("article.login")}
                </Link>
              </div>
            </>
          )}
        </section>
      )}
      {article.isPublished ? (
        <section className="mt-10 border-t border-slate-200 pt-6" aria-labelledby="share-title">
          <h2 id="share-title" className="font-semibold">
            {t("article.share")}
          </h2>
          <div className="mt-3 flex flex-wrap gap-3">
            {save}
            <a href={`https://wa.me/?text=${encodeURIComponent(shareText)}`} className={button} target="_blank" rel="noopener noreferrer">
              {t("article.whatsapp")}
            </a>
            <a
              href={`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`}
              className={button}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t("article.linkedin")}
            </a>
          </div>
        </section>
      ) : null}
    </article>
  );
}
