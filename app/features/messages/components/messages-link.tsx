import { useEffect } from "react";
import { CountBadge } from "~/components/ui/count-badge";
import { Icon } from "~/components/ui/icon";
import { Link } from "~/components/ui/link";
import { onLiveNotification } from "~/features/notifications/public";
import { useTranslation } from "~/lib/i18n/react";
import { unreadMessageArrived, unreadMessagesCounted, unreadMessagesForgotten, useUnreadMessages } from "../unread-store";

/**
 * The header's messages link with the unread count: the server's from the document (and again after
 * each revalidation), raised by each live new-message notification, and set again whenever the
 * messages page loads.
 */
export default function MessagesLink({ className, serverUnread }: { className: string; serverUnread: number }) {
  const { t } = useTranslation();
  const unread = useUnreadMessages();
  useEffect(() => unreadMessagesCounted(serverUnread), [serverUnread]);
  useEffect(() => {
    const stop = onLiveNotification((item) => {
      if (item.type === "message") unreadMessageArrived();
    });
    return () => {
      stop();
      unreadMessagesForgotten();
    };
  }, []);
  const count = unread ?? serverUnread;
  return (
    <Link to="/messages" aria-label={count > 0 ? t("nav.messagesUnread", { count }) : t("nav.messages")} className={className}>
      <Icon name="mail" aria-hidden="true" className="h-5 w-5" />
      <CountBadge count={count} testId="messages-count" />
    </Link>
  );
}
