import { useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Pager, pagerLabels, usePageLink } from "~/components/ui/pager";
import { QueueScope } from "~/components/ui/queue-scope";
import { ReviewModerationCard } from "~/features/bookings/components/review-moderation-card";
import { hideReview, reviewsToModerate } from "~/features/bookings/review-moderation.server";
import { AppError } from "~/lib/errors";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { pageParam } from "~/lib/paging";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/reviews";

export const handle: TranslationHandle = { namespaces: ["reviews"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("reviews:admin.metaTitle"), description: t("reviews:admin.lead") }));
}

/** /admin/reviews (admins): the reported reviews (`?estado=todas` every review, newest first; `?review=ID` the one a report links to), 20 a page. */
export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return loaderAnswer(context, async (ctx) => ({
    ...(await reviewsToModerate(ctx, {
      filter: params.get("estado") === "todas" ? "recent" : "reported",
      page: pageParam(params),
      reviewId: params.get("review"),
    })),
    locale: ctx.locale,
  }));
}

/** On client navigations, the reviews' translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("reviews", serverLoader);
}

/** Hides a review with a reason (audited; its author is told). */
export function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    if (values.intent !== "hide") throw new AppError("UNKNOWN_INTENT", 400);
    await hideReview(ctx, values.reviewId ?? "", values);
    return { ok: true as const };
  });
}

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("reviews");
  const busy = useNavigation().state !== "idle";
  const pageLink = usePageLink();
  const { reviews, total, page, pages, filter, reviewId, locale } = loaderData;
  const failure = actionData?.ok === false ? actionData : null;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">{t("admin.title")}</h1>
      <p className="mt-2 text-slate-700">{t("admin.lead")}</p>
      <div className="mt-4" aria-live="polite">
        {actionData?.ok === true ? <Alert tone="success">{t("admin.hiddenDone")}</Alert> : null}
        {failure && !failure.field ? <Alert tone="error">{failure.error}</Alert> : null}
      </div>
      <QueueScope
        single={Boolean(reviewId)}
        allHref="/admin/reviews"
        singleLabel={t("admin.one")}
        showAllLabel={t("admin.showAll")}
        filter={{
          label: t("admin.filters"),
          name: "estado",
          value: filter === "recent" ? "todas" : "reportadas",
          options: [
            { value: "reportadas", label: t("admin.reported") },
            { value: "todas", label: t("admin.recent") },
          ],
          submitLabel: t("admin.filters"),
        }}
      />
      {reviews.length === 0 ? (
        <p className="mt-6 rounded-lg border border-slate-200 p-6 text-slate-700">{t("admin.empty")}</p>
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-700">{t("admin.total", { count: total })}</p>
          <ul className="mt-2 grid gap-4">
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewModerationCard review={review} locale={locale} busy={busy} failure={failure} />
              </li>
            ))}
          </ul>
        </>
      )}
      <Pager page={page} pages={pages} linkTo={pageLink} labels={pagerLabels(t, "admin", page, pages)} />
    </div>
  );
}
