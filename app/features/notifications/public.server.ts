// The notifications feature's server rules as other features may use them: the service their reactions call, and its background for the shell (decision 052).

export { notificationsModule } from "./module.server";
export { type ImportedNotification, importNotifications } from "./notification-import.server";
export { bulkCreateNotifications, insertNotifications } from "./notifications.server";
export { hasRequiredFields, type NotifyRequest, notifyUsers } from "./notify.server";
