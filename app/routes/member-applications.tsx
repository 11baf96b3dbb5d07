import { redirect } from "react-router";
import { formatLongDate } from "~/components/ui/format-date";
import { Link } from "~/components/ui/link";
import { Pager, pagerLabels, usePageLink } from "~/components/ui/pager";
import { myApplications } from "~/features/jobs/applications.server";
import { jobsPolicy } from "~/features/jobs/policy";
import { useRevalidateOnLive } from "~/features/notifications/public";
import { requestContext } from "~/lib/context.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/member-applications";

export const handle: TranslationHandle = { namespaces: ["jobs"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("jobs:mine.metaTitle"), description: t("jobs:mine.metaDescription") }));
}

/**
 * /member/applications (signed in): spec §7 'Mis postulaciones', the member's own applications,
 * newest first, 20 a page. Companies never apply, so they are sent to their own area.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const page = Number.parseInt(new URL(request.url).searchParams.get("pagina") ?? "1", 10);
  const { actor } = context.get(requestContext);
  if (actor && !jobsPolicy.can(actor, "apply")) throw redirect("/company");
  return loaderAnswer(context, (ctx) => myApplications(ctx, page));
}

/** On client navigations, the jobs translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("jobs", serverLoader);
}

export default function MemberApplications({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("jobs");
  const { applications, page, pages } = loaderData;
  const pageLink = usePageLink();
  // A live status notification shows the application's new status at once.
  useRevalidateOnLive("application_status");
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t("mine.heading")}</h1>
      <p className="mt-2 text-slate-700">{t("mine.lead")}</p>
      <Link to="/member/job-alerts" className="mt-2 inline-block text-brand-700 underline">
        {t("mine.alerts")}
      </Link>
      {applications.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <p className="mb-4">{t("mine.empty")}</p>
          <Link to="/jobs" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            {t("mine.browse")}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4">
          {applications.map((application) => (
            <li key={application.applicationId} className="rounded-xl border border-slate-200 p-4" data-testid="my-application">
              <h2 className="font-semibold break-words">
                {application.isActive ? (
                  <Link to={`/jobs/${application.id}`} className="text-brand-700 hover:underline">
                    {application.title}
                  </Link>
                ) : (
                  <>
                    {application.title} <span className="text-sm font-normal text-slate-600">({t("mine.closedOffer")})</span>
                  </>
                )}
              </h2>
              <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-4">
                <div>
                  <dt className="text-slate-600">{t("mine.company")}</dt>
                  <dd className="font-semibold break-words">{application.company.name}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t("mine.status")}</dt>
                  <dd className="font-semibold">{t(`applicationStatuses.${application.applicationStatus}`)}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t("mine.applicationId")}</dt>
                  <dd className="font-semibold">{application.applicationId}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">{t("mine.date")}</dt>
                  <dd className="font-semibold">{formatLongDate(application.applicationDate, i18n.language)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} linkTo={pageLink} labels={pagerLabels(t, "mine", page, pages)} />
    </div>
  );
}
