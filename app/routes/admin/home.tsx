import { Form, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Link } from "~/components/ui/link";
import { changeAccount, listAccounts } from "~/features/accounts/administration.server";
import { MorningCountsPanel } from "~/features/operations/components/morning-counts";
import { morningCounts } from "~/features/operations/morning-counts.server";
import { MEMBERSHIP_LEVELS, SUBSCRIPTION_TIERS } from "~/lib/actor";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/home";

export const handle: TranslationHandle = { namespaces: ["members"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("members:admin.title"), description: t("members:admin.lead") }));
}

/** The morning counts and one page of accounts for an admin; the service refuses anyone else (answered as that status, never a 500). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = Number(url.searchParams.get("page") ?? "1") || 1;
  return loaderAnswer(context, async (ctx) => {
    const [accounts, counts] = await Promise.all([listAccounts(ctx, { page, query: url.searchParams.get("q") ?? "" }), morningCounts(ctx)]);
    return { ...accounts, counts };
  });
}

/** One change to an account (level, tier, admin, trainer); the service re-checks that the actor is admin. */
export async function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    await changeAccount(ctx, values);
    return { ok: true as const };
  });
}

/** The column name shown before a value when the table is laid out as cards (phones). */
function CellLabel({ children }: { children: React.ReactNode }) {
  return <span className="mr-2 text-xs font-semibold uppercase text-slate-600 md:hidden">{children}</span>;
}

