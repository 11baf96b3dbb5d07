import { useEffect } from "react";
import { Form, useActionData, useLocation, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { formatLongDate } from "~/components/ui/format-date";
import { Link } from "~/components/ui/link";
import { Pager, pagerLabels, usePageLink } from "~/components/ui/pager";
import { showToast } from "~/components/ui/toast";
import { OfferStatusBadge } from "~/features/jobs/components/offer-status-badge";
import { placeOf } from "~/features/jobs/components/offer-text";
import type { CompanyOffer } from "~/features/jobs/job-views";
import { closeOffer, companyOffers, reopenOffer } from "~/features/jobs/offers.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/jobs";

export const handle: TranslationHandle = { namespaces: ["jobs"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("jobs:company.metaTitle"), description: t("jobs:company.lead") }));
}

/** /company/jobs (companies only): the company's own offers in every status, newest first, 20 a page, each with its application count. */
export function loader({ request, context }: Route.LoaderArgs) {
  const page = Number.parseInt(new URL(request.url).searchParams.get("pagina") ?? "1", 10);
  return loaderAnswer(context, (ctx) => companyOffers(ctx, page));
}

/** On client navigations, the jobs translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("jobs", serverLoader);
}

/** Closes an offer, or puts a draft or closed offer on the board ('reopen'); only the company that owns it may (403). */
export function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    const id = Number(values.jobId);
    const saved = values.intent === "close" ? await closeOffer(ctx, id) : await reopenOffer(ctx, id);
    return { ok: true as const, status: saved.status, id: saved.id };
  });
}

export default function CompanyJobs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("jobs");
  const done = useActionData<typeof action>();
  const pageLink = usePageLink();
  const { offers, count, page, pages } = loaderData;
  const failure = done && "ok" in done && done.ok === false ? done : null;
  const saved = new URLSearchParams(useLocation().search).get("guardada");
  useEffect(() => {
    if (done && "status" in done) showToast(t(done.status === "closed" ? "company.closed" : "company.published"));
  }, [done, t]);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t("company.heading")}</h1>
          <p className="mt-2 text-slate-700">{t("company.lead")}</p>
        </div>
        <Link to="/company/jobs/new" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          {t("company.new")}
        </Link>
      </div>
      {saved === "active" || saved === "draft" || saved === "closed" ? (
        <div className="mt-6">
          <Alert tone="success">{t(`company.saved.${saved}`)}</Alert>
        </div>
      ) : null}
      {failure ? (
        <div className="mt-6">
          <Alert tone="error">{failure.error}</Alert>
        </div>
      ) : null}
      <p className="mt-6 font-semibold">{t("company.count", { count })}</p>
      {offers.length === 0 ? (
        <div className="mt-4 rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <p>{t("company.empty")}</p>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4">
          {offers.map((offer) => (
            <OfferRow key={offer.id} offer={offer} />
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} linkTo={pageLink} labels={pagerLabels(t, "company", page, pages)} />
    </div>
  );
}

/** One own offer: its status, place, type, dates, views and applications, and what can be done with it. */
function OfferRow({ offer }: { offer: CompanyOffer }) {
  const { t, i18n } = useTranslation("jobs");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("jobId") === String(offer.id);
  const date = (value: string) => formatLongDate(value, i18n.language);
  return (
    <li className="rounded-xl border border-slate-200 p-4" data-testid="company-offer">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words">
            {offer.isActive ? (
              <Link to={`/jobs/${offer.id}`} className="text-brand-700 hover:underline">
                {offer.title}
              </Link>
            ) : (
              offer.title
            )}
          </h2>
          <p className="text-sm text-slate-700">
            {placeOf(t, i18n.language, offer)} · {t(`types.${offer.jobType}`)}
          </p>
        </div>
        <OfferStatusBadge status={offer.status} isActive={offer.isActive} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">{t("company.applications")}</dt>
          <dd className="font-semibold">
            <Link to={`/company/jobs/${offer.id}/applications`} className="text-brand-700 underline">
              {t("company.applicationsCount", { count: offer.applicationsCount })}
            </Link>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("company.views")}</dt>
          <dd className="font-semibold">{offer.viewsCount}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{offer.publishedAt ? t("company.publishedOn") : t("company.createdOn")}</dt>
          <dd className="font-semibold">{date(offer.publishedAt ?? offer.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("company.validThrough")}</dt>
          <dd className="font-semibold">{offer.validThrough ? date(offer.validThrough) : t("detail.noDeadline")}</dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={`/company/jobs/${offer.id}/edit`} className="rounded-md border border-slate-300 px-3 py-1.5 font-semibold hover:bg-slate-50">
          {t("company.edit")}
          <span className="sr-only">: {offer.title}</span>
        </Link>
        <Form method="post">
          <input type="hidden" name="jobId" value={offer.id} />
          {offer.status === "active" ? (
            <button
              type="submit"
              name="intent"
              value="close"
              disabled={busy}
              className="rounded-md border border-slate-300 px-3 py-1.5 font-semibold hover:bg-slate-50 disabled:opacity-60"
            >
              {t("company.close")}
              <span className="sr-only">: {offer.title}</span>
            </button>
          ) : (
            <button
              type="submit"
              name="intent"
              value="reopen"
              disabled={busy}
              className="rounded-md bg-brand-600 px-3 py-1.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
            >
              {offer.status === "draft" ? t("company.publish") : t("company.reopen")}
              <span className="sr-only">: {offer.title}</span>
            </button>
          )}
        </Form>
      </div>
    </li>
  );
}
