import { accountsPersonalData } from "~/features/accounts/personal-data.server";
import { availabilityPersonalData } from "~/features/availability/personal-data.server";
import { bookingsPersonalData } from "~/features/bookings/public.server";
import { companySitesPersonalData } from "~/features/company-sites/personal-data.server";
import { eventsPersonalData } from "~/features/events/personal-data.server";
import { followsPersonalData } from "~/features/follows/personal-data.server";
import { jobsPersonalData } from "~/features/jobs/personal-data.server";
import { learningPersonalData } from "~/features/learning/personal-data.server";
import { libraryPersonalData } from "~/features/library/personal-data.server";
import { membershipPersonalData } from "~/features/membership/personal-data.server";
import { messagesPersonalData } from "~/features/messages/personal-data.server";
import { moderationPersonalData } from "~/features/moderation/personal-data.server";
import { newsPersonalData } from "~/features/news/personal-data.server";
import { newsletterPersonalData } from "~/features/newsletter/personal-data.server";
import { notificationsPersonalData } from "~/features/notifications/personal-data.server";
import { privacyPersonalData } from "~/features/privacy/public.server";
import { profilesPersonalData } from "~/features/profiles/personal-data.server";
import { recruitingPersonalData } from "~/features/recruiting/public.server";
import { savedPersonalData } from "~/features/saved/personal-data.server";
import { technicianPagesPersonalData } from "~/features/technician-pages/personal-data.server";
import { registerPersonalDataPart } from "~/lib/personal-data.server";

/**
 * Registers every feature's part of a member's personal data with the privacy centre (called once at
 * start-up, beside registerBackgroundWork, and by the test setup). A company's website is taken offline
 * before its offers close, as before the registry.
 */
export function registerPersonalData(): void {
  for (const part of [
    accountsPersonalData,
    profilesPersonalData,
    technicianPagesPersonalData,
    companySitesPersonalData,
    followsPersonalData,
    messagesPersonalData,
    moderationPersonalData,
    jobsPersonalData,
    availabilityPersonalData,
    bookingsPersonalData,
    recruitingPersonalData,
    notificationsPersonalData,
    savedPersonalData,
    learningPersonalData,
    eventsPersonalData,
    libraryPersonalData,
    newsPersonalData,
    membershipPersonalData,
    privacyPersonalData,
    newsletterPersonalData,
  ]) {
    registerPersonalDataPart(part);
  }
}
