/** Spec §9: the list's default page size. */
export const DEFAULT_PAGE_SIZE = 20;
/** Spec §9: notifications older than this many days are deleted by the daily cleanup. */
export const RETENTION_DAYS = 60;
/** Spec §9: the cleanup runs every 24 hours. */
export const CLEANUP_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Longest title and message we store (the spec sets none; a notification is a short line). */
export const NOTIFICATION_MAX = { title: 200, message: 2000 } as const;

/**
 * The notification types, each with whether it is shown in the app, sent by e-mail and sent to the
 * member's devices by Web Push unless the member chose otherwise. Push is on by default only where
 * someone waits for an answer or a deadline runs (a message, an application and its answer, a booking
 * step, a certificate, a talent match, a job): a phone that buzzes for every follow or article gets
 * its notifications turned off altogether.
 */
export const NOTIFICATION_TYPES = {
  system: { inApp: true, byEmail: false, byPush: false },
  welcome: { inApp: true, byEmail: false, byPush: false },
  follow: { inApp: true, byEmail: false, byPush: false },
  message: { inApp: true, byEmail: true, byPush: true },
  application: { inApp: true, byEmail: false, byPush: true },
  application_status: { inApp: true, byEmail: true, byPush: true },
  job: { inApp: true, byEmail: false, byPush: true },
  news: { inApp: true, byEmail: false, byPush: false },
  course: { inApp: true, byEmail: false, byPush: false },
  event: { inApp: true, byEmail: false, byPush: false },
  /** Issue 27: the gentle reminder to update one's availability after 30 days. */
  availability: { inApp: true, byEmail: true, byPush: false },
  /** Issue 36: a certificate of the member's was revoked, with the reason. */
  certificate: { inApp: true, byEmail: true, byPush: true },
  /** Issue 39: every step of a booking (requests, options, confirmations, challenges, cancellations) and of its reviews. */
  booking: { inApp: true, byEmail: true, byPush: true },
  /** Issue 41: a company's saved talent search has a new match (a new technician, or one now free on its dates). */
  talent: { inApp: true, byEmail: true, byPush: true },
} as const satisfies Record<string, { inApp: boolean; byEmail: boolean; byPush: boolean }>;
export type NotificationType = keyof typeof NOTIFICATION_TYPES;

/** True for a type the app knows (free-form types from an admin broadcast count as system). */
export function isNotificationType(value: string): value is NotificationType {
  return Object.hasOwn(NOTIFICATION_TYPES, value);
}

/** Issue 42: how long a push service keeps a notification for a device that is off (a day: later it is news no more). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** Issue 42: the most devices a member receives pushes on; a new one replaces the oldest. */
export const PUSH_DEVICES_MAX = 10;
/** Issue 42: the longest text a push shows (lock screens show two or three lines; the payload stays far below the 4 KiB push services take). */
export const PUSH_BODY_MAX = 300;
/** Issue 42: turning push on is a few requests a day; more in an hour from one member is a script. */
export const PUSH_SUBSCRIPTIONS_PER_HOUR = { name: "push-subscribe", max: 20, windowSeconds: 60 * 60 };
