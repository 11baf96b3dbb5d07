import { z } from "zod";
import { consumer, type FeatureModule } from "~/lib/feature-module.server";
import type { EventsOf } from "~/lib/outbox/events";
import { courseCoverReferences, lessonFileReferences } from "./course-files.server";
import { notifyCertificateRevoked, notifyCourse } from "./learning-notifications.server";

const events = {
  "course.enrolled": z.object({ courseId: z.string(), userId: z.string(), title: z.string() }),
  /** Issue 36: an admin revoked a member's certificate; the holder is told why. */
  "certificate.revoked": z.object({ certificateId: z.string(), userId: z.string(), courseTitle: z.string(), reason: z.string() }),
};

declare module "~/lib/outbox/events" {
  interface DomainEvents extends EventsOf<typeof events> {}
}

/** Universidad RedAV's background (decision 052): an enrolment is confirmed and a revoked certificate explained to its holder; covers and lesson PDFs are files in use. */
export const learningModule: FeatureModule = {
  name: "learning",
  events,
  consumers: [
    consumer("course.enrolled", "notifications.course", (ctx, event) => notifyCourse({ db: ctx.db, sourceEventId: event.id }, event.payload)),
    consumer("certificate.revoked", "notifications.certificate-revoked", (ctx, event) =>
      notifyCertificateRevoked({ db: ctx.db, sourceEventId: event.id }, event.payload),
    ),
  ],
  files: [
    { bucket: "course-covers", finder: courseCoverReferences },
    { bucket: "course-files", finder: lessonFileReferences },
  ],
};
