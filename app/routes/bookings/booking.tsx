import { useEffect } from "react";
import { redirect, useActionData, useLocation, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Link } from "~/components/ui/link";
import { showToast } from "~/components/ui/toast";
import { BookingActionForms } from "~/features/bookings/components/booking-action-forms";
import { BookingFacts } from "~/features/bookings/components/booking-facts";
import { BookingHistory } from "~/features/bookings/components/booking-history";
import { BookingStatusBadges } from "~/features/bookings/components/booking-labels";
import { BookingReviewsPanel } from "~/features/bookings/components/booking-reviews-panel";
import { bookingPage, bookingReviews, isBookingStepIntent, replyToReview, takeBookingStep, writeReview } from "~/features/bookings/public.server";
import { useRevalidateOnLive } from "~/features/notifications/public";
import { AddToTalentList } from "~/features/recruiting/public";
import { talentCardExtras } from "~/features/recruiting/public.server";
import { AppError } from "~/lib/errors";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/booking";

export const handle: TranslationHandle = { namespaces: ["bookings", "reviews"] };

/** Where a quick answer from the list goes back to: a path of 'Reservas' only (never another site). */
function backTo(value: string | undefined, done: string): string | null {
  if (!value || !/^\/bookings(\?[^#\s]*)?$/.test(value)) return null;
  const [path, query = ""] = value.split("?");
  const params = new URLSearchParams(query);
  params.set("hecho", done);
  return `${path}?${params}`;
}

export function meta(args: Route.MetaArgs) {
  const production = args.loaderData && "production" in args.loaderData ? args.loaderData.production : null;
  return localizedMeta(args, (t) => ({
    title: production ? t("bookings:page.metaTitle", { production }) : t("bookings:page.metaTitleFallback"),
    description: t("bookings:metaDescription"),
  }));
}

/**
 * /bookings/:bookingId (signed in): one booking for its company or its technician — facts, the
 * steps the reader may take now, its history and its reviews; anyone else gets 404 (admins too), the
 * `.data` twin included.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => {
    const booking = await bookingPage(ctx, params.bookingId);
    // The company may keep the technician in one of its lists (issue 41).
    const [reviews, talent] = await Promise.all([
      bookingReviews(ctx, booking.id),
      booking.party === "company" ? talentCardExtras(ctx, [booking.other.id]) : null,
    ]);
    return { ...booking, reviews, talent };
  });
}

/** On client navigations, the bookings (and reviews) translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace(["bookings", "reviews"], serverLoader);
}

/**
 * POST /bookings/:bookingId: one step on the booking by `intent` (withdraw, accept, decline, confirm,
 * acceptConfirmation, release, challenge, cancel, complete, noShow) with its fields (reason, preAccept,
 * hours), or the reader's review (`review`: score.<criterion>, body) or reply (`reply`: reviewId,
 * reply); answers `{ ok: true, done }`, or back to the list (`back`) with `?hecho=`; a refusal is its
 * message at the form (409 when the booking moved on, 404 for a third party); an unknown intent is 400.
 */
export function action({ request, params, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    const intent = values.intent ?? "";
    if (intent === "review") {
      await writeReview(ctx, params.bookingId, values);
      return { ok: true as const, done: intent };
    }
    if (intent === "reply") {
      await replyToReview(ctx, values.reviewId ?? "", values);
      return { ok: true as const, done: intent };
    }
    if (!isBookingStepIntent(intent)) throw new AppError("UNKNOWN_INTENT", 400);
    await takeBookingStep(ctx, params.bookingId, intent, values);
    const back = backTo(values.back, intent);
    if (back) return redirect(back, 303);
    return { ok: true as const, done: intent };
  });
}

export default function Booking({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("bookings");
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const booking = loaderData;
  const { pathname } = useLocation();
  const talentLists = booking.talent?.lists[booking.other.id];
  // The other side's step (a live booking notification) shows at once.
  useRevalidateOnLive("booking");
  const done = answer && "done" in answer ? answer.done : null;
  const failure = answer && "ok" in answer && answer.ok === false ? answer : null;
  const reviewFailure = failure && (failure.values?.intent === "review" || failure.values?.intent === "reply") ? failure : null;
  const busy = navigation.state !== "idle";
  useEffect(() => {
    if (done) showToast(t(`done.${done}`), `booking-${done}`);
  }, [done, t]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <Link to="/bookings" className="text-brand-700 underline">
        {t("page.back")}
      </Link>
      <h1 className="mt-3 text-2xl font-bold break-words sm:text-3xl">{booking.production}</h1>
      <div className="mt-2">
        <BookingStatusBadges t={t} status={booking.status} rank={booking.rank} />
      </div>
      <div className="mt-4 grid gap-3 empty:hidden" aria-live="polite">
        {done && navigation.state === "idle" ? <Alert tone="success">{t(`done.${done}`)}</Alert> : null}
      </div>
      <BookingFacts booking={booking} />
      {booking.talent && talentLists ? (
        <div className="mt-4">
          <AddToTalentList technicianId={booking.other.id} lists={talentLists} source="booking" returnTo={pathname} texts={booking.talent.texts.addToList} />
        </div>
      ) : null}
      <BookingActionForms actions={booking.actions} failure={failure} busy={busy} />
      {booking.status === "completed" ? (
        <div className="mt-8">
          <BookingReviewsPanel reviews={booking.reviews} failure={reviewFailure} busy={busy} />
        </div>
      ) : null}
      <BookingHistory history={booking.history} />
    </div>
  );
}
