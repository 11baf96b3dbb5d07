// The notifications feature as other features may use it.
export type { ClientNotification } from "./client-notification";
export { onLiveNotification } from "./live-events";
export { type CatalogText, catalogText, type NotificationTextKey, notificationText, STATUS_TEXT_KEYS } from "./notification-texts";
export { useRevalidateOnLive } from "./use-live-revalidation";
