import { Form, redirect, useActionData, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { formatLongDate } from "~/components/ui/format-date";
import { Link } from "~/components/ui/link";
import { alertFilters, createJobAlert, deleteJobAlert, myJobAlerts } from "~/features/jobs/job-alerts.server";
import { hasAlertFilter, JOB_ALERTS_MAX, type JobAlertFilters, jobsQuery } from "~/features/jobs/job-alerts-options";
import { jobFilters } from "~/features/jobs/job-search.server";
import { jobsPolicy } from "~/features/jobs/policy";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import type { TFunction } from "~/lib/i18n/translator";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import { skillLabel } from "~/lib/vocabulary/av-categories";
import { countryLabel } from "~/lib/vocabulary/countries";
import type { Route } from "./+types/job-alerts";

export const handle: TranslationHandle = { namespaces: ["jobs"] };

const PATH = "/member/job-alerts";
const NOTICES = { creada: "alerts.created", existente: "alerts.existing", eliminada: "alerts.deleted" } as const;

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("jobs:alerts.metaTitle"), description: t("jobs:alerts.metaDescription") }));
}

/**
 * /member/job-alerts (signed in): 'Mis alertas de empleo'. With `?nueva=1` and the filters of a /jobs
 * URL it also proposes that search as a new alert; `?hecho=` names what the last form did. A company
 * is told that alerts are for technicians.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return loaderAnswer(context, async (ctx) => {
    if (ctx.actor && !jobsPolicy.can(ctx.actor, "keepJobAlerts")) return { kind: "company" as const };
    const alerts = await myJobAlerts(ctx);
    const proposed = params.get("nueva") === "1" ? alertFilters(jobFilters(params)) : null;
    const notice = NOTICES[params.get("hecho") as keyof typeof NOTICES] ?? null;
    return { kind: "member" as const, alerts, proposed, notice };
  });
}

/** On client navigations, the jobs translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("jobs", serverLoader);
}

/** Creates the proposed alert (the /jobs field names) or deletes one of the member's own, then shows the list again with what happened. */
export function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    if (values.intent === "delete") {
      await deleteJobAlert(ctx, Number(values.id));
      return redirect(`${PATH}?hecho=eliminada`, 303);
    }
    const { created } = await createJobAlert(ctx, {
      q: values.q,
      category: values.categoria,
      jobType: values.tipo,
      experienceLevel: values.experiencia,
      remote: values.remoto,
      country: values.pais,
    });
    return redirect(`${PATH}?hecho=${created ? "creada" : "existente"}`, 303);
  });
}

