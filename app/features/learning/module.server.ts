import { z } from "zod";
import { consumer, type FeatureModule } from "~/lib/feature-module.server";
import type { EventsOf } from "~/lib/outbox/events";
import { ATTEMPT_DEADLINE_INTERVAL_MS, gradeLapsedAttempts } from "./assessment-deadlines.server";
import { CERTIFICATE_REMINDER_INTERVAL_MS, remindExpiringCertificates } from "./certificate-reminders.server";
import { courseCoverReferences, lessonFileReferences } from "./course-files.server";
import {
  notifyCertificateExpiring,
  notifyCertificateRenewed,
  notifyCertificateRevoked,
  notifyCertificateUnrevoked,
  notifyCourse,
} from "./learning-notifications.server";

const certificateChange = z.object({ certificateId: z.string(), userId: z.string(), courseTitle: z.string(), reason: z.string() });

const events = {
  "course.enrolled": z.object({ courseId: z.string(), userId: z.string(), title: z.string() }),
  /** Issue 36: an admin revoked a member's certificate; the holder is told why. */
  "certificate.revoked": certificateChange,
  /** Issue 40: an admin lifted a revocation after a correction; the holder is told why. */
  "certificate.unrevoked": certificateChange,
  /** Issue 40: a renewal issued `certificateId`, which supersedes `previousId`. */
  "certificate.renewed": z.object({ certificateId: z.string(), previousId: z.string(), userId: z.string(), courseTitle: z.string() }),
  /** Issue 40: a certificate expires in `days` days (60 or 7) on `expiresAt` (ISO). */
  "certificate.expiring": z.object({ certificateId: z.string(), userId: z.string(), courseTitle: z.string(), days: z.number(), expiresAt: z.string() }),
};

declare module "~/lib/outbox/events" {
  interface DomainEvents extends EventsOf<typeof events> {}
}

/**
 * Universidad RedAV's background (decision 052): an enrolment is confirmed; a revoked, restored,
 * renewed or expiring certificate is explained to its holder; every minute attempts past their time
 * limit are graded; hourly, holders of certificates near their expiry are reminded. Covers and lesson
 * PDFs are files in use.
 */
export const learningModule: FeatureModule = {
  name: "learning",
  events,
  consumers: [
    consumer("course.enrolled", "notifications.course", (ctx, event) => notifyCourse({ db: ctx.db, sourceEventId: event.id }, event.payload)),
    consumer("certificate.revoked", "notifications.certificate-revoked", (ctx, event) =>
      notifyCertificateRevoked({ db: ctx.db, sourceEventId: event.id }, event.payload),
    ),
    consumer("certificate.unrevoked", "notifications.certificate-unrevoked", (ctx, event) =>
      notifyCertificateUnrevoked({ db: ctx.db, sourceEventId: event.id }, event.payload),
    ),
    consumer("certificate.renewed", "notifications.certificate-renewed", (ctx, event) =>
      notifyCertificateRenewed({ db: ctx.db, sourceEventId: event.id }, event.payload),
    ),
    consumer("certificate.expiring", "notifications.certificate-expiring", (ctx, event) =>
      notifyCertificateExpiring({ db: ctx.db, sourceEventId: event.id }, event.payload),
    ),
  ],
  jobs: [
    { name: "learning.grade-lapsed-attempts", everyMs: ATTEMPT_DEADLINE_INTERVAL_MS, run: (ctx) => gradeLapsedAttempts(ctx) },
    { name: "learning.remind-expiring-certificates", everyMs: CERTIFICATE_REMINDER_INTERVAL_MS, run: (ctx) => remindExpiringCertificates(ctx) },
  ],
  files: [
    { bucket: "course-covers", finder: courseCoverReferences },
    { bucket: "course-files", finder: lessonFileReferences },
  ],
};
