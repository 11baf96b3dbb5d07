import { useEffect } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Link } from "~/components/ui/link";
import { LocalTime } from "~/components/ui/local-time";
import { showToast } from "~/components/ui/toast";
import { counted } from "~/features/notifications/client-store";
import { NOTIFICATION_TYPES } from "~/features/notifications/constants";
import { changeNotifications, notificationFeed } from "~/features/notifications/feed.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { pageNumber, pageWindow } from "~/lib/paging";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/notifications";

const PAGE_SIZE = 20;

export const handle: TranslationHandle = { namespaces: ["members"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("members:notifications.title"), description: t("members:notifications.lead") }));
}

/** The page of the signed-in user's notifications the URL asks for (`show=unread`, `type`, `page`). */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = pageNumber(Number.parseInt(url.searchParams.get("page") ?? "1", 10));
  const unread = url.searchParams.get("show") === "unread";
  const type = url.searchParams.get("type") ?? "";
  const params = new URLSearchParams({
    offset: String(pageWindow(page, PAGE_SIZE).offset),
    limit: String(PAGE_SIZE),
    ...(unread ? { unread: "1" } : {}),
    ...(type ? { type } : {}),
  });
  return loaderAnswer(context, async (ctx) => ({ ...(await notificationFeed(ctx, params)), page, unreadOnly: unread, type }));
}

/** On client navigations, the members' translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("members", serverLoader);
}

/** Marks read, marks all read (of the filtered type) or deletes; answers which, for the page's message. */
export function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => ({ ...(await changeNotifications(ctx, values)), intent: values.intent }));
}

export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("members");
  const done = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { notifications, count, hasMore, page, unreadOnly, type, unread } = loaderData;

  useEffect(() => {
    if (done?.ok === true) {
      counted(done.unread);
      if (done.intent === "read-all") showToast(t("notifications.allRead"));
      if (done.intent === "delete") showToast(t("notifications.deleted"));
    }
  }, [done, t]);

  const pageLink = (target: number) => {
    const params = new URLSearchParams({
      ...(unreadOnly ? { show: "unread" } : {}),
      ...(type ? { type } : {}),
      ...(target > 1 ? { page: String(target) } : {}),
    });
    const query = params.toString();
    return query ? `?${query}` : ".";
  };
  const { offset } = pageWindow(page, PAGE_SIZE);
  const from = count === 0 ? 0 : offset + 1;
  const to = offset + notifications.length;
  const failure = done?.ok === false ? done.error : null;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">{t("notifications.title")}</h1>
      <p className="mt-2 text-slate-700">{t("notifications.lead")}</p>
      {failure ? (
        <div className="mt-4">
          <Alert tone="error">{failure}</Alert>
        </div>
      ) : null}

      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={t("notifications.filters.label")}>
          <div>
            <label htmlFor="filtro-mostrar" className="block text-sm font-medium">
              {t("notifications.filters.show")}
            </label>
            <select id="filtro-mostrar" name="show" defaultValue={unreadOnly ? "unread" : ""} className="mt-1 rounded-md border border-slate-300 px-3 py-2">
              <option value="">{t("notifications.filters.all")}</option>
              <option value="unread">{t("notifications.filters.unread")}</option>
            </select>
          </div>
          <div>
            <label htmlFor="filtro-tipo" className="block text-sm font-medium">
              {t("notifications.filters.type")}
            </label>
            <select id="filtro-tipo" name="type" defaultValue={type} className="mt-1 rounded-md border border-slate-300 px-3 py-2">
              <option value="">{t("notifications.filters.anyType")}</option>
              {Object.keys(NOTIFICATION_TYPES).map((key) => (
                <option key={key} value={key}>
                  {t(`notifications.types.${key}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="rounded-md border border-slate-300 px-4 py-2 font-medium hover:bg-slate-50">
            {t("notifications.filters.apply")}
          </button>
        </Form>
        {unread > 0 ? (
          <Form method="post">
            <input type="hidden" name="intent" value="read-all" />
            {type ? <input type="hidden" name="type" value={type} /> : null}
            <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
              {t("notifications.markAllRead")}
            </button>
          </Form>
        ) : null}
      </div>

      {notifications.length === 0 ? (
        <p className="mt-8 rounded-lg border border-slate-200 p-6 text-slate-700">
          {unreadOnly || type ? t("notifications.emptyFiltered") : t("notifications.empty")}
        </p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {notifications.map((item) => (
            <li key={item.id} className={`flex flex-col gap-2 p-4 sm:flex-row sm:items-start ${item.isRead ? "" : "bg-brand-50"}`}>
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {item.isRead ? null : (
                    <span className="mr-2 rounded bg-brand-700 px-1.5 py-0.5 text-xs font-bold text-white">{t("notifications.unreadBadge")}</span>
                  )}
                  {item.title}
                </p>
                <p className="text-slate-800">{item.message}</p>
                <LocalTime iso={item.createdAt} locale={i18n.language} />
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                {item.href ? (
                  <Link to={item.href} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50">
                    {t("notifications.open")}
                  </Link>
                ) : null}
                {item.isRead ? null : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="read" />
                    <input type="hidden" name="id" value={item.id} />
                    <button type="submit" disabled={busy} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50">
                      {t("notifications.markRead")}
                    </button>
                  </Form>
                )}
                <Form method="post">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={item.id} />
                  <button
                    type="submit"
                    disabled={busy}
                    aria-label={t("notifications.deleteNamed", { title: item.title })}
                    className="rounded-md border border-red-300 px-3 py-1.5 text-sm font-medium text-red-800 hover:bg-red-50"
                  >
                    {t("notifications.delete")}
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}

      {count > PAGE_SIZE ? (
        <nav aria-label={t("notifications.pagination.label")} className="mt-6 flex items-center justify-between">
          {page > 1 ? (
            <Link to={pageLink(page - 1)} className="rounded-md border border-slate-300 px-4 py-2 font-medium hover:bg-slate-50">
              {t("notifications.pagination.previous")}
            </Link>
          ) : (
            <span />
          )}
          <p className="text-sm text-slate-700">{t("notifications.pagination.status", { from, to, count })}</p>
          {hasMore ? (
            <Link to={pageLink(page + 1)} className="rounded-md border border-slate-300 px-4 py-2 font-medium hover:bg-slate-50">
              {t("notifications.pagination.next")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}

      <p className="mt-8 text-sm">
        <Link to="/settings/notifications" className="text-brand-700 underline">
          {t("notifications.preferencesLink")}
        </Link>
      </p>
    </div>
  );
}
