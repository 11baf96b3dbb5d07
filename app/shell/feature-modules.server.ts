import { accountsModule } from "~/features/accounts/public.server";
import { availabilityModule } from "~/features/availability/public.server";
import { bookingsModule } from "~/features/bookings/public.server";
import { companySitesModule } from "~/features/company-sites/public.server";
import { eventsModule } from "~/features/events/public.server";
import { followsModule } from "~/features/follows/public.server";
import { jobsModule } from "~/features/jobs/public.server";
import { learningModule } from "~/features/learning/public.server";
import { libraryModule } from "~/features/library/public.server";
import { membershipModule } from "~/features/membership/public.server";
import { messagesModule } from "~/features/messages/public.server";
import { moderationModule } from "~/features/moderation/public.server";
import { newsModule } from "~/features/news/public.server";
import { newsletterModule } from "~/features/newsletter/public.server";
import { notificationsModule } from "~/features/notifications/public.server";
import { privacyModule } from "~/features/privacy/public.server";
import { profilesModule } from "~/features/profiles/public.server";
import { recruitingModule } from "~/features/recruiting/public.server";
import { technicianPagesModule } from "~/features/technician-pages/public.server";
import type { FeatureModule } from "~/lib/feature-module.server";
import { mailQueueModule } from "~/lib/mail/mail-queue.server";

/**
 * Every module with background work: lib's mail queue, then each feature's module.server.ts through its public.server.ts
 * (decision 052). A new feature with events, reactions, mails, periodic jobs or files adds its module here.
 * Follows comes before jobs: a new offer's followers are told before the job alerts are matched.
 */
export const BACKGROUND_MODULES: readonly FeatureModule[] = [
  mailQueueModule,
  accountsModule,
  followsModule,
  messagesModule,
  jobsModule,
  learningModule,
  eventsModule,
  privacyModule,
  membershipModule,
  availabilityModule,
  notificationsModule,
  newsModule,
  moderationModule,
  newsletterModule,
  companySitesModule,
  profilesModule,
  libraryModule,
  technicianPagesModule,
  bookingsModule,
  recruitingModule,
];
