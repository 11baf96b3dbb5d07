import { Mail } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { CountBadge } from "~/components/ui/count-badge";
import { onLiveNotification } from "~/features/notifications/public";
import { useTranslation } from "~/lib/i18n/react";
import { unreadMessageArrived, unreadMessagesCounted, unreadMessagesForgotten, useUnreadMessages } from "../unread-store";

/**
 * The header's messages link with the unread count: asked once when the header mounts, raised by
 * each live new-message notification, and set again whenever the messages page loads.
 */
export default function MessagesLink({ className }: { className: string }) {
  const { t } = useTranslation();
  const unread = useUnreadMessages();
  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/messages/unread", { signal: controller.signal, headers: { accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<{ unread: number }>) : null))
      .then((body) => {
        if (body) unreadMessagesCounted(body.unread);
      })
      .catch(() => {
        // offline or signed out meanwhile: the link still works, without a count
      });
    const stop = onLiveNotification((item) => {
      if (item.type === "message") unreadMessageArrived();
    });
    return () => {
      controller.abort();
      stop();
      unreadMessagesForgotten();
    };
  }, []);
  const count = unread ?? 0;
  return (
    <Link to="/messages" aria-label={count > 0 ? t("nav.messagesUnread", { count }) : t("nav.messages")} className={className}>
      <Mail aria-hidden="true" className="h-5 w-5" />
      <CountBadge count={count} testId="messages-count" />
    </Link>
  );
}
