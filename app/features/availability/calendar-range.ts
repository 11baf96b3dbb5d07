import type { AvailabilityStatus } from "./options";

/** One run of marked days as the editor shows it: both ends included, a status, places and a note. */
export type CalendarRange = { from: string; to: string; status: AvailabilityStatus; places: string[]; note: string | null };
