/** Spec §9: the list's default page size. */
export const DEFAULT_PAGE_SIZE = 20;
/** Spec §9: notifications older than this many days are deleted by the daily cleanup. */
export const RETENTION_DAYS = 60;
/** Spec §9: the cleanup runs every 24 hours. */
export const CLEANUP_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Longest title and message we store (the spec sets none; a notification is a short line). */
export const NOTIFICATION_MAX = { title: 200, message: 2000 } as const;

/** The notification types, each with whether it is shown in the app and sent by e-mail unless the member chose otherwise. */
export const NOTIFICATION_TYPES = {
  system: { inApp: true, byEmail: false },
  welcome: { inApp: true, byEmail: false },
  follow: { inApp: true, byEmail: false },
  message: { inApp: true, byEmail: true },
  application: { inApp: true, byEmail: false },
  application_status: { inApp: true, byEmail: true },
  job: { inApp: true, byEmail: false },
  news: { inApp: true, byEmail: false },
  course: { inApp: true, byEmail: false },
  event: { inApp: true, byEmail: false },
  /** Issue 27: the gentle reminder to update one's availability after 30 days. */
  availability: { inApp: true, byEmail: true },
  /** Issue 36: a certificate of the member's was revoked, with the reason. */
  certificate: { inApp: true, byEmail: true },
  /** Issue 39: every step of a booking (requests, options, confirmations, challenges, cancellations) and of its reviews. */
  booking: { inApp: true, byEmail: true },
} as const satisfies Record<string, { inApp: boolean; byEmail: boolean }>;
export type NotificationType = keyof typeof NOTIFICATION_TYPES;

/** True for a type the app knows (free-form types from an admin broadcast count as system). */
export function isNotificationType(value: string): value is NotificationType {
  return Object.hasOwn(NOTIFICATION_TYPES, value);
}