/** An alert in words: 'Audio · Tiempo completo · Argentina · remoto · “consola”'. */
function inWords(t: TFunction, language: string, alert: JobAlertFilters): string {
  return [
    alert.category ? skillLabel(t, alert.category) : null,
    alert.jobType ? t(`types.${alert.jobType}`) : null,
    alert.experienceLevel ? t(`experienceLevels.${alert.experienceLevel}`) : null,
    alert.country ? countryLabel(t, language, alert.country) : null,
    alert.remote ? t("alerts.remote") : null,
    alert.q ? t("alerts.quoted", { q: alert.q }) : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

export default function JobAlerts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("jobs");
  const failure = useActionData<typeof action>();
  if (loaderData.kind === "company") {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold">{t("alerts.heading")}</h1>
        <p className="mt-4 text-slate-700">{t("alerts.companyNote")}</p>
        <Link to="/company" className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          {t("alerts.companyLink")}
        </Link>
      </div>
    );
  }
  const { alerts, proposed, notice } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t("alerts.heading")}</h1>
      <p className="mt-2 text-slate-700">{t("alerts.lead", { max: JOB_ALERTS_MAX })}</p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        <Link to="/settings/notifications" className="text-brand-700 underline">
          {t("alerts.preferences")}
        </Link>
        <Link to="/member/applications" className="text-brand-700 underline">
          {t("alerts.applications")}
        </Link>
      </p>
      <div className="mt-6 grid gap-3 empty:hidden">
        {failure && "ok" in failure && failure.ok === false ? <Alert tone="error">{failure.error}</Alert> : null}
        {notice ? <Alert tone="success">{t(notice)}</Alert> : null}
      </div>
      {proposed ? <Proposal proposed={proposed} alerts={alerts} /> : null}
      <section aria-labelledby="alerts-list" className="mt-8">
        <h2 id="alerts-list" className="text-xl font-semibold">
          {t("alerts.listHeading")}
        </h2>
        {alerts.length === 0 ? (
          <div className="mt-4 rounded-xl border border-dashed border-slate-300 p-8 text-center">
            <p className="mb-4">{t("alerts.empty")}</p>
            <Link to="/jobs" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
              {t("alerts.browse")}
            </Link>
          </div>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-700">{t("alerts.count", { count: alerts.length, max: JOB_ALERTS_MAX })}</p>
            <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
              {alerts.map((alert) => (
                <AlertItem key={alert.id} alert={alert} />
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}

/** One saved alert: its filters in words, its date, a link to the offers it selects and the delete button. */
function AlertItem({ alert }: { alert: JobAlertFilters & { id: number; createdAt: string } }) {
  const { t, i18n } = useTranslation("jobs");
  const busy = useNavigation().state !== "idle";
  const words = inWords(t, i18n.language, alert);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="job-alert">
      <div className="min-w-0">
        <p className="font-semibold break-words">{words}</p>
        <p className="text-sm text-slate-600">{t("alerts.since", { date: formatLongDate(alert.createdAt, i18n.language) })}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Link to={`/jobs?${jobsQuery(alert)}`} aria-label={t("alerts.seeOffersAria", { alert: words })} className="text-brand-700 underline">
          {t("alerts.seeOffers")}
        </Link>
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={alert.id} />
          <button
            type="submit"
            disabled={busy}
            aria-label={t("alerts.deleteAria", { alert: words })}
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60"
          >
            {t("alerts.delete")}
          </button>
        </Form>
      </div>
    </li>
  );
}

/** The search brought from /jobs: its filters one by one, and the form that saves it (or why it cannot be saved). */
function Proposal({ proposed, alerts }: { proposed: JobAlertFilters; alerts: JobAlertFilters[] }) {
  const { t, i18n } = useTranslation("jobs");
  const busy = useNavigation().state === "submitting";
  const query = jobsQuery(proposed);
  const facts: [string, string][] = [
    [t("alerts.text"), proposed.q ? t("alerts.quoted", { q: proposed.q }) : t("alerts.anyText")],
    [t("list.category"), proposed.category ? skillLabel(t, proposed.category) : t("list.anyCategory")],
    [t("list.type"), proposed.jobType ? t(`types.${proposed.jobType}`) : t("list.anyType")],
    [t("list.experience"), proposed.experienceLevel ? t(`experienceLevels.${proposed.experienceLevel}`) : t("list.anyExperience")],
    [t("list.country"), proposed.country ? countryLabel(t, i18n.language, proposed.country) : t("list.anyCountry")],
    [t("list.remote"), proposed.remote ? t("alerts.remoteOnly") : t("alerts.remoteAny")],
  ];
  let action: React.ReactNode;
  if (!hasAlertFilter(proposed)) action = <p>{t("alerts.noFilter")}</p>;
  else if (alerts.some((alert) => jobsQuery(alert) === query)) action = <p className="font-semibold">{t("alerts.alreadySaved")}</p>;
  else if (alerts.length >= JOB_ALERTS_MAX) action = <p>{t("alerts.full", { max: JOB_ALERTS_MAX })}</p>;
  else {
    action = (
      <Form method="post">
        <input type="hidden" name="intent" value="create" />
        {proposed.q ? <input type="hidden" name="q" value={proposed.q} /> : null}
        {proposed.category ? <input type="hidden" name="categoria" value={proposed.category} /> : null}
        {proposed.jobType ? <input type="hidden" name="tipo" value={proposed.jobType} /> : null}
        {proposed.experienceLevel ? <input type="hidden" name="experiencia" value={proposed.experienceLevel} /> : null}
        {proposed.remote ? <input type="hidden" name="remoto" value="1" /> : null}
        {proposed.country ? <input type="hidden" name="pais" value={proposed.country} /> : null}
        <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
          {busy ? t("alerts.creating") : t("alerts.create")}
        </button>
      </Form>
    );
  }
  return (
    <section aria-labelledby="alerts-new" className="mt-8 grid gap-4 rounded-xl bg-brand-50 p-4">
      <h2 id="alerts-new" className="text-xl font-semibold">
        {t("alerts.newHeading")}
      </h2>
      <p>{t("alerts.newLead")}</p>
      <dl className="grid gap-3 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="font-semibold break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-center gap-4">
        {action}
        <Link to={query ? `/jobs?${query}` : "/jobs"} className="text-brand-700 underline">
          {t("alerts.back")}
        </Link>
      </div>
    </section>
  );
}
