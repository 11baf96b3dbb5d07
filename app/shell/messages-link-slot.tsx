import { lazy } from "react";
import { CountBadge } from "~/components/ui/count-badge";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/lib/i18n/react";
import { AfterHydration } from "./after-hydration";

// The live count is its own chunk, never shipped to visitors.
const MessagesLink = lazy(() => import("~/features/messages/components/messages-link"));

/**
 * The messages link in the signed-in header. The server (and a browser without JavaScript) shows the
 * link with the unread count the document carries; once the page runs, the link with the live count
 * takes its place, starting from that same count.
 */
export function MessagesLinkSlot({ onLight, unread }: { onLight: boolean; unread: number }) {
  const { t } = useTranslation();
  const className = `relative rounded-md p-2 ${onLight ? "text-ink hover:bg-brand-50" : "text-white hover:bg-white/10"}`;
  return (
    <AfterHydration
      fallback={
        <Link to="/messages" aria-label={unread > 0 ? t("nav.messagesUnread", { count: unread }) : t("nav.messages")} className={className}>
          <Icon name="mail" aria-hidden="true" className="h-5 w-5" />
          <CountBadge count={unread} testId="messages-count" />
        </Link>
      }
    >
      <MessagesLink className={className} serverUnread={unread} />
    </AfterHydration>
  );
}
