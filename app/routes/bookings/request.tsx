import { redirect, useActionData, useNavigation } from "react-router";
import type { EditorFailure } from "~/components/ui/form-parts";
import { Link } from "~/components/ui/link";
import { UpcomingRuns } from "~/features/availability/components/upcoming-runs";
import { RequestForm } from "~/features/bookings/components/request-form";
import { withCallTimes } from "~/features/bookings/components/request-form-days";
import { requestBooking } from "~/features/bookings/public.server";
import { requestFormData, requestFormQuery } from "~/features/bookings/request-form-data.server";
import { flashCookie } from "~/lib/flash.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import type { Locale } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/request";

export const handle: TranslationHandle = { namespaces: ["bookings", "zones"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("bookings:request.metaTitle"), description: t("bookings:request.metaDescription") }));
}

/**
 * /company/bookings/new (companies only): the booking request form for the technician of `?tecnico=`
 * (404 BOOKING_TECHNICIAN_NOT_FOUND when the company may not ask them), prefilled from the link's dates
 * and, when `?oferta=` is one of the company's own offers, from that offer.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return loaderAnswer(context, (ctx) => requestFormData(ctx, requestFormQuery(new URL(request.url).searchParams)));
}

/** On client navigations, the form's texts and the time zones' names arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace(["bookings", "zones"], serverLoader);
}

/**
 * Sends the request (the call time for every day spread over the chosen days) and shows the new
 * booking with 'Pedido enviado'; a refusal answers its Spanish message, the field and what was typed.
 */
export function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    const { id } = await requestBooking(ctx, withCallTimes(values));
    return redirect(`/bookings/${encodeURIComponent(id)}`, { status: 303, headers: { "Set-Cookie": flashCookie("bookings.requestSent") } });
  });
}

export default function BookingRequest({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("bookings");
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const failure: EditorFailure = answer && "ok" in answer && answer.ok === false ? answer : null;
  const { technician, offer, values, today, roles, currencies, calendar } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <Link to="/bookings" className="text-brand-700 underline">
        {t("request.back")}
      </Link>
      <h1 className="mt-4 text-3xl font-bold">{t("request.title")}</h1>
      <p className="mt-2 text-slate-700">{t("request.lead")}</p>
      <section aria-labelledby="pedido-tecnico" className="mt-6 flex items-center gap-4 rounded-xl border border-slate-200 p-4">
        {technician.photoUrl ? (
          <img src={technician.photoUrl} alt="" width={64} height={64} className="h-16 w-16 shrink-0 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-900 text-xl font-bold text-white">
            {technician.name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="min-w-0">
          <h2 id="pedido-tecnico" className="text-sm font-medium text-slate-700">
            {t("request.to")}
          </h2>
          <p className="text-xl font-semibold break-words">{technician.name}</p>
          {technician.pageLink ? (
            <Link to={technician.pageLink} className="text-sm text-brand-700 underline">
              {t("request.viewPage")}
              <span className="sr-only">: {technician.name}</span>
            </Link>
          ) : null}
        </div>
      </section>
      {offer ? <p className="mt-4 rounded-md bg-brand-50 px-4 py-2 text-sm text-brand-900">{t("request.fromOffer", { title: offer.title })}</p> : null}
      {calendar ? (
        <UpcomingRuns
          ranges={calendar}
          locale={i18n.language as Locale}
          className="mt-6 rounded-xl border border-slate-200 p-4"
          texts={{
            heading: t("request.availability.heading"),
            empty: t("request.availability.empty"),
            status: {
              available: t("request.availability.status.available"),
              tentative: t("request.availability.status.tentative"),
              busy: t("request.availability.status.busy"),
            },
          }}
        />
      ) : null}
      <RequestForm values={values} today={today} roles={roles} currencies={currencies} failure={failure} busy={busy} />
    </div>
  );
}
