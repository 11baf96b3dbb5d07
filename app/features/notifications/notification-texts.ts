import { shownText } from "~/lib/i18n/stored-text";
import type { TFunction } from "~/lib/i18n/translator";

/**
 * Every text a notification can be stored with: a key of `catalog:notifications` and the parameters
 * it is rendered with (house rule 11). The Spanish catalog holds the spec's texts; en and pt translate them.
 */
export const NOTIFICATION_TEXTS = {
  "applicationReceived.title": [],
  "applicationReceived.message": ["applicantName", "jobTitle"],
  "applicationStatus.title": ["jobTitle"],
  "applicationStatus.pending": [],
  "applicationStatus.reviewed": [],
  "applicationStatus.contacted": [],
  "applicationStatus.accepted": [],
  "applicationStatus.rejected": [],
  "welcome.title": [],
  "welcome.member": [],
  "welcome.company": [],
  "event.title": [],
  "event.message": ["title"],
  "course.title": [],
  "course.message": ["title"],
  "follow.title": [],
  "follow.message": ["name"],
  "follow.withOthers": ["name", "count"],
  "message.title": ["senderName"],
  "message.subject": ["subject"],
  "message.noSubject": [],
  "jobFromCompany.title": ["companyName"],
  "jobFromCompany.message": ["jobTitle"],
  "jobAlert.title": [],
  "jobAlert.message": ["jobTitle"],
  "news.title": [],
  "news.message": ["title"],
  "eventSpot.title": [],
  "eventSpot.message": ["title"],
  "certificateRevoked.title": [],
  "certificateRevoked.message": ["title", "reason"],
  "certificateUnrevoked.title": [],
  "certificateUnrevoked.message": ["title", "reason"],
  "certificateRenewed.title": [],
  "certificateRenewed.message": ["title"],
  "certificateExpiring.title": [],
  "certificateExpiring.message": ["title", "days"],
  "levelApproved.title": [],
  "levelRefused.title": [],
  "levelRefused.message": [],
  "levelChanged.title": [],
  "level.bronze": [],
  "level.silver": [],
  "level.gold": [],
  "privacyExport.title": [],
  "privacyExport.message": [],
  "privacyAnswer.title": [],
  "privacyAnswer.message": [],
  "availabilityReminder.title": [],
  "availabilityReminder.message": [],
  /** Issue 39: every step of a booking and of its reviews (booking-notices.ts); an accepted request reads its first and second option in words. */
  "booking.requested.title": [],
  "booking.requested.message": ["companyName", "production"],
  "booking.withdrawn.title": [],
  "booking.withdrawn.message": ["companyName", "production"],
  "booking.accepted.title": [],
  "booking.accepted.message": ["technicianName", "production", "rank"],
  "booking.accepted.first": ["technicianName", "production"],
  "booking.accepted.second": ["technicianName", "production"],
  "booking.declined.title": [],
  "booking.declined.message": ["technicianName", "production"],
  "booking.expired.title": [],
  "booking.expired.message": ["production"],
  "booking.movedUp.title": [],
  "booking.movedUp.message": ["production"],
  "booking.confirmRequested.title": [],
  "booking.confirmRequested.message": ["companyName", "production"],
  "booking.confirmed.title": [],
  "booking.confirmed.message": ["production"],
  "booking.challenged.title": [],
  "booking.challenged.message": ["production", "hours"],
  "booking.challengeLapsed.title": [],
  "booking.challengeLapsed.message": ["production"],
  "booking.released.title": [],
  "booking.released.message": ["companyName", "production"],
  "booking.cancelled.title": [],
  "booking.cancelled.message": ["name", "production"],
  "booking.completed.title": [],
  "booking.completed.message": ["companyName", "production"],
  "booking.noShow.title": [],
  "booking.noShow.message": ["companyName", "production"],
  "booking.reviewReceived.title": [],
  "booking.reviewReceived.message": ["name", "production"],
  "booking.reviewsPublished.title": [],
  "booking.reviewsPublished.message": ["production"],
  "booking.reviewReplied.title": [],
  "booking.reviewReplied.message": ["name", "production"],
  "booking.reviewHidden.title": [],
  "booking.reviewHidden.message": ["production"],
  /** Issue 41: a saved talent search's alerts ('search': the search's name; 'name': the technician's). */
  "talentNew.title": ["search"],
  "talentNew.message": ["name", "search"],
  "talentFree.title": ["search"],
  "talentFree.message": ["name", "search"],
} as const satisfies Record<string, readonly string[]>;
export type NotificationTextKey = keyof typeof NOTIFICATION_TEXTS;

/** Spec §4: the text of each application status for the applicant (keys whose Spanish is the spec's). */
export const STATUS_TEXT_KEYS = {
  pending: "applicationStatus.pending",
  reviewed: "applicationStatus.reviewed",
  contacted: "applicationStatus.contacted",
  accepted: "applicationStatus.accepted",
  rejected: "applicationStatus.rejected",
} as const satisfies Record<string, NotificationTextKey>;

export type NotificationParams = Record<string, string | number>;
/** How a notification the app writes is stored: its title's and message's keys and their parameters. */
export type CatalogText = { titleKey: NotificationTextKey; messageKey: NotificationTextKey; params: NotificationParams };

/** The stored form of a catalog notification (never a sentence: the reader's language renders it). */
export function catalogText(titleKey: NotificationTextKey, messageKey: NotificationTextKey, params: NotificationParams = {}): CatalogText {
  return { titleKey, messageKey, params };
}

/** What a row holds of its texts: keys and parameters, or the literal text a person wrote. */
export type StoredText = { title: string | null; message: string | null; titleKey: string | null; messageKey: string | null; params: unknown };

function isTextKey(key: string): key is NotificationTextKey {
  return Object.hasOwn(NOTIFICATION_TEXTS, key);
}

/** One stored text in the translator's language: a known key with its declared parameters only (a stored name or subject rendered in that language too), else the literal text. */
function rendered(t: TFunction, key: string | null, literal: string | null, params: Record<string, unknown>): string {
  if (!key || !isTextKey(key)) return literal ?? "";
  const shown = (value: unknown) => (typeof value === "string" ? shownText(t, value) : value);
  const values = Object.fromEntries((NOTIFICATION_TEXTS[key] as readonly string[]).map((name) => [name, shown(params[name])]));
  return t(`catalog:notifications.${key}`, values);
}

/** A notification's title and message in the reader's language (the translator's): catalog keys rendered with their parameters, an admin's literal text as written. */
export function notificationText(row: StoredText, t: TFunction): { title: string; message: string } {
  const params = row.params && typeof row.params === "object" ? (row.params as Record<string, unknown>) : {};
  return { title: rendered(t, row.titleKey, row.title, params), message: rendered(t, row.messageKey, row.message, params) };
}
