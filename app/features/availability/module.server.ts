import { z } from "zod";
import { consumer, type FeatureModule } from "~/lib/feature-module.server";
import type { EventsOf } from "~/lib/outbox/events";
import { notifyAvailabilityReminder } from "./reminder-notifications.server";
import { AVAILABILITY_UPKEEP_INTERVAL_MS, deletePastMarks, remindQuietCalendars } from "./upkeep.server";

const events = {
  /** Issue 27: technicians whose calendar went 30 days without a change (a page of them), to be reminded gently. */
  "availability.reminder_due": z.object({ userIds: z.array(z.string()) }),
  /** Issue 41: a technician's days changed (their marks, or a booking's hold on them) between `from` and `to` (YYYY-MM-DD): saved talent searches with dates are matched again. */
  "availability.changed": z.object({ userId: z.string(), from: z.string(), to: z.string() }),
};

declare module "~/lib/outbox/events" {
  interface DomainEvents extends EventsOf<typeof events> {}
}

/** The calendar of availability's background (decision 052): daily, past days are deleted and quiet calendars' owners reminded (the reminder is a notification). */
export const availabilityModule: FeatureModule = {
  name: "availability",
  events,
  consumers: [
    consumer("availability.reminder_due", "notifications.availability-reminder", (ctx, event) =>
      notifyAvailabilityReminder({ db: ctx.db, sourceEventId: event.id }, event.payload),
    ),
  ],
  jobs: [
    { name: "availability.past-marks", everyMs: AVAILABILITY_UPKEEP_INTERVAL_MS, run: (ctx) => deletePastMarks(ctx) },
    { name: "availability.reminders", everyMs: AVAILABILITY_UPKEEP_INTERVAL_MS, run: (ctx) => remindQuietCalendars(ctx) },
  ],
};
