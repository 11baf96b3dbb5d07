import { Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Link } from "~/components/ui/link";
import { Pager, pagerLabels, usePageLink } from "~/components/ui/pager";
import { SelectField } from "~/components/ui/select-field";
import { appealQueue, decideAppeal } from "~/features/moderation/appeals.server";
import { AppealCard } from "~/features/moderation/components/appeal-card";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/appeals";

export const handle: TranslationHandle = { namespaces: ["members"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("members:moderation.appeals.title"), description: t("members:moderation.appeals.lead") }));
}

/** /admin/appeals (issue 25 §4): the suspended members' appeals, open ones first (`?estado=todas` for all, `?pagina=N`); the service re-checks the admin. */
export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const page = Number.parseInt(params.get("pagina") ?? "1", 10) || 1;
  const filter = params.get("estado") === "todas" ? "all" : "open";
  return loaderAnswer(context, async (ctx) => ({ ...(await appealQueue(ctx, { filter, page })), locale: ctx.locale }));
}

/** On client navigations, the members' translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("members", serverLoader);
}

/** Lifts the suspension an appeal is about, or keeps it, with the reason the member is mailed; a second decision is 409. */
export function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => ({
    ok: true as const,
    ...(await decideAppeal(ctx, { appealId: values.appealId, decision: values.intent, reason: values.reason })),
  }));
}

export default function AdminAppeals({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("members");
  const busy = useNavigation().state !== "idle";
  const pageLink = usePageLink();
  const { appeals, total, page, pages, filter, locale } = loaderData;
  const failed = actionData?.ok === false ? actionData.values : undefined;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">{t("moderation.appeals.title")}</h1>
      <p className="mt-2 text-slate-700">{t("moderation.appeals.lead")}</p>
      <p className="mt-2">
        <Link to="/admin/reports" className="text-brand-700 underline">
          {t("moderation.appeals.reports")}
        </Link>
      </p>
      <div className="mt-4" aria-live="polite">
        {actionData?.ok === true ? <Alert tone="success">{t(`moderation.appeals.${actionData.status}`)}</Alert> : null}
        {actionData?.ok === false ? <Alert tone="error">{actionData.error}</Alert> : null}
      </div>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <SelectField
          label={t("moderation.appeals.filter")}
          name="estado"
          defaultValue={filter === "all" ? "todas" : "abiertas"}
          options={[
            { value: "abiertas", label: t("moderation.appeals.open") },
            { value: "todas", label: t("moderation.appeals.all") },
          ]}
        />
        <button type="submit" className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50">
          {t("moderation.appeals.apply")}
        </button>
      </Form>
      {appeals.length === 0 ? (
        <p className="mt-6 rounded-lg border border-slate-200 p-6 text-slate-700">
          {filter === "open" ? t("moderation.appeals.emptyOpen") : t("moderation.appeals.emptyAll")}
        </p>
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-700">{t("moderation.appeals.total", { count: total })}</p>
          <ul className="mt-2 grid gap-4">
            {appeals.map((appeal) => (
              <li key={appeal.id}>
                <AppealCard appeal={appeal} locale={locale} busy={busy} retry={failed?.appealId === String(appeal.id) ? (failed.reason ?? "") : undefined} />
              </li>
            ))}
          </ul>
        </>
      )}
      <Pager page={page} pages={pages} linkTo={pageLink} labels={pagerLabels(t, "moderation.appeals", page, pages)} />
      <Link to="/admin" className="mt-6 inline-block text-brand-700 underline">
        {t("moderation.appeals.back")}
      </Link>
    </div>
  );
}
