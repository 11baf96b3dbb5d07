import { z } from "zod";
import { consumer, type FeatureModule } from "~/lib/feature-module.server";
import type { EventsOf } from "~/lib/outbox/events";
import { BOOKING_NOTICES } from "./booking-notices";
import { notifyBookingNotice } from "./booking-notifications.server";
import { BOOKING_UPKEEP_INTERVAL_MS, settleDueBookings } from "./booking-upkeep.server";
import { publishDueReviews, REVIEW_PUBLICATION_INTERVAL_MS } from "./review-publication.server";

const events = {
  /** A step of a booking or a review that `recipientIds` are told about (in-app, live, e-mail by preference). */
  "booking.notice": z.object({
    bookingId: z.string(),
    notice: z.enum(BOOKING_NOTICES),
    recipientIds: z.array(z.string()).min(1),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
  }),
  /** The company said the work was done: the technician's page gains a verified credit (technician-pages reacts). */
  "booking.completed": z.object({
    bookingId: z.string(),
    technicianId: z.string(),
    companyId: z.string(),
    production: z.string(),
    role: z.string(),
    venue: z.string().nullable(),
    city: z.string(),
    country: z.string(),
    startsOn: z.string(),
    endsOn: z.string(),
  }),
};

declare module "~/lib/outbox/events" {
  interface DomainEvents extends EventsOf<typeof events> {}
}

/**
 * The bookings' background (decision 052): each step's notice becomes notifications; every minute
 * options and unanswered requests past their day expire and lapsed challenges release (the next
 * option moves up); hourly, reviews whose 14 days are over are published.
 */
export const bookingsModule: FeatureModule = {
  name: "bookings",
  events,
  consumers: [
    consumer("booking.notice", "notifications.booking-notice", (ctx, event) => notifyBookingNotice({ db: ctx.db, sourceEventId: event.id }, event.payload)),
  ],
  jobs: [
    { name: "bookings.settle-due", everyMs: BOOKING_UPKEEP_INTERVAL_MS, run: (ctx) => settleDueBookings(ctx) },
    { name: "bookings.publish-reviews", everyMs: REVIEW_PUBLICATION_INTERVAL_MS, run: (ctx) => publishDueReviews(ctx) },
  ],
};
