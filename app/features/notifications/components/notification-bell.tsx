import { useEffect, useId, useRef } from "react";
import { useLocation } from "react-router";
import { CountBadge } from "~/components/ui/count-badge";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { LocalTime } from "~/components/ui/local-time";
import { useDisclosure } from "~/components/ui/use-disclosure";
import { useTranslation } from "~/lib/i18n/react";
import { markAllRead, markRead, removeNotification, startCountRefresh, startFirstLoad, startLiveUpdates } from "../client-actions";
import { counted, resetNotifications, useNotifications } from "../client-store";

/**
 * The signed-in header's bell (loaded after hydration): the unread count, a panel with the latest
 * ten, live arrivals with a toast, and the links to the full list and the preferences. The count is
 * the server's from the document on (`serverUnread`), never a stale cached one, and follows it again
 * whenever the page's data is revalidated.
 */
export default function NotificationBell({ onLight, serverUnread }: { onLight: boolean; serverUnread: number }) {
  const { t, i18n } = useTranslation("members");
  const location = useLocation();
  const { open, toggle, buttonRef, panelRef } = useDisclosure(location.pathname);
  const panelId = useId();
  const { items, unread, initialised, emergency } = useNotifications();

  // The first render's count starts the bell; a later one (a revalidation after a change elsewhere) corrects it.
  const firstUnread = useRef(serverUnread);
  useEffect(() => {
    if (serverUnread !== firstUnread.current) counted(serverUnread);
    firstUnread.current = serverUnread;
  }, [serverUnread]);

  useEffect(() => {
    const stopLoad = startFirstLoad(firstUnread.current);
    const stopCount = startCountRefresh();
    let stopLive: () => void = () => {};
    // The live stream starts once the first load has had its chance, so it resumes after the newest item shown.
    const live = setTimeout(() => {
      stopLive = startLiveUpdates();
    }, 900);
    return () => {
      stopLoad();
      stopCount();
      clearTimeout(live);
      stopLive();
      // The bell leaves the header only at sign-out: the list, the count and the cache go with it.
      resetNotifications();
    };
  }, []);

  const label = unread > 0 ? t("common:notifications.bellUnread", { count: unread }) : t("notifications.bell");
  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={toggle}
        className={`relative rounded-md p-2 ${onLight ? "text-ink hover:bg-brand-50" : "text-white hover:bg-white/10"}`}
      >
        <Icon name="bell" aria-hidden="true" className="h-5 w-5" />
        <CountBadge count={unread} testId="notification-count" />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="fixed inset-x-4 top-16 rounded-lg border border-slate-200 bg-white text-ink shadow-lg sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:w-80"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          {/* Not a heading: the header comes before the page's h1, so a heading here would break the page's outline. */}
          <p className="text-sm font-semibold">{t("notifications.title")}</p>
          {unread > 0 ? (
            <button type="button" onClick={() => markAllRead(t)} className="text-xs font-medium text-brand-700 underline">
              {t("notifications.markAllRead")}
            </button>
          ) : null}
        </div>
        {emergency ? <p className="bg-amber-50 px-4 py-2 text-xs text-amber-900">{t("notifications.offline")}</p> : null}
        {!initialised && items.length === 0 ? (
          <p className="px-4 py-6 text-sm text-slate-700">{t("notifications.loading")}</p>
        ) : items.length === 0 ? (
          <p className="px-4 py-6 text-sm text-slate-700">{t("notifications.empty")}</p>
        ) : (
          <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
            {items.map((item) => (
              <li key={item.id} className={`flex items-start gap-2 px-4 py-3 ${item.isRead ? "" : "bg-brand-50"}`}>
                <Link
                  to={item.href ?? "/notifications"}
                  onClick={() => {
                    if (!item.isRead) void markRead(t, item.id);
                  }}
                  className="min-w-0 flex-1"
                >
                  <span className="block text-sm font-semibold">
                    {item.isRead ? null : <span className="sr-only">{t("notifications.unreadBadge")}: </span>}
                    {item.title}
                  </span>
                  <span className="block text-sm text-slate-800">{item.message}</span>
                  <LocalTime iso={item.createdAt} locale={i18n.language} />
                </Link>
                <button
                  type="button"
                  onClick={() => removeNotification(t, item.id)}
                  aria-label={t("notifications.deleteNamed", { title: item.title })}
                  className="rounded p-1 text-slate-600 hover:bg-slate-100"
                >
                  <Icon name="trash" aria-hidden="true" className="h-4 w-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <ul className="flex flex-wrap justify-between gap-x-4 gap-y-2 border-t border-slate-200 px-4 py-3 text-sm">
          <li>
            <Link to="/notifications" className="font-medium text-brand-700 underline">
              {t("notifications.viewAll")}
            </Link>
          </li>
          <li>
            <Link to="/settings/notifications" className="text-slate-700 underline">
              {t("notifications.preferencesLink")}
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
