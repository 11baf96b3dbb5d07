/**
 * The member's copy, in the order `datos.json` and `datos.html` show its sections (issue 25 §1). The
 * privacy centre owns this table of contents and each section's title (`privacy:export.sections.<name>`);
 * the features that hold the data register each section's query (personal-data.server.ts in each feature).
 */
export const EXPORT_CONTENTS = [
  "account",
  "profile",
  "formerHandles",
  "showCredits",
  "profileMedia",
  "kitItems",
  "companyProfile",
  "companyWebsite",
  "websiteRedirects",
  "sessions",
  "following",
  "followers",
  "messagesSent",
  "messagesReceived",
  "blocked",
  "reportsFiled",
  "reportsAboutMe",
  "suspension",
  "appeals",
  "applications",
  "availability",
  "availabilitySettings",
  "bookings",
  "bookingHistory",
  "reviewsWritten",
  "reviewsReceived",
  "jobAlerts",
  "jobOffers",
  "cvDownloadsOfMine",
  "cvDownloadsByMe",
  "talentLists",
  "talentNotes",
  "talentSearches",
  "notificationPreferences",
  "pushDevices",
  "savedItems",
  "enrollments",
  "lessonProgress",
  "certificates",
  "assessmentAttempts",
  "courseReviews",
  "courseReviewReplies",
  "learningTranscript",
  "eventRegistrations",
  "eventsOrganized",
  "calendarFeed",
  "coursesTaught",
  "documentsUploaded",
  "newsWritten",
  "levelRequests",
  "privacyRequests",
  "dataExports",
  "deletion",
  "adminActionsAboutMe",
  "adminActionsByMe",
  "newsletter",
  "mailSent",
] as const;

/** The name of one section of the member's copy. */
export type ExportSectionName = (typeof EXPORT_CONTENTS)[number];

/**
 * The steps of erasing an account, in the order they run in its one transaction: what others keep is
 * rewritten to name the ex-member first, then what named the member elsewhere goes, the account row last
 * (and with it, by foreign keys, every row that was only the member's).
 */
export const ERASURE_STEPS = [
  "messages",
  "notifications",
  "auditLog",
  "mailLog",
  "outbox",
  "requestLimits",
  "verificationTokens",
  "offerViews",
  "newsletter",
  "bookings",
  "learning",
  "account",
] as const;

/** The name of one step of an erasure. */
export type ErasureStepName = (typeof ERASURE_STEPS)[number];
