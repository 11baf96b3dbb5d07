// The availability feature's server rules as other features (the technician search, job offers, the agenda feed, the demo) may use them.

export { type AgendaBooking, type AgendaRun, agendaBookings, agendaRuns } from "./agenda.server";
export { type BookingHold, syncBookingHolds } from "./booking-holds.server";
export { type ImportedCalendar, importCalendars } from "./calendar-import.server";
export { type FreeDay, freeDaysIn } from "./free-day";
export { availabilityModule } from "./module.server";
export { syncSearchColumns } from "./search-columns.server";
export { AVAILABILITY_UPKEEP_INTERVAL_MS, deletePastMarks, remindQuietCalendars } from "./upkeep.server";
export { type AvailabilityWindow, calendarShownTo, firmDaysInWindow, freeOnEveryDay, upcomingCalendar, withoutHolds } from "./viewer.server";