/** On client navigations, the members' translations (where the admin texts live) arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("members", serverLoader);
}

export default function AdminHome({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { rows, page, pages, total, counts } = loaderData;
  const pageLink = (target: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(target));
    return `?${next.toString()}`;
  };
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t("members:admin.title")}</h1>
      <p className="mt-2 text-slate-700">{t("members:admin.lead")}</p>
      <div className="mt-4 flex flex-wrap gap-3 text-sm">
        <Link className="text-brand-700 underline" to="/admin/notifications">
          {t("nav.sendNotification")}
        </Link>
        <Link className="text-brand-700 underline" to="/admin/outbox">
          {t("nav.parkedEvents")}
        </Link>
        <Link className="text-brand-700 underline" to="/admin/reports">
          {t("nav.reports")}
        </Link>
        <Link className="text-brand-700 underline" to="/admin/reviews">
          {t("members:admin.reviews")}
        </Link>
        <Link className="text-brand-700 underline" to="/admin/course-reviews">
          {t("members:courseReviewsAdmin.link")}
        </Link>
        <Link className="text-brand-700 underline" to="/admin/appeals">
          {t("members:admin.appeals", { count: counts.openAppeals })}
        </Link>
        <Link className="text-brand-700 underline" to="/admin/membership">
          {t("members:admin.levelRequests", { count: counts.pendingLevelRequests })}
        </Link>
        <Link className="text-brand-700 underline" to="/admin/privacy">
          {t("members:admin.privacy", { count: counts.openPrivacyRequests })}
        </Link>
        <Link className="text-brand-700 underline" to="/admin/audit">
          {t("members:admin.audit")}
        </Link>
        <Link className="text-brand-700 underline" to="/admin/credentials">
          {t("members:admin.credentialKeys")}
        </Link>
        <Link className="text-brand-700 underline" to="/admin/news">
          {t("members:admin.news")}
        </Link>
        <Link className="text-brand-700 underline" to="/admin/events">
          {t("members:admin.events")}
        </Link>
        <Link className="text-brand-700 underline" to="/settings/security">
          {t("auth.security.title")}
        </Link>
      </div>
      <MorningCountsPanel counts={counts} />
      {actionData && !actionData.ok ? (
        <div className="mt-4">
          <Alert tone="error">{actionData.error}</Alert>
        </div>
      ) : null}
      {actionData?.ok ? (
        <div className="mt-4">
          <Alert tone="success">{t("members:admin.saved")}</Alert>
        </div>
      ) : null}
      <Form method="get" className="mt-6 flex max-w-md flex-wrap items-end gap-2" role="search">
        <div className="min-w-0 flex-1">
          <label htmlFor="admin-q" className="block text-sm font-medium">
            {t("members:admin.search")}
          </label>
          <input
            id="admin-q"
            name="q"
            type="search"
            defaultValue={params.get("q") ?? ""}
            className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2"
          />
        </div>
        <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white">
          {t("members:admin.searchSubmit")}
        </button>
      </Form>
      <p className="mt-4 text-sm text-slate-700">{t("members:admin.count", { count: total })}</p>
      <div className="mt-2 md:overflow-x-auto">
        <table className="block w-full text-left text-sm md:table">
          <caption className="sr-only">{t("members:admin.title")}</caption>
          <thead className="hidden border-b border-slate-300 md:table-header-group">
            <tr>
              <th scope="col" className="px-2 py-2">
                {t("members:admin.columns.name")}
              </th>
              <th scope="col" className="px-2 py-2">
                {t("members:admin.columns.type")}
              </th>
              <th scope="col" className="px-2 py-2">
                {t("members:admin.columns.member")}
              </th>
              <th scope="col" className="px-2 py-2">
                {t("members:admin.columns.level")}
              </th>
              <th scope="col" className="px-2 py-2">
                {t("members:admin.columns.roles")}
              </th>
            </tr>
          </thead>
          <tbody className="block md:table-row-group">
            {rows.map((row) => (
              <tr
                key={row.id}
                className="mb-3 block rounded-lg border border-slate-200 p-2 align-top md:mb-0 md:table-row md:rounded-none md:border-0 md:border-b md:p-0"
                data-testid="admin-account"
              >
                <td className="block px-2 py-1 md:table-cell md:py-2">
                  <p className="break-words font-medium">{row.name}</p>
                  <p className="break-all text-slate-600">{row.email}</p>
                </td>
                <td className="block px-2 py-1 md:table-cell md:py-2">
                  <CellLabel>{t("members:admin.columns.type")}</CellLabel>
                  {t(`members:admin.kind.${row.kind}`)}
                </td>
                <td className="block px-2 py-1 md:table-cell md:py-2">
                  <CellLabel>{t("members:admin.columns.member")}</CellLabel>#{row.memberNumber}
                </td>
                <td className="block px-2 py-1 md:table-cell md:py-2">
                  <Form method="post" className="flex items-center gap-2">
                    <input type="hidden" name="accountId" value={row.id} />
                    <input type="hidden" name="change" value={row.kind === "company" ? "tier" : "level"} />
                    <label className="sr-only" htmlFor={`level-${row.id}`}>
                      {t("members:admin.columns.level")}
                    </label>
                    <select id={`level-${row.id}`} name="value" defaultValue={row.level} className="rounded border border-slate-400 px-2 py-1">
                      {(row.kind === "company" ? SUBSCRIPTION_TIERS : MEMBERSHIP_LEVELS).map((level) => (
                        <option key={level} value={level}>
                          {t(`levels.${level}`)}
                        </option>
                      ))}
                    </select>
                    <button type="submit" className="rounded border border-slate-300 px-2 py-1">
                      {t("members:admin.save")}
                    </button>
                  </Form>
                </td>
                <td className="block px-2 py-1 md:table-cell md:py-2">
                  <div className="flex flex-wrap gap-2">
                    <Form method="post">
                      <input type="hidden" name="accountId" value={row.id} />
                      <input type="hidden" name="change" value="admin" />
                      <button type="submit" name="value" value={row.isAdmin ? "false" : "true"} className="rounded border border-slate-300 px-2 py-1">
                        {row.isAdmin ? t("members:admin.removeAdmin") : t("members:admin.makeAdmin")}
                      </button>
                    </Form>
                    {row.kind === "individual" ? (
                      <Form method="post">
                        <input type="hidden" name="accountId" value={row.id} />
                        <input type="hidden" name="change" value="trainer" />
                        <button type="submit" name="value" value={row.isTrainer ? "false" : "true"} className="rounded border border-slate-300 px-2 py-1">
                          {row.isTrainer ? t("members:admin.removeTrainer") : t("members:admin.makeTrainer")}
                        </button>
                      </Form>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label={t("members:admin.pagination")} className="mt-6 flex items-center gap-4">
        {page > 1 ? (
          <Link to={pageLink(page - 1)} className="text-brand-700 underline">
            {t("members:admin.previous")}
          </Link>
        ) : null}
        <span className="text-sm">{t("members:admin.pageOf", { page, pages })}</span>
        {page < pages ? (
          <Link to={pageLink(page + 1)} className="text-brand-700 underline">
            {t("members:admin.next")}
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
