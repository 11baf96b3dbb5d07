import type { SiteView } from "../site-view";
import type { SiteTheme } from "./site-page";

/**
 * The technicians' reviews of the company on its site (issue 39): the average as text said in full to
 * screen readers, each criterion's average and the newest reviews with their reply and a link to
 * report each; every text arrives shaped in the site's language.
 */
export function SiteReviews({ reviews, theme }: { reviews: NonNullable<SiteView["reviews"]>; theme: SiteTheme }) {
  return (
    <section id="resenas" aria-labelledby="resenas-titulo" className="px-4 py-16" data-testid="site-reviews">
      <div className="mx-auto max-w-5xl">
        <h2 id="resenas-titulo" className="text-3xl font-bold" style={{ color: theme.primary }}>
          {reviews.title}
        </h2>
        <p className="mt-3 text-xl font-semibold" data-testid="rating-summary">
          <span role="img" aria-label={reviews.summaryLabel}>
            {reviews.summary}
          </span>
        </p>
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
          {reviews.averages.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {reviews.items.map((review) => (
            <li key={review.id} className="rounded-xl bg-white p-4 shadow">
              <article aria-label={review.author}>
                <h3 className="font-bold">{review.author}</h3>
                <p className="text-sm text-slate-700">{review.job}</p>
                <p className="mt-1 font-semibold">{review.average}</p>
                <ul className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-700">
                  {review.scores.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                {review.body ? <p className="mt-3 whitespace-pre-line">{review.body}</p> : null}
                {review.reply ? (
                  <div className="mt-3 border-l-4 border-slate-300 pl-3">
                    <p className="text-sm font-semibold">{reviews.replyLabel}</p>
                    <p className="whitespace-pre-line">{review.reply}</p>
                  </div>
                ) : null}
                {review.reportHref ? (
                  <a href={review.reportHref} className="mt-3 inline-block text-sm text-slate-700 underline">
                    {reviews.reportLabel}
                  </a>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
