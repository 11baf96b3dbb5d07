import { Form, useNavigation, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Link } from "~/components/ui/link";
import { Pager, pagerLabels } from "~/components/ui/pager";
import { SelectField } from "~/components/ui/select-field";
import { ReportCard, reportRetry } from "~/features/moderation/components/report-card";
import { dismissReport, listReports, suspendFromReport } from "~/features/moderation/report-queue.server";
import { unsuspend } from "~/features/moderation/suspensions.server";
import { AppError } from "~/lib/errors";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/reports";

export const handle: TranslationHandle = { namespaces: ["members"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("members:moderation.reports.title"), description: t("members:moderation.reports.lead") }));
}

/** The moderation queue (`?estado=todos` for every report, `?pagina=N`); the service re-checks the admin. */
export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const page = Number.parseInt(params.get("pagina") ?? "1", 10) || 1;
  const filter = params.get("estado") === "todos" ? "all" : "open";
  return loaderAnswer(context, async (ctx) => ({ ...(await listReports(ctx, { filter, page })), locale: ctx.locale }));
}

/** On client navigations, the members' translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("members", serverLoader);
}

/** Dismisses a report, suspends the account it is about, or reinstates a suspended account (both with the reason the member is mailed). */
export function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    if (values.intent === "dismiss") return { ok: true as const, done: "dismissed" as const, ...(await dismissReport(ctx, values.reportId)) };
    if (values.intent === "suspend") {
      return { ok: true as const, done: "suspended" as const, ...(await suspendFromReport(ctx, { reportId: values.reportId, reason: values.reason })) };
    }
    if (values.intent === "unsuspend") {
      return { ok: true as const, done: "unsuspended" as const, ...(await unsuspend(ctx, { userId: values.userId, reason: values.reason })) };
    }
    throw new AppError("UNKNOWN_INTENT", 400);
  });
}

export default function AdminReports({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("members");
  const [params] = useSearchParams();
  const busy = useNavigation().state !== "idle";
  const { reports, total, page, pages, filter, locale } = loaderData;
  const pageLink = (target: number) => {
    const next = new URLSearchParams(params);
    next.set("pagina", String(target));
    return `?${next.toString()}`;
  };
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">{t("moderation.reports.title")}</h1>
      <p className="mt-2 text-slate-700">{t("moderation.reports.lead")}</p>
      <p className="mt-2">
        <Link to="/admin/appeals" className="text-brand-700 underline">
          {t("moderation.reports.appeals")}
        </Link>
      </p>
      <div className="mt-4" aria-live="polite">
        {actionData?.ok === true ? <Alert tone="success">{t(`moderation.reports.${actionData.done}`)}</Alert> : null}
        {actionData?.ok === false ? <Alert tone="error">{actionData.error}</Alert> : null}
      </div>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <SelectField
          label={t("moderation.reports.filter")}
          name="estado"
          defaultValue={filter === "all" ? "todos" : "abiertos"}
          options={[
            { value: "abiertos", label: t("moderation.reports.open") },
            { value: "todos", label: t("moderation.reports.all") },
          ]}
        />
        <button type="submit" className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50">
          {t("moderation.reports.apply")}
        </button>
      </Form>
      {reports.length === 0 ? (
        <p className="mt-6 rounded-lg border border-slate-200 p-6 text-slate-700">
          {filter === "open" ? t("moderation.reports.emptyOpen") : t("moderation.reports.emptyAll")}
        </p>
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-700">{t("moderation.reports.total", { count: total })}</p>
          <ul className="mt-2 grid gap-4">
            {reports.map((report) => (
              <li key={report.id}>
                <ReportCard report={report} locale={locale} busy={busy} retry={reportRetry(actionData?.ok === false ? actionData.values : undefined, report)} />
              </li>
            ))}
          </ul>
        </>
      )}
      <Pager page={page} pages={pages} linkTo={pageLink} labels={pagerLabels(t, "moderation.reports", page, pages)} />
      <Link to="/admin" className="mt-6 inline-block text-brand-700 underline">
        {t("moderation.reports.back")}
      </Link>
    </div>
  );
}
