import { Bell } from "lucide-react";
import { lazy } from "react";
import { Link } from "react-router";
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
 * link to /notifications; once the page runs, the live bell (its own chunk, never shipped to
 * visitors) takes its place.
 */
export function NotificationBellSlot({ onLight }: { onLight: boolean }) {
  const { t } = useTranslation();
  return (
    <AfterHydration
      fallback={
        <Link
          to="/notifications"
          aria-label={t("notifications.bell")}
          className={`rounded-md p-2 ${onLight ? "text-ink hover:bg-brand-50" : "text-white hover:bg-white/10"}`}
        >
          <Bell aria-hidden="true" className="h-5 w-5" />
        </Link>
      }
    >
      <NotificationBell onLight={onLight} />
    </AfterHydration>
  );
}
