import { lazy } from "react";
import { CountBadge } from "~/components/ui/count-badge";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { ensureClientNamespace } from "~/lib/i18n/client-translations";
import { useTranslation } from "~/lib/i18n/react";
import { AfterHydration } from "./after-hydration";

// The bell's chunk and the members' translations it speaks arrive together.
const NotificationBell = lazy(async () => {
  const [bell] = await Promise.all([import("~/features/notifications/components/notification-bell"), ensureClientNamespace("members")]);
  return bell;
});

/**
 * The bell's place in the signed-in header. The server (and a browser without JavaScript) shows a
 * link to /notifications with the unread count the document carries; once the page runs, the live
 * bell (its own chunk, never shipped to visitors) takes its place, starting from that same count.
 */
export function NotificationBellSlot({ onLight, unread }: { onLight: boolean; unread: number }) {
  const { t } = useTranslation();
  return (
    <AfterHydration
      fallback={
        <Link
          to="/notifications"
          aria-label={unread > 0 ? t("notifications.bellUnread", { count: unread }) : t("notifications.bell")}
          className={`relative rounded-md p-2 ${onLight ? "text-ink hover:bg-brand-50" : "text-white hover:bg-white/10"}`}
        >
          <Icon name="bell" aria-hidden="true" className="h-5 w-5" />
          <CountBadge count={unread} testId="notification-count" />
        </Link>
      }
    >
      <NotificationBell onLight={onLight} serverUnread={unread} />
    </AfterHydration>
  );
}
