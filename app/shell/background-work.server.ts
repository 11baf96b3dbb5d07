import { registerVerificationMail } from "~/features/accounts/verification-mail.server";
import { AVAILABILITY_UPKEEP_INTERVAL_MS, deletePastMarks, remindQuietCalendars } from "~/features/availability/public.server";
import { siteImageReferences } from "~/features/company-sites/public.server";
import { eventCoverReferences } from "~/features/events/public.server";
import { deleteOldOfferViews, OFFER_VIEWS_CLEANUP_INTERVAL_MS } from "~/features/jobs/offer-views-cleanup.server";
import { applicationCvReferences } from "~/features/jobs/public.server";
import { courseCoverReferences, lessonFileReferences } from "~/features/learning/public.server";
import { libraryFileReferences } from "~/features/library/public.server";
import { newsImageReferences } from "~/features/news/public.server";
import { CLEANUP_INTERVAL_MS } from "~/features/notifications/constants";
import { registerNotificationConsumers } from "~/features/notifications/consumers.server";
import { deleteOldNotifications } from "~/features/notifications/notifications.server";
import { registerPrivacyWork } from "~/features/privacy/background.server";
import { companyLogoReferences, profileCvReferences, profilePhotoReferences } from "~/features/profiles/public.server";
import { every } from "~/lib/jobs/periodic.server";
import { registerMailConsumer } from "~/lib/mail/mail-queue.server";
import { deleteProcessedEvents } from "~/lib/outbox/retention.server";
import { deleteEndedLimits, LIMITS_CLEANUP_INTERVAL_MS } from "~/lib/rate-limit.server";
import { ORPHAN_SWEEP_INTERVAL_MS, registerFileReferences, sweepOrphanFiles } from "~/lib/storage/orphans.server";

/** Registers every outbox consumer and periodic job (called once at start-up, and by the test setup). */
export function registerBackgroundWork(): void {
  registerMailConsumer();
  registerVerificationMail();
  registerNotificationConsumers();
  every("notifications.cleanup", CLEANUP_INTERVAL_MS, (ctx) => deleteOldNotifications(ctx.db, ctx.now()));
  every("outbox.retention", CLEANUP_INTERVAL_MS, (ctx) => deleteProcessedEvents(ctx.db, ctx.now()));
  every("rate-limits.cleanup", LIMITS_CLEANUP_INTERVAL_MS, (ctx) => deleteEndedLimits(ctx.db, ctx.now()));
  every("jobs.offer-views-cleanup", OFFER_VIEWS_CLEANUP_INTERVAL_MS, (ctx) => deleteOldOfferViews(ctx.db, ctx.now()));
  every("availability.past-marks", AVAILABILITY_UPKEEP_INTERVAL_MS, (ctx) => deletePastMarks(ctx));
  every("availability.reminders", AVAILABILITY_UPKEEP_INTERVAL_MS, (ctx) => remindQuietCalendars(ctx));
  registerFileReferences("profile-images", profilePhotoReferences);
  registerFileReferences("company-logos", companyLogoReferences);
  for (const bucket of ["company-logos", "hero-images", "gallery-images", "company-products"] as const)
    registerFileReferences(bucket, siteImageReferences(bucket));
  registerFileReferences("cvs", profileCvReferences);
  registerFileReferences("cvs", applicationCvReferences);
  registerFileReferences("course-covers", courseCoverReferences);
  registerFileReferences("course-files", lessonFileReferences);
  registerFileReferences("news-images", newsImageReferences);
  registerFileReferences("event-images", eventCoverReferences);
  registerFileReferences("library-files", libraryFileReferences);
  registerPrivacyWork();
  every("storage.orphans", ORPHAN_SWEEP_INTERVAL_MS, (ctx) => sweepOrphanFiles(ctx));
}
