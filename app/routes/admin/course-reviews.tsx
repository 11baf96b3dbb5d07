import { Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { dateFormatter } from "~/components/ui/format-date";
import { Link } from "~/components/ui/link";
import { Pager, pagerLabels, usePageLink } from "~/components/ui/pager";
import { QueueScope } from "~/components/ui/queue-scope";
import { TextAreaField } from "~/components/ui/text-area-field";
import { courseReviewsToModerate, hideCourseReview, restoreCourseReview } from "~/features/learning/course-review-moderation.server";
import { COURSE_REVIEW_LIMITS, type ModeratedCourseReview } from "~/features/learning/course-review-views";
import { AppError } from "~/lib/errors";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import type { Locale } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";
import { pageParam } from "~/lib/paging";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/course-reviews";

export const handle: TranslationHandle = { namespaces: ["members"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("members:courseReviewsAdmin.metaTitle"), description: t("members:courseReviewsAdmin.lead") }));
}

/** /admin/course-reviews (admins): course reviews with open reports (`?estado=todas` every one; `?review=ID` one), 20 a page. */
export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return loaderAnswer(context, async (ctx) => ({
    ...(await courseReviewsToModerate(ctx, {
      filter: params.get("estado") === "todas" ? "all" : "reported",
      page: pageParam(params),
      reviewId: params.get("review"),
    })),
    locale: ctx.locale,
  }));
}

/** On client navigations, the course reviews' translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("members", serverLoader);
}

/** Hides a course review with a reason, or restores a hidden one (the course's average follows). */
export function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    if (values.intent === "hide") {
      await hideCourseReview(ctx, { reviewId: values.reviewId, reason: values.reason });
      return { ok: true as const, done: "hiddenDone" as const };
    }
    if (values.intent === "restore") {
      await restoreCourseReview(ctx, { reviewId: values.reviewId });
      return { ok: true as const, done: "restoredDone" as const };
    }
    throw new AppError("UNKNOWN_INTENT", 400);
  });
}

/** One review with its course, author, text, state and the hide or restore form. */
function ModeratedReview({
  review,
  locale,
  busy,
  failure,
}: {
  review: ModeratedCourseReview;
  locale: Locale;
  busy: boolean;
  failure: { error: string; field?: string } | null;
}) {
  const { t } = useTranslation("members");
  return (
    <article className="rounded-xl border border-slate-200 p-4" aria-label={t("courseReviewsAdmin.item", { name: review.authorName })}>
      <p className="text-sm font-semibold text-brand-700">
        <Link to={`/university/${review.courseSlug}`} className="underline">
          {t("courseReviewsAdmin.course", { title: review.courseTitle })}
        </Link>
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {t("courseReviewsAdmin.by", { name: review.authorName, date: dateFormatter(locale, "long").format(new Date(review.createdAt)) })} ·{" "}
        {t("courseReviewsAdmin.stars", { count: review.rating })}
      </p>
      <p className="mt-2 break-words whitespace-pre-wrap">{review.body}</p>
      {review.reply ? <p className="mt-2 text-sm break-words text-slate-700">{t("courseReviewsAdmin.reply", { reply: review.reply })}</p> : null}
      {review.openReports > 0 ? (
        <p className="mt-2 text-sm font-semibold text-red-800">{t("courseReviewsAdmin.reports", { count: review.openReports })}</p>
      ) : null}
      {review.hiddenAt ? (
        <>
          <p className="mt-2 text-sm font-semibold">{t("courseReviewsAdmin.hidden", { reason: review.hiddenReason ?? "" })}</p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="restore" />
            <input type="hidden" name="reviewId" value={review.id} />
            <button type="submit" disabled={busy} className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50">
              {t("courseReviewsAdmin.restore")}
            </button>
          </Form>
        </>
      ) : (
        <Form method="post" className="mt-3 grid gap-2">
          <input type="hidden" name="intent" value="hide" />
          <input type="hidden" name="reviewId" value={review.id} />
          <TextAreaField
            label={t("courseReviewsAdmin.hideReason")}
            name="reason"
            rows={2}
            required
            maxLength={COURSE_REVIEW_LIMITS.hideReasonMax}
            error={failure?.field === "reason" ? failure.error : undefined}
          />
          <div>
            <button type="submit" disabled={busy} className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800">
              {t("courseReviewsAdmin.hide")}
            </button>
          </div>
        </Form>
      )}
    </article>
  );
}

export default function AdminCourseReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("members");
  const busy = useNavigation().state !== "idle";
  const pageLink = usePageLink();
  const { reviews, total, page, pages, filter, reviewId, locale } = loaderData;
  const failure = actionData?.ok === false ? actionData : null;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">{t("courseReviewsAdmin.title")}</h1>
      <p className="mt-2 text-slate-700">{t("courseReviewsAdmin.lead")}</p>
      <div className="mt-4" aria-live="polite">
        {actionData?.ok === true ? <Alert tone="success">{t(`courseReviewsAdmin.${actionData.done}`)}</Alert> : null}
        {failure && !failure.field ? <Alert tone="error">{failure.error}</Alert> : null}
      </div>
      <QueueScope
        single={Boolean(reviewId)}
        allHref="/admin/course-reviews"
        singleLabel={t("courseReviewsAdmin.one")}
        showAllLabel={t("courseReviewsAdmin.showAll")}
        filter={{
          label: t("courseReviewsAdmin.filter"),
          name: "estado",
          value: filter === "all" ? "todas" : "reportadas",
          options: [
            { value: "reportadas", label: t("courseReviewsAdmin.reported") },
            { value: "todas", label: t("courseReviewsAdmin.all") },
          ],
          submitLabel: t("courseReviewsAdmin.apply"),
        }}
      />
      {reviews.length === 0 ? (
        <p className="mt-6 rounded-lg border border-slate-200 p-6 text-slate-700">{t("courseReviewsAdmin.empty")}</p>
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-700">{t("courseReviewsAdmin.total", { count: total })}</p>
          <ul className="mt-2 grid gap-4">
            {reviews.map((review) => (
              <li key={review.id}>
                <ModeratedReview review={review} locale={locale} busy={busy} failure={failure} />
              </li>
            ))}
          </ul>
        </>
      )}
      <Pager page={page} pages={pages} linkTo={pageLink} labels={pagerLabels(t, "courseReviewsAdmin", page, pages)} />
    </div>
  );
}
