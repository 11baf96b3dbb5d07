import type { TFunction } from "~/lib/i18n/translator";
import { notificationText, type StoredText } from "./notification-texts";

/** A notification as the browser receives it: title and message in the reader's language, dates as ISO strings. */
export type ClientNotification = {
  id: number;
  title: string;
  message: string;
  type: string;
  isRead: boolean;
  createdAt: string;
  href: string | null;
};

type Row = StoredText & {
  id: number;
  notificationType: string;
  isRead: boolean;
  createdAt: Date;
  relatedEntityType: string | null;
  relatedEntityId: string | null;
};

/** Where a notification leads: what it is about, when the app has a page for it. */
function notificationHref(entityType: string | null, entityId: string | null): string | null {
  if (!entityType) return null;
  switch (entityType) {
    case "profile":
      return entityId ? `/profile/${encodeURIComponent(entityId)}` : "/profile";
    case "conversation":
      return entityId ? `/messages?con=${encodeURIComponent(entityId)}` : "/messages";
    case "job_application":
      return "/member/applications";
    case "job_offer":
      return entityId ? `/company/jobs/${encodeURIComponent(entityId)}/applications` : "/company/jobs";
    case "job":
      return entityId ? `/jobs/${encodeURIComponent(entityId)}` : "/jobs";
    case "event":
      return entityId ? `/calendar/${encodeURIComponent(entityId)}` : "/calendar";
    case "course":
      return "/courses";
    case "news":
      return entityId ? `/news/${encodeURIComponent(entityId)}` : "/news";
    case "availability":
      return "/profile/availability";
    case "booking":
      return entityId ? `/bookings/${encodeURIComponent(entityId)}` : "/bookings";
    case "talent_search":
      return entityId ? `/company/searches/${encodeURIComponent(entityId)}` : "/company/searches";
    case "certificate":
      return entityId ? `/certificates/${encodeURIComponent(entityId)}` : "/courses";
    default:
      return null;
  }
}

/** The browser's view of a row, its texts rendered by the reader's translator. */
export function toClientNotification(row: Row, t: TFunction): ClientNotification {
  return {
    id: row.id,
    ...notificationText(row, t),
    type: row.notificationType,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    href: notificationHref(row.relatedEntityType, row.relatedEntityId),
  };
}
