import { Form } from "react-router";
import { dateFormatter } from "~/components/ui/format-date";
import { Link } from "~/components/ui/link";
import { Pager, pagerLabels, usePageLink } from "~/components/ui/pager";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { type AuditRow, auditFilters, auditLog } from "~/features/operations/audit-log.server";
import { AUDIT_ACTIONS } from "~/lib/audit.server";
import { pageRefusal } from "~/lib/error-answer.server";
import { isAppError } from "~/lib/errors";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import type { TFunction } from "~/lib/i18n/translator";
import { loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/audit";

export const handle: TranslationHandle = { namespaces: ["members"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("members:adminAudit.title"), description: t("members:adminAudit.lead") }));
}

/**
 * /admin/audit: the admin actions, newest first, with the URL's filters (the service re-checks the
 * admin). A date that does not exist answers 400 with the form, its message at that field, and no rows.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const filters = auditFilters(new URL(request.url).searchParams);
  return loaderAnswer(context, async (ctx) => {
    const page = { filters, actions: [...AUDIT_ACTIONS], locale: ctx.locale };
    try {
      return { ...page, ...(await auditLog(ctx, filters)), refused: null };
    } catch (error) {
      if (!(isAppError(error) && error.key === "DATE_INVALID")) throw error;
      return pageRefusal(ctx, error, { ...page, rows: [] as AuditRow[], total: 0, page: 1, pages: 1, invalidField: error.field ?? null });
    }
  });
}

/** On client navigations, the members' translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("members", serverLoader);
}

/** A before or after state as a short line in the reader's language ('Nivel: silver', 'Publicado: sí'). */
function state(t: TFunction, value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value !== "object") return String(value);
  const item = (entry: unknown) =>
    typeof entry === "boolean"
      ? t(entry ? "adminAudit.yes" : "adminAudit.no")
      : typeof entry === "object" && entry !== null
        ? JSON.stringify(entry)
        : String(entry);
  return Object.entries(value as Record<string, unknown>)
    .map(([key, entry]) => `${t(`adminAudit.fields.${key}`, { defaultValue: key })}: ${item(entry)}`)
    .join(", ");
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("members");
  const { rows, total, page, pages, filters, actions, locale } = loaderData;
  const refusal = loaderData.refused && "invalidField" in loaderData ? { message: loaderData.refused.message, field: loaderData.invalidField } : null;
  const dateError = (field: string) => (refusal?.field === field ? refusal.message : undefined);
  const pageLink = usePageLink();
  const format = dateFormatter(locale, "medium-time-utc");
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">{t("adminAudit.title")}</h1>
      <p className="mt-2 text-slate-700">{t("adminAudit.lead")}</p>
      <Form method="get" className="mt-6 grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-5" aria-label={t("adminAudit.filters")}>
        <SelectField
          label={t("adminAudit.action")}
          name="accion"
          defaultValue={filters.action}
          placeholder={t("adminAudit.anyAction")}
          options={actions.map((action) => ({ value: action, label: t(`adminAudit.actions.${action}`) }))}
        />
        <TextField label={t("adminAudit.admin")} name="admin" defaultValue={filters.actorId} />
        <TextField label={t("adminAudit.member")} name="miembro" defaultValue={filters.subjectId} />
        <TextField label={t("adminAudit.from")} name="desde" type="date" defaultValue={filters.from} error={dateError("desde")} />
        <TextField label={t("adminAudit.to")} name="hasta" type="date" defaultValue={filters.to} error={dateError("hasta")} />
        <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-5">
          <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            {t("adminAudit.apply")}
          </button>
          <Link to="/admin/audit" className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50">
            {t("adminAudit.clear")}
          </Link>
        </div>
      </Form>
      <p className="mt-6 text-sm text-slate-700" aria-live="polite">
        {refusal ? refusal.message : t("adminAudit.total", { count: total })}
      </p>
      {refusal ? null : rows.length === 0 ? (
        <p className="mt-2 rounded-lg border border-slate-200 p-6 text-slate-700">{t("adminAudit.empty")}</p>
      ) : (
        <div className="mt-2 overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className="p-2">
                  {t("adminAudit.when")}
                </th>
                <th scope="col" className="p-2">
                  {t("adminAudit.who")}
                </th>
                <th scope="col" className="p-2">
                  {t("adminAudit.what")}
                </th>
                <th scope="col" className="p-2">
                  {t("adminAudit.target")}
                </th>
                <th scope="col" className="p-2">
                  {t("adminAudit.concerns")}
                </th>
                <th scope="col" className="p-2">
                  {t("adminAudit.change")}
                </th>
                <th scope="col" className="p-2">
                  {t("adminAudit.ip")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rows.map((row) => (
                <tr key={row.id} data-testid="audit-row" className="align-top">
                  <td className="whitespace-nowrap p-2">{format.format(new Date(row.createdAt))}</td>
                  <td className="p-2">
                    <Link to={`/admin/audit?admin=${encodeURIComponent(row.actor.id)}`} className="text-brand-700 underline">
                      {row.actor.name}
                    </Link>
                  </td>
                  <td className="p-2">{t(`adminAudit.actions.${row.action}`)}</td>
                  <td className="break-all p-2">{`${row.targetType} ${row.targetId}`}</td>
                  <td className="p-2">
                    {row.subject ? (
                      <Link to={`/admin/audit?miembro=${encodeURIComponent(row.subject.id)}`} className="text-brand-700 underline">
                        {row.subject.name}
                      </Link>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td className="break-words p-2">
                    {state(t, row.before)} → {state(t, row.after)}
                  </td>
                  <td className="whitespace-nowrap p-2">{row.ip}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pages={pages} linkTo={pageLink} labels={pagerLabels(t, "adminAudit", page, pages)} />
    </div>
  );
}
