/** A notification as the browser receives it (dates as ISO strings). */
export type ClientNotification = {
  id: number;
  title: string;
  message: string;
  type: string;
  isRead: boolean;
  createdAt: string;
  href: string | null;
};

type Row = {
  id: number;
  title: string;
  message: string;
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
      return "/calendar";
    case "course":
      return "/university";
    case "news":
      return "/news";
    default:
      return null;
  }
}

/** The browser's view of a row. */
export function toClientNotification(row: Row): ClientNotification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.notificationType,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    href: notificationHref(row.relatedEntityType, row.relatedEntityId),
  };
}
